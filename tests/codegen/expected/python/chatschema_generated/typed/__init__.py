# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 6a26e25272a5a295a930d793bc6b9de8431dea215c87191acfdc42c1c5512e20
# ruff: noqa
