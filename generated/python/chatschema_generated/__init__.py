# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 131b4bb194cd686804e32c421eae08a785a8b419e86725919ed3d7b283928437
# ruff: noqa
