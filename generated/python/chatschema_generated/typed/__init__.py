# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 9572e0180f1d883a64e8dc309ed96929e4d7be512d3106428e281c5f132c1816
# ruff: noqa
