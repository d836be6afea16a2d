"""The ``chatschema`` command line: validate, convert, count and describe chat logs.

Run ``chatschema --help`` (or ``python -m chatschema --help``). Each
subcommand lives in its own module; :func:`main` parses the arguments and
dispatches.
"""

from chatschema.cli._main import main

__all__ = ["main"]
