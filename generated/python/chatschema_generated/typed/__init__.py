# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b9c9f24edcdc90202796574c18ffa3219f2dcbfcdf4a49869283dc7238235a17
# ruff: noqa
