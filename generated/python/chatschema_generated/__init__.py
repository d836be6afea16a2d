# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: f91d32b932459e437998edfe8472b285631cc127f6606ea15acd26385ce07bde
# ruff: noqa
