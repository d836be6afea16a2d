# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 2ccf67959539baf2ff01bcc5b32fc623403f63a9139739dfeb3fab722b54c958
# ruff: noqa
