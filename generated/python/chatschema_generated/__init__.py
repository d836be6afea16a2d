# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 7c6228c71c7d95c86c18838e9a31d30d8fac319189f48ff11cf26a495cb34f9b
# ruff: noqa
