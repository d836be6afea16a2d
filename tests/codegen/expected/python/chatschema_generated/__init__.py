# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: efb4d3ad6230b71ca9f67d1754d35572852b012b2adcd5991a312de2f6db7dec
# ruff: noqa
