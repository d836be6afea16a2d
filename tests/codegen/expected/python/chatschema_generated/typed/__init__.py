# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 6d0b3400b4321183a3827cceb0ceaa34491ee9d2b2433246c0898c95a34a65c3
# ruff: noqa
