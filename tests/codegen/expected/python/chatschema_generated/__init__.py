# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 6a044de1b6ae1bc71ba1a710bcfb6d3ec802dad99714ace92c3b5d9af2ed6777
# ruff: noqa
