# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 3912559f8afdc56fbe9c2367980a9a9e3480d953f1fd869831e875621ca2c5da
# ruff: noqa
