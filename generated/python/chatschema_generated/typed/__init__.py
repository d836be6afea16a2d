# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 9019b483228cfd5aabd82bb3146a55c13b0a8753ec0a0b038419633db403c381
# ruff: noqa
