# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: d652383efb591c91ef5cb50d530b28bd7b20e2d2a6a15c283d7929448972fe0a
# ruff: noqa
