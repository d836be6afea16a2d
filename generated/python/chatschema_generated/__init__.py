# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1
# ruff: noqa
