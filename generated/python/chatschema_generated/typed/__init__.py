# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 928119eb2eb85e26d20f8f2eb5005bf4235c7f4c6e46652db2aa4aa539c5317c
# ruff: noqa
