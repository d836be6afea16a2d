# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: c1819247cbaa5959de801025a7c3140d3ce42ef129e910e397f8f2a39eff819d
# ruff: noqa
