# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: cf1fbe82b5e1a0288c4153ae5ceea96373f4bab4ec6796502d4a2d48cfe21f61
# ruff: noqa
