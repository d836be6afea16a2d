"""Validate, convert and count JSONL chat logs in batches of lines.

Design notes: docs/design.md, ``chatschema.batch``.
"""

from chatschema.batch._convert import (
    ChunkConversion,
    ConvertResult,
    convert_chunk,
    convert_file,
    convert_lines,
)
from chatschema.batch._records import (
    DESTINATIONS,
    FORMS,
    PAYLOADS,
    SOURCES,
    BatchResult,
    ErrorRecord,
    form_of,
)
from chatschema.batch._stats import StatsResult, stats_chunk, stats_file, stats_lines
from chatschema.batch._validate import validate_chunk, validate_file, validate_lines

__all__ = [
    "DESTINATIONS",
    "FORMS",
    "PAYLOADS",
    "SOURCES",
    "BatchResult",
    "ChunkConversion",
    "ConvertResult",
    "ErrorRecord",
    "StatsResult",
    "convert_chunk",
    "convert_file",
    "convert_lines",
    "form_of",
    "stats_chunk",
    "stats_file",
    "stats_lines",
    "validate_chunk",
    "validate_file",
    "validate_lines",
]
