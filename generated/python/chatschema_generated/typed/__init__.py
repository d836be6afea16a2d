# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 585a6036597cab1fb69a9fdf4007c17150f298d9c917686db926caa9e4638035
# ruff: noqa
