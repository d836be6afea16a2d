# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 4263708b8f78cea16ee1d3b751dd3669c51e0a37195ba6ed5d2acd7ce3ae5477
# ruff: noqa
