# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: a9546b5bd09ca0ecfc1e01e03134d1afa2e294a7d52728186ac63f37c68d52b1
# ruff: noqa
