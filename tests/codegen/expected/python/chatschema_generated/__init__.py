# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 948900d469e0bf49c01381ad6520df55c0eb99e21f33847439695033b6e19537
# ruff: noqa
