# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: c7a27b81c3032aa185218626156982ea9e7f8cd454578c4fa900d76cb5edcfab
# ruff: noqa
