"""mkdocs hook: one API reference page per public module, written at build time from ``PUBLIC_MODULES``.

Adding a public module is one edit: its name in ``PUBLIC_MODULES``. ``tests/test_docs_site.py`` checks
that the list is the public surface and that every public name appears on the pages.
"""

from __future__ import annotations

from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files

# The public modules, in the order of the API section of the site.
PUBLIC_MODULES = (
    "chatschema",
    "chatschema.otel",
    "chatschema.langchain",
    "chatschema.mellea",
    "chatschema.pydantic",
    "chatschema.litestar",
    "chatschema.batch",
    "chatschema.dask",
    "chatschema.cli",
)


def page_path(module: str) -> str:
    """The site path of a module's API page: ``api/chatschema.otel.md``."""
    return f"api/{module}.md"


def page_text(module: str) -> str:
    """The Markdown of a module's API page: mkdocstrings renders it from the docstrings."""
    return f"::: {module}\n"


def on_config(config: MkDocsConfig, **kwargs: Any) -> MkDocsConfig:
    nav = config.nav if config.nav is not None else []
    nav.append({"API reference": [{module: page_path(module)} for module in PUBLIC_MODULES]})
    config.nav = nav
    return config


def on_files(files: Files, config: MkDocsConfig, **kwargs: Any) -> Files:
    for module in PUBLIC_MODULES:
        files.append(File.generated(config, page_path(module), content=page_text(module)))
    return files
