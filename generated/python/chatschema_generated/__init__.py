# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: f71988bdcda5ac0cdeb3bac27d8ed05c7d8f807a33ac4f46d19ed2d457831d88
# ruff: noqa
