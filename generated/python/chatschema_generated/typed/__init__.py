# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 3abdef80129eefe8dfb8f5d141847d7576640bb61e6d29d108a722ff329deaa4
# ruff: noqa
