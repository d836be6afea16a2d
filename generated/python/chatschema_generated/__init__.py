# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 1ff7c80ca8202ee120f872f8ac6d55bbbebd431b206ee261508ccd10d9ecd8c3
# ruff: noqa
