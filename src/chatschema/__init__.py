"""chatschema: schema-first chat message types, validators and utilities."""

from chatschema.errors import ChatSchemaError, ValidationError
from chatschema.validation import decode, encode, schema_types, validate

__all__ = ["ChatSchemaError", "ValidationError", "decode", "encode", "schema_types", "validate"]

__version__ = "0.1.0"
