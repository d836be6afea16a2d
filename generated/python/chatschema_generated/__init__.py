# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b2482c2bcadd75cd25287ebcbc6de48c9dcaaae8b62cb33311e168ca8995d98b
# ruff: noqa
