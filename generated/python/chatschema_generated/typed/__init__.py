# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: afce9a8746fef79c6b108098ff6a30b1299cdeefdcdc1814c547d47f450c2a9b
# ruff: noqa
