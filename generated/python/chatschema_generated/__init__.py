# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb
# ruff: noqa
