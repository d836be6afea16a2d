# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b0908dca57eba5de583c72c522eb7e63e39b18a90205c4b1eb08f553144357b2
# ruff: noqa
