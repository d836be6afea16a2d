# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: ed6654e890afcc2bdaf97228badbbd02f874072f3c4efa91961dc1b7c1bd8951
# ruff: noqa
