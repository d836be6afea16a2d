"""``python -m chatschema.cli``: the same as the ``chatschema`` command."""

from chatschema.cli._main import main

if __name__ == "__main__":
    raise SystemExit(main())
