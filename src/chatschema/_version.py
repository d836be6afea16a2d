"""The version of chatschema (also in pyproject.toml), where every module can read it."""

__version__ = "0.1.0"
