# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 415a4f7909924c507c451573353392af61863899dcbc4431623092d87dac81b3
# ruff: noqa
