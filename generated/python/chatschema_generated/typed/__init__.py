# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 7490dba955fd33b3824b5beb99f03b6a963eb6deede0f2fa6b5276ce1fa17506
# ruff: noqa
