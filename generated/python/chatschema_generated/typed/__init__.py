# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: e047b93a9ebb60c6f0087b9c9161c4af09d4a4dcbdd122fbe3739bbe3debedce
# ruff: noqa
