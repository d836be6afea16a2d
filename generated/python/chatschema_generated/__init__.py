# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 200921c26eb1997e9a77627147eff8279374aabcfc318147f16a3e3019ebf6dd
# ruff: noqa
