# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 627ad9a81207b038fafa40fe0aa0c8ee9edea22174826f844683b5212fea03e2
# ruff: noqa
