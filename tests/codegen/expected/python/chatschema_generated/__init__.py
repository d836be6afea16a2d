# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: d2d1b26192e5adff3a9f18407d073f453dcc8df2f7ede2595ba83d3aac8479e0
# ruff: noqa
