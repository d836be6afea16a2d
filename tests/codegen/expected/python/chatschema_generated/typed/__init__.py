# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 444a236a946420c5f6db5374065b8c80b48b51ae33200bcc9fe23eee89ebf54a
# ruff: noqa
