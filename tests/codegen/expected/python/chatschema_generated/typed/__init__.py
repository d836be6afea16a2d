# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 68846d1f782bc26b9f1259faf31febbda3e224365f9029e9bdeccf84480e4317
# ruff: noqa
