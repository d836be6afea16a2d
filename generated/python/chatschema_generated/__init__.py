# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: d4b48f97ade909ec7214ea49a1a0630d9de83148e707d28888b5be709238b978
# ruff: noqa
