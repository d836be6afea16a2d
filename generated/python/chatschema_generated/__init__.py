# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: e10d6f06f67d42d242a1c1deab7eab9c7ff8ac69cb393ecddfe18ea634b2439c
# ruff: noqa
