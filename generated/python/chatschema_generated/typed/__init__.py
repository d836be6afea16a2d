# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: d984c48e8c0a0d5c457c71f496e17eb3fee220199fd3cb9abaaa823978d90b3f
# ruff: noqa
