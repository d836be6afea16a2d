# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b94c8204bb67605993fcddfd7d76cb89a4d7172f38b1ee8e75d23e65e89f7723
# ruff: noqa
