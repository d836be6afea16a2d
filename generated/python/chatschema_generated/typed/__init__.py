# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 1b4238a88863053c7c4d061da0716b5a3903511e5c3b505d203584fa47dd8bca
# ruff: noqa
