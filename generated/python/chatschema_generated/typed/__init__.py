# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 9706f554e5df510d90db9bf9b832b98494c25bf65e1d6752cf396f1057abafad
# ruff: noqa
