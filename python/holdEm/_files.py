"""Files written whole: a reader (or the user, after a full disk or Ctrl-C) finds the old file or
the whole new one, never part of one."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO, TypeVar

T = TypeVar("T")


def write_whole(path: str | os.PathLike[str], write: Callable[[BinaryIO], object], *, durable: bool = False) -> None:
    """``write(file)`` into a hidden temporary beside ``path``, then renamed onto ``path``; the
    temporary is removed on any error or interrupt, and ``path`` is left as it was.  ``durable``:
    flushed to disk before the rename, and the rename too (what a resumable run needs after a
    power cut).  A device or a pipe (``/dev/null``) is written in place: it cannot be replaced.
    A symbolic link stays one: the file it names is replaced, keeping its permissions.  An
    ``OSError`` from the file system names ``path``, not the temporary (which the user never saw)."""
    target = Path(path)
    if target.exists() and not target.is_file():
        with open(target, "wb") as device:
            write(device)
        return
    target = target.resolve() if target.is_symlink() else target
    temporary = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        with _naming(path, lambda: open(temporary, "wb")) as file:
            write(file)
            if durable:
                file.flush()
                os.fsync(file.fileno())
        if target.exists():
            os.chmod(temporary, stat.S_IMODE(target.stat().st_mode))
        _naming(path, lambda: os.replace(temporary, target))
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    if durable:
        _sync_directory(target.parent)


def _naming(path: str | os.PathLike[str], step: Callable[[], T]) -> T:
    """``step()``, its ``OSError`` naming ``path`` (the user's file) instead of the temporary."""
    try:
        return step()
    except OSError as error:
        raise OSError(error.errno, error.strerror or str(error), os.fspath(path)) from None


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
