# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 9682ad60b1d22642b418e839d76571c4d94f5c99243014372749d5b5eb705148
# ruff: noqa
