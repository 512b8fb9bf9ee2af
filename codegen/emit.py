"""Small helpers shared by the generators: C++ array initialisers and stable writes."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path


def array_initializer(values: Iterable[int], per_line: int = 16, suffix: str = "") -> str:
    """A brace initialiser, ``per_line`` numbers a line (kept short so compilers parse it fast)."""
    items = [f"{v}{suffix}" for v in values]
    lines = [", ".join(items[i : i + per_line]) for i in range(0, len(items), per_line)]
    return "{\n    " + ",\n    ".join(lines) + "\n}"


def write_if_changed(path: Path, text: str) -> None:
    """Write ``text`` unless the file already holds it, so rebuilds stay incremental."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and path.read_text() == text:
        return
    path.write_text(text)
