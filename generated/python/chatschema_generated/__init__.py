# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: e866dbc4c7efab9545af90efd46e8b9b16471893c8d7c7c081d70bf40e888bab
# ruff: noqa
