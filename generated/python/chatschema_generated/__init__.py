# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd
# ruff: noqa
