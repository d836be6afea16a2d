# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5
# ruff: noqa
