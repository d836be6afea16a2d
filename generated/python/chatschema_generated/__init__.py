# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 22022761e54158480de2bd2856c1f95b2acbc5108bfc7f06e1014b37172ba500
# ruff: noqa
