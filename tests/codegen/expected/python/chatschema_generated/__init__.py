# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 0881c0239f2b18fb819dc4eef0675725e84a517eb0c68934311fe1257b2219a2
# ruff: noqa
