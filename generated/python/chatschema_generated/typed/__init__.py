# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 201cff093766b08891d06eb4182f0429fe5fcc47b506602e9e2be19be804c14d
# ruff: noqa
