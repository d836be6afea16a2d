# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: be4b642acfc6031aec3a0b428f2e1000a6c9f561e61484f8b809c34cb28d3e19
# ruff: noqa
