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


def test_write_whole_names_the_users_file_and_keeps_links_and_permissions(tmp_path: Path) -> None:
    """An error names the file asked for, not the hidden temporary beside it; a symbolic link
    stays a link to the replaced file, whose permissions are kept."""
    missing = tmp_path / "no such folder" / "data.txt"
    with pytest.raises(OSError) as caught:
        write_whole(missing, lambda file: file.write(b"new"))
    assert caught.value.filename == str(missing) and caught.value.strerror == "No such file or directory"
    kept = tmp_path / "kept.txt"
    kept.write_bytes(OLD)
    kept.chmod(0o640)
    link = tmp_path / "link.txt"
    link.symlink_to(kept)
    write_whole(link, lambda file: file.write(b"new"))
    assert link.is_symlink() and link.resolve() == kept.resolve() and kept.read_bytes() == b"new"
    assert kept.stat().st_mode & 0o777 == 0o640 and sorted(tmp_path.iterdir()) == [kept, link]


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="a folder where no file can be made: Linux's /proc")
def test_the_command_line_says_which_file_it_cannot_write() -> None:
    """It named its hidden temporary: ``/proc/.data.txt.3132.tmp``."""
    missing = "/proc/holdem-data.txt"
    done = subprocess.run(
        [sys.executable, "-m", "holdEm", "generate", "--size", "3", "--ofile", missing],
        capture_output=True,
        env=cli_env(),
        timeout=120,
    )
    assert done.returncode == 2
    assert done.stderr.decode() == f"holdem generate: error: {missing}: No such file or directory\n"
