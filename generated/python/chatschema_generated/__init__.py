# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: e2712362607d9647f9fbfc689a42579dda8e80e7b2f547010643fae7eee0d8b4
# ruff: noqa
