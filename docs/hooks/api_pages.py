"""mkdocs hook: the pages written at build time.

- One API reference page per public module: one per ``__all__`` snapshot in ``tests/public_api/``, so
  a module made public (its snapshot written) gets its page. ``tests/docs/test_api_reference.py``
  checks that every public name appears on the pages.
- The home page is README.md, its links to ``docs/`` made relative to the site.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files

SNAPSHOTS = Path(__file__).resolve().parents[2] / "tests" / "public_api"


def public_modules(snapshots: Path = SNAPSHOTS) -> tuple[str, ...]:
    """The public modules, named by their ``__all__`` snapshots (``tests/public_api/<module>.txt``):
    ``chatschema`` first, then the others in order."""
    names = sorted(path.stem for path in snapshots.glob("*.txt"))
    return ("chatschema", *(name for name in names if name != "chatschema"))


PUBLIC_MODULES = public_modules()


def page_path(module: str) -> str:
    """The site path of a module's API page: ``api/chatschema.otel.md``."""
    return f"api/{module}.md"


def page_text(module: str) -> str:
    """The Markdown of a module's API page: mkdocstrings renders it from the docstrings."""
    return f"::: {module}\n"


def home_text(readme: str) -> str:
    """README.md as the site's home page: links into docs/ point at the pages beside it."""
    text = readme.replace("](docs/", "](")
    return text.replace("| API reference |", f"| [API reference]({page_path(PUBLIC_MODULES[0])}) |")


def on_config(config: MkDocsConfig, **kwargs: Any) -> MkDocsConfig:
    nav = config.nav if config.nav is not None else []
    nav.append({"API reference": [{module: page_path(module)} for module in PUBLIC_MODULES]})
    config.nav = nav
    return config


def on_files(files: Files, config: MkDocsConfig, **kwargs: Any) -> Files:
    for module in PUBLIC_MODULES:
        files.append(File.generated(config, page_path(module), content=page_text(module)))
    readme = Path(config.config_file_path).parent / "README.md"
    files.append(File.generated(config, "index.md", content=home_text(readme.read_text(encoding="utf-8"))))
    return files
