"""The one message for a package of an optional extra that cannot be imported, and pandas for
the results' ``to_pandas()``."""

from __future__ import annotations

from typing import Any


def missing_extra(needer: str, extra: str, error: ImportError) -> str:
    """What ``needer`` (a module or a command) says when a package of ``extra`` is missing: the
    extra, the pip command that brings it, and what could not be imported.

    >>> missing_extra("holdem serve", "web", ModuleNotFoundError("No module named 'uvicorn'"))
    "holdem serve needs the web extra (pip install 'holdEm[web]'): No module named 'uvicorn'"
    """
    return f"{needer} needs the {extra} extra (pip install 'holdEm[{extra}]'): {error}"


def pandas_module(needer: str) -> Any:
    """pandas, for ``needer`` (say ``"FlopReport.to_pandas()"``); ImportError saying how to install
    it (no extra of holdEm's: a user who wants a DataFrame has it)."""
    try:
        import pandas  # type: ignore[import-untyped]
    except ImportError as error:
        raise ImportError(f"{needer} needs pandas: pip install pandas") from error
    return pandas
