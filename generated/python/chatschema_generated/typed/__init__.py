# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 11b07cf09ec0616551556c288909278e3f5a9ae7527335565e2f8cb7776fc130
# ruff: noqa
