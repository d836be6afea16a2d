# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: e304d4090ab916fd1ac0fd0ea130f7181d9d8fb7a32988b8287aa177be254c22
# ruff: noqa
