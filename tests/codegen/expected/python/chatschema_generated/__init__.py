# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 36b50c0b25ffab5b54e16a789e390aea6a94470c4c420affd6a9e5fff82d567d
# ruff: noqa
