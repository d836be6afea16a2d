# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 533479198bdddc8448e292241150d50dd359494783621cb542a211367db2b205
# ruff: noqa
