# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 0ffb4bafa6269f4448dcb7a97c00e1834acd63c06a07091e3b92b088ba5ac0f4
# ruff: noqa
