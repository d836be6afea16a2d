# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 8cdb5f30f381d452eff563cac6ad2434bdbb6a7a11fce18003c9c2b85cb21d52
# ruff: noqa
