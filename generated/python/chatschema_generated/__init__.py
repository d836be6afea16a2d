# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 3b408ad7fab45f3a71ba4a5296d50c3a6416e2ae5efde4933fd9f649b2e938ce
# ruff: noqa
