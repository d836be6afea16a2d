# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: cfc0b736049a40ac8916faccc646186a4cfbf9f4558b2c82727af351e4b0d547
# ruff: noqa
