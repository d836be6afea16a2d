# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 2cf1aa11a76e037599dc2ec3c526e3c08dd3b34fbbd9d4241842a1454bccdb38
# ruff: noqa
