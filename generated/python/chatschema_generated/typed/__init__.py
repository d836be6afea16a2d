# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b4255143e587ca436b706a0d9573f2d69a27d563d97125823af4219d4e75afc8
# ruff: noqa
