# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 15adf8a96b34a2225c9077692fd8e31644f8c4fe363cd56996ddbb29a00e8678
# ruff: noqa
