"""``python -m chatschema``: the ``chatschema`` command line (see :mod:`chatschema.cli`)."""

from chatschema.cli._main import main

if __name__ == "__main__":
    raise SystemExit(main())
