# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 57bd14a64bdcbdb2845ef894c26591be3933e61a1b6f6eddb6867c1c6cc62fc9
# ruff: noqa
