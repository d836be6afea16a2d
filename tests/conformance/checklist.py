"""What the checklist tests (test_new_block_checklist.py, test_new_format_checklist.py) report."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    """One place a new block or format is missing from."""

    subject: str
    """The type, tag or format that is missing somewhere."""
    place: str
    """One of the checklist's PLACES."""
    message: str
    """What is missing, and which file to edit (or which command to run)."""

    def __str__(self) -> str:
        return f"{self.subject} [{self.place}]: {self.message}"
