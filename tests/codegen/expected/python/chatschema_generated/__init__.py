# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: a4ac129789e82c86024704a338507ac9ab625d335717ea3d750557efca803a88
# ruff: noqa
