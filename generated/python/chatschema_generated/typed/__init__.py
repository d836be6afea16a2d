# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: f97f13fd5ea2754c2dfd4a4c10efe273c15617a7633e3c72f7137b4fd9ccb4ad
# ruff: noqa
