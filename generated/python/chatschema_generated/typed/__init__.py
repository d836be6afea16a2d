# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 477074b12abbc5e935ad8a3cfc4fa0874a9b1f516505a5536a56f22cbcdc4fc4
# ruff: noqa
