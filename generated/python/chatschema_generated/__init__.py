# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 450f47740f2dd728e2bf1d37338f5f574c86279abe080636d4e911decf4a9d04
# ruff: noqa
