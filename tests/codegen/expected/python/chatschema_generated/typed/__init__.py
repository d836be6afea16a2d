# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: aef5a045cdeaf2c22d66bedb1efc8d459b3d85118725671b06dcfa07fb5c16af
# ruff: noqa
