# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 1fce7145e6aa85da10f678c76585032d111e4b645a43e47163034fff3ed752c5
# ruff: noqa
