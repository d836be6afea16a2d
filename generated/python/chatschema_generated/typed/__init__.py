# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: d42161e0158ed1339bab345522cbee12f5f72b99c2a35fd481c3a250d1369106
# ruff: noqa
