# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: d6689773a0d0be5ea77da451bf15e2d5ad7abc1120fce56216f873c7895681f7
# ruff: noqa
