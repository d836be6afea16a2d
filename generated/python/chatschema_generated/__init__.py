# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 8fb323d1346f3f823dade06d3363e55fde1e883244b9312ad97ba08adbe087cd
# ruff: noqa
