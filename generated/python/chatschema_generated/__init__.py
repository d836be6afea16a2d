# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 2e17995c2a1669048c8b01aeea720f46a27eb5b0767034ae6606d08e9ddbec52
# ruff: noqa
