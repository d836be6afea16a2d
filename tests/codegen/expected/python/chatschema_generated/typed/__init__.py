# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 4ca037710c2a79a458fc032f8d9b7ba02bf0b31689bb5762d2fe72196e5449ad
# ruff: noqa
