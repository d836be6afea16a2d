# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 2fb02f387265d42bc84a30fd550e555e840a15a7ed305a72d6cac4a94905ec4d
# ruff: noqa
