# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 588b23dc9c6789ef7c1dfbd30bc68251f3706ef547b462c6c1bdc65f63281742
# ruff: noqa
