# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: a3be53c9d2f8cb962c50fd372ad38d8c1f940a417bc2d788fef7740ac4ae2e7d
# ruff: noqa
