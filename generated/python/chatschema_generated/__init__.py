# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: a03546cfb79ed39a068ffd4eb510eed4e34409bb634aef7c866bf86593e9e7d6
# ruff: noqa
