# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 16a68b522f9a5e725c8d54cc805c79f3dacfbd0b8031b7aebea25a28702766e8
# ruff: noqa
