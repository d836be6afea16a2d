# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 41fef3b2c7c3d169b071f282a040d0ebecb3a7bb0387a4f17831999ae8be8802
# ruff: noqa
