# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 5d0fa391a0cbab1628caebd0629fda70f583f114ef32cb110743e13723c43877
# ruff: noqa
