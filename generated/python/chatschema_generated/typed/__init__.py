# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 78008c2a3a736de2d3b98f2b65c07bd13bbc656686f43ad95e6410bfd6e13937
# ruff: noqa
