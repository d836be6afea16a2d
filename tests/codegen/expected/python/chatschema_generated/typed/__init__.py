# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 5ebc443072ad1e773fcc085902514c66fe3721d3c4f9709651d710bae8c53d39
# ruff: noqa
