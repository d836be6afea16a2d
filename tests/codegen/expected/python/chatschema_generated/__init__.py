# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 7fb0ff75c45ce06a3ea69ce1f22f7cb43107a4dd2078680f3d524d4aef1ceb32
# ruff: noqa
