# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: d1ec67c08b2330239c6c90ff50e14da4dc5e5aa3207e634330401c90c44008c8
# ruff: noqa
