# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 830c477ef931441d91284b58d689d48843f3086e8eeb5498129cc2dff59ba360
# ruff: noqa
