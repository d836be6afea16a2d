# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 751e86cfe495492fcf4bc807a992ed22b1ccf5ed7a33f1e7894b46d9a8eed773
# ruff: noqa
