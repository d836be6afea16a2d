# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05
# ruff: noqa
