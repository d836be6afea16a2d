# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 207a4de6fa4844a71545861ea41692ac504e9533802a472f17f3c9f968f38d8c
# ruff: noqa
