"""The one message for a package of an optional extra that cannot be imported."""

from __future__ import annotations


def missing_extra(needer: str, extra: str, error: ImportError) -> str:
    """What ``needer`` (a module or a command) says when a package of ``extra`` is missing: the
    extra, the pip command that brings it, and what could not be imported.

    >>> missing_extra("holdem serve", "web", ModuleNotFoundError("No module named 'uvicorn'"))
    "holdem serve needs the web extra (pip install 'holdEm[web]'): No module named 'uvicorn'"
    """
    return f"{needer} needs the {extra} extra (pip install 'holdEm[{extra}]'): {error}"
