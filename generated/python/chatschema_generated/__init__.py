# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 62be09fd878219d976d893ecdd275ea1183343798bd3e66c08894be99046514f
# ruff: noqa
