# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: a02d24831b9e98244c9d93fba9c677394a2b2095c6ec2334645acc120e64dd4e
# ruff: noqa
