# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 071a5aff84ac8feac0440162696fd0879c766b7cd0e5840ae9cb7050d50491ba
# ruff: noqa
