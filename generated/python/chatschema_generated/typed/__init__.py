# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333
# ruff: noqa
