# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: c9e84b96f6f4d74f6e57b381c037875eacd68deb410c416574a2224ebf5dd3e9
# ruff: noqa
