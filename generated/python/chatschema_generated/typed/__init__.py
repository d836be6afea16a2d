# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 0d6fdcaf37759a26350c934e2944bc0f1e55230fbe4946eed9bd7be689e11810
# ruff: noqa
