"""Pictures written whole: ``holdem ... --plot`` on a full disk (a file-size limit, the same
EFBIG as a full disk's ENOSPC to the writer) names the file, and leaves no truncated picture and
the file it would have replaced as it was; holdEm._files.write_whole, which writes them (and the
table shards and validation files), on an interrupt and on a device."""

from __future__ import annotations

import resource
import subprocess
import sys
from pathlib import Path

import pytest
from cli_support import cli_env

pytest.importorskip("matplotlib")

from holdEm._files import write_whole  # noqa: E402

OLD = b"the picture from before"


def _plot_range_limited(text: str, path: Path, size: int) -> subprocess.CompletedProcess[bytes]:
    """``holdem range TEXT --plot PATH`` in a process that may write files of ``size`` bytes at most."""
    return subprocess.run(
        [sys.executable, "-m", "holdEm", "range", text, "--plot", str(path)],
        capture_output=True,
        env=cli_env(),
        timeout=120,
        preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_FSIZE, (size, size)),
    )


@pytest.mark.parametrize("extension", ["svg", "jpg", "pdf"])
def test_a_picture_that_does_not_fit_leaves_the_old_file(tmp_path: Path, extension: str) -> None:
    path = tmp_path / f"grid.{extension}"
    path.write_bytes(OLD)
    done = _plot_range_limited("15%", path, 20_000)  # every picture of a 15% grid is larger
    assert done.returncode != 0, done.stderr  # a JPEG's failed write once went unseen: exit 0
    assert f"cannot write the picture to {str(path)!r}: File too large".encode() in done.stderr
    assert b"Traceback" not in done.stderr
    assert path.read_bytes() == OLD and sorted(tmp_path.iterdir()) == [path]


def test_a_picture_that_fits_replaces_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "grid.svg"
    path.write_bytes(OLD)
    done = _plot_range_limited("AA", path, 10_000_000)
    assert done.returncode == 0, done.stderr
    assert path.read_bytes().startswith(b"<?xml") and sorted(tmp_path.iterdir()) == [path]


def test_write_whole_on_an_interrupt_leaves_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "kept.bin"
    path.write_bytes(OLD)

    def interrupted(file: object) -> None:
        file.write(b"half of the new")  # type: ignore[attr-defined]
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_whole(path, interrupted)
    assert path.read_bytes() == OLD and sorted(tmp_path.iterdir()) == [path]
    write_whole(path, lambda file: file.write(b"new"), durable=True)
    assert path.read_bytes() == b"new" and sorted(tmp_path.iterdir()) == [path]


def test_write_whole_writes_a_device_in_place() -> None:
    write_whole("/dev/null", lambda file: file.write(b"into the device, not a file beside it"))
    assert Path("/dev/null").is_char_device()
