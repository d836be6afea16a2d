# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 82a4dd3f9a46215fb5b880f98d368877cff7d0eb573e2a869a98f5b886f0ebe4
# ruff: noqa
