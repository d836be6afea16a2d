# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: ab3249983faa8ab7f64a256821563d397583fb3bcc9954c0712c7ceea8b1568d
# ruff: noqa
