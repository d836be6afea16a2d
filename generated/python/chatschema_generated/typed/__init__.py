# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: c835ff499a993e801e562d6e9a52d02a3596f6437acc295152a62d92fc729603
# ruff: noqa
