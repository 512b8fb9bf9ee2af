"""Counts in words, as the results and messages write them."""

from __future__ import annotations


def counted(count: float, noun: str, spec: str = ",", plural: str | None = None) -> str:
    """``count`` and ``noun``, in the plural (``plural``, else an ``s`` added) unless the count is 1:
    ``1 combo``, ``1,326 combos``, ``0.5 combos``; ``spec`` formats the count (``","``, ``"g"``)."""
    return f"{count:{spec}} {noun if count == 1 else plural or noun + 's'}"
