# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 0f8d6e988f5391a9c5127be8abc5b39abe3428cae70efb00b94516c495d46c34
# ruff: noqa
