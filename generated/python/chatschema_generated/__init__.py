# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 19026aaa9030186a68dda3d9c7b4688455471f145135eac350d1a6daa9f7867d
# ruff: noqa
