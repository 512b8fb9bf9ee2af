"""Counts in words, as the results and messages write them."""

from __future__ import annotations

from collections.abc import Iterable


def counted(count: float, noun: str, spec: str = ",", plural: str | None = None) -> str:
    """``count`` and ``noun``, in the plural (``plural``, else an ``s`` added) unless the count is 1:
    ``1 combo``, ``1,326 combos``, ``0.5 combos``; ``spec`` formats the count (``","``, ``"g"``)."""
    return f"{count:{spec}} {noun if count == 1 else plural or noun + 's'}"


def amount(value: float) -> str:
    """A count that weights can make fractional, whole where it is: ``1,906,884``, ``28.5``, ``0.33``
    (``:g`` wrote the Omaha counts as ``1.90688e+06``, losing digits)."""
    if value == round(value):
        return f"{value:,.0f}"
    return f"{value:,.2f}".rstrip("0").rstrip(".")


def listed(values: Iterable[object], shown: int = 8) -> str:
    """A sequence as a message quotes it: whole when short, else its first ``shown`` items and how
    many there are (a message about 10,000 stacks is one line, not 60,000 characters)."""
    items = list(values)
    if len(items) <= shown:
        return repr(items)
    return f"[{', '.join(map(repr, items[:shown]))}, ...] ({len(items):,} in all)"
