"""Files written whole: a reader (or the user, after a full disk or Ctrl-C) finds the old file or
the whole new one, never part of one."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO


def write_whole(path: str | os.PathLike[str], write: Callable[[BinaryIO], object], *, durable: bool = False) -> None:
    """``write(file)`` into a hidden temporary beside ``path``, then renamed onto ``path``; the
    temporary is removed on any error or interrupt, and ``path`` is left as it was.  ``durable``:
    flushed to disk before the rename, and the rename too (what a resumable run needs after a
    power cut).  A device or a pipe (``/dev/null``) is written in place: it cannot be replaced."""
    target = Path(path)
    if target.exists() and not target.is_file():
        with open(target, "wb") as device:
            write(device)
        return
    temporary = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        with open(temporary, "wb") as file:
            write(file)
            if durable:
                file.flush()
                os.fsync(file.fileno())
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    if durable:
        _sync_directory(target.parent)


def _sync_directory(directory: Path) -> None:
    """The rename itself to disk (POSIX; elsewhere a folder cannot be opened, and this is skipped)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
