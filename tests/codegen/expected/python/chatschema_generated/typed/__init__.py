# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: a4b3077ad7146f3847d2c8c709ead91330ed5628cd7039850c42f0d1fda0c58f
# ruff: noqa
