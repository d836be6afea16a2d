# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 698a2a3c8e85c7b307249f19523a051a2f2e4ecebaccc0b2239ac9b21a58dc31
# ruff: noqa
