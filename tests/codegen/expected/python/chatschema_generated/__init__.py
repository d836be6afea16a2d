# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: eb6202be8d180c703fc07fb01bfef09aad7e9d71f5701f6e14e218f877cf3939
# ruff: noqa
