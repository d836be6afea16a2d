# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 887be360ac2b9dca5c9c74c0b2fc3af2723175274edbde153cae3a680f932b06
# ruff: noqa
