# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 884b98ed4db04ff8f0fa01de01ff04ec8be035fc948ca40bea621632dbe9f79a
# ruff: noqa
