# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 47dc8535dd318ac6159dc5721686ef9f7fd19cc28d9f1a920781bcacfc4ff85a
# ruff: noqa
