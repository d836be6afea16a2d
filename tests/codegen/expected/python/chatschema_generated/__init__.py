# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 1b7c5bb6dbe441ac88cbf11b02b4fbb7d8ff1e27d75e6799ec1d59b35e2db471
# ruff: noqa
