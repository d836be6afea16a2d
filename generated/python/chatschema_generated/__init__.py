# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2
# ruff: noqa
