"""Warnings that point at the line of the caller's code, wherever inside chatschema they are raised."""

from __future__ import annotations

import os
import sys
import warnings

_INSIDE = os.path.dirname(os.path.abspath(__file__)) + os.sep
"""The directory of the chatschema package: frames of files under it are not the caller's."""


def warn_at_caller(warning: Warning) -> None:
    """Issue ``warning`` attributed to the first frame outside chatschema: the caller's line.

    A fixed ``stacklevel`` is right for one call depth only, and the depth varies (a recursive
    walk, a step run with the collector paused, a reader reached through another one).

    Args:
        warning: The warning to issue, such as a ``LossWarning``.

    Returns:
        None.

    Example:
        >>> import warnings
        >>> from chatschema.errors import LossWarning
        >>> with warnings.catch_warnings(record=True) as caught:
        ...     warnings.simplefilter("always")
        ...     warn_at_caller(LossWarning("Dropped x", "$[0]"))
        >>> caught[0].filename.startswith("<doctest")
        True
    """
    frame = sys._getframe(1)
    level = 2  # 1 is this function; 2 the frame that called it
    while frame.f_back is not None and frame.f_code.co_filename.startswith(_INSIDE):
        frame = frame.f_back
        level += 1
    warnings.warn(warning, stacklevel=level)
