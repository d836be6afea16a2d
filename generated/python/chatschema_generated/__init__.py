# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 21785fd3602b38f0b11521317ca050d4e4fe7c81ee4376ff0c9f4e9d1348815c
# ruff: noqa
