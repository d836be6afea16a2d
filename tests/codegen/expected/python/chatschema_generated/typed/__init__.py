# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 97e205e7e2f101557e41848159e871c8ef98c2169d90f6598c634ae6c5323458
# ruff: noqa
