# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 34a312ee30735e99ac33b5f65714b7699ed1c890a67b99f05a68eb9c5cd6d0b3
# ruff: noqa
