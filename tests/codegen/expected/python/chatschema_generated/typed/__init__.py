# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b5d396c48380803724c1f06870c82fed5d16f53d83d1e96621a3daaf282faa38
# ruff: noqa
