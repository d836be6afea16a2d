# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: d273b381afb33a85dc7bdc014b69c9ed7cc34b50b71e57d8d6762572c2d7a560
# ruff: noqa
