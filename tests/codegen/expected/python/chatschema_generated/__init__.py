# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 96157a6fed1d2041032c2cb26496914adbe1454ccc5f06ef4d1c27228e21e904
# ruff: noqa
