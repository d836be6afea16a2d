# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b13c91d3fcc98243623ec95ecc417077dc7899aaad39ae69e87275dc3ed9260c
# ruff: noqa
