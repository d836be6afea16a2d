# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: c5cafc7e874142387062d78a7134f74f628f1ab6663af6208e7a7cdebf17c8df
# ruff: noqa
