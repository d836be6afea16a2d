# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 07d920537a5167ac190b328188d3e6d36d67d745727b83fd78177080573636c6
# ruff: noqa
