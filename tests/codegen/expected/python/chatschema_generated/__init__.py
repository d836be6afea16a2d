# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 8953a4eed976f8fe2aff402210af37f4115a369346f21011f4c23faa2cc27760
# ruff: noqa
