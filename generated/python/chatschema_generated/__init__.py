# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 0e9f5d79cdea5f6595cccde79b4e778019ed2e4e64b81ac62b60becedae6d376
# ruff: noqa
