# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b4c738d3e533d5f3a558d774d90dd34d52a08306ce2934c39fce8e3a0ae0f15f
# ruff: noqa
