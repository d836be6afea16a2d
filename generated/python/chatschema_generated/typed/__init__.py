# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 101c315f00bea9b78d695ed4bba95e2da11364ab2cd67534b108efcdf023be3f
# ruff: noqa
