# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 88fcd3c868534d328d77737c53f4eac9b32ebc9c5f9fb73990990571b2bfb0be
# ruff: noqa
