# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b375513ead5c7f7b05b88a8abcd5c04f300a70d38c55df2b13f3e0b44f0d3dbb
# ruff: noqa
