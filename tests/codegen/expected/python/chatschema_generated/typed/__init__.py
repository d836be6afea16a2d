# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: daa7661f264cd4751e1876b1bd1cee40737379cd9bee15677d8c16415d762b03
# ruff: noqa
