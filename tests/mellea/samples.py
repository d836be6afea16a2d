"""Data shared by the chatschema.mellea tests: tiny valid media and an OpenAI-style tool call."""

PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
"""A 1x1 PNG, base64."""

WAV = "UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA="
"""An empty WAV file, base64."""

JPEG = "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA=="
"""The start of a JPEG, base64 (mellea holds PNG only)."""

CALL = {"id": "c1", "type": "function", "function": {"name": "add", "arguments": '{"a": 1, "b": 2}'}}
"""An assistant's tool call, as OpenAI writes it."""
