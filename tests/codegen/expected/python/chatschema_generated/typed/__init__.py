# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 01c8b41c08621fbb0a306beeb7d69f6b510ea28025953fd2831a412573f4f531
# ruff: noqa
