# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: ddc17ff01bbed22b97a4048d7bcc5200ebd2227a37c580cf6ed17121763ffc3d
# ruff: noqa
