# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 8600671f7d02df812cee875596c6638735a9a98b67fe6c0a821f602497103f60
# ruff: noqa
