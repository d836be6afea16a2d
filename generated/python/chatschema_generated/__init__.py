# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 2c8c0ea6d47636189aac6afde061669bd38d687404916269e1cd374193eb5fbb
# ruff: noqa
