# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: d6b26837580a04d13d4ffab76cc7621fd33fb707559eefa67b6485b4dbd9073c
# ruff: noqa
