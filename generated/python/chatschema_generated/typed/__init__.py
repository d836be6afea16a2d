# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: f6c113e43063b1897718054b989f4492a7858d59cfcb21d533f2084d81039d8d
# ruff: noqa
