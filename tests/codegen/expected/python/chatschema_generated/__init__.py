# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: d1d91642544c85e2b95cb8d44a2ae0e45bd7e942d51377a7ea51dda3b29a7d3f
# ruff: noqa
