# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 58a7e82ec2ce96ab81048e9df7de8a601d72a5af18f7f043025ed83330c6813a
# ruff: noqa
