# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 278f293b0ba0fce39445d6af394ebc2c34405d71cc8fe2147df61f45a7d997a2
# ruff: noqa
