# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 777e889f6156cc72e90c94a61209dcb5f1b8f28aa78b61745bc682796a8169eb
# ruff: noqa
