"""Validate, convert and count JSONL chat logs in batches of lines.

Every function here is a plain, picklable function over an iterable of lines
(``bytes`` or ``str``, with or without their newline) and returns small,
picklable results, so it drops unchanged into a process pool, Ray tasks,
Spark's ``mapPartitions`` or a Dask bag. The ``chatschema`` command line
(:mod:`chatschema.cli`) and :mod:`chatschema.dask` are built on it.

A line holds one **conversation** (a JSON array of messages, or an OpenAI
fine-tuning record ``{"messages": [...], ...}``) or one **message** (a JSON
object). Each message is read in the form its tags say:

* ``lc``: LangChain's stored form, ``{"type": "<tag>", "data": {...}}``
  (what ``messages_to_dict`` writes), checked against ``SerializedMessage``;
* ``flat``: the message fields with the ``type`` tag among them (what
  ``model_dump()`` writes), checked against ``AnyMessage``;
* ``openai``: an OpenAI Chat Completions dict with a ``role`` tag, read as
  :func:`chatschema.convert_to_messages` reads it;
* ``constructor``: LangChain's Serializable JSON form, ``{"lc": 1, "type":
  "constructor", "id": [...], "kwargs": {...}}`` (what ``dumpd`` writes),
  checked against ``LangChainSerializedMessage`` and read by
  :func:`chatschema.messages_from_lc_json`.

A ``role`` decides when present (except on ``chat`` messages, where it is a
field), as in :func:`chatschema.convert_to_messages`; otherwise the message
type tag does, and the fields sit under ``data`` (``lc``) or beside the tag
(``flat``). Lines of one file may mix forms, and so may the messages of a line.

Validation reads each line's raw bytes in one typed msgspec decode, with the
one-pass decoders the code generator writes (:mod:`chatschema.batch.fast`) and
no ``json.loads`` first: the form of the previous line is tried first, and
only a line that fails it is parsed and checked message by message with
:func:`chatschema.decode` (which also finds the exact error). Results do not
depend on how lines are split into batches.
"""

from chatschema.batch.convert import (
    ChunkConversion,
    ConvertResult,
    convert_chunk,
    convert_file,
    convert_lines,
)
from chatschema.batch.records import DESTINATIONS, FORMS, BatchResult, ErrorRecord, form_of
from chatschema.batch.stats import StatsResult, stats_chunk, stats_file, stats_lines
from chatschema.batch.validate import validate_chunk, validate_file, validate_lines

__all__ = [
    "DESTINATIONS",
    "FORMS",
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
