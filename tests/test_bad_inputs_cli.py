"""Hostile arguments to the command line: each subcommand refuses them with a clear message (no
traceback, nothing on stdout); validate survives a binary file."""

from __future__ import annotations

from pathlib import Path

import pytest
from bad_input_support import GOOD_ANSWER, RANDOM_BYTES
from cli_support import run_cli


@pytest.mark.parametrize(
    "args, message",
    [
        (("eval", "AsKs"), "a hand needs 5, 6 or 7 cards, got 2"),
        (("eval", "AsAsKsQsJs"), "duplicate card As"),
        (("eval", "Äs Ös Üs ßs €s"), "unknown card"),
        (("eval", "\udcff\udcfe"), "not UTF-8 text: byte 0xFF at position 1"),  # undecodable bytes in argv
        (("eval", "A" * 100_000), "unknown card"),
        (("eval", "--omaha", "AsKsQs2d3d"), "an Omaha deal takes two arguments"),
        (("eval", "--omaha", "AsKsQs2d3d", "AsKd4c5c"), "duplicate card As"),
        (("eval",), "required: CARDS"),
        (("compare", "--game", "poker"), "invalid choice: 'poker'"),
        (("flops", "AA", "--game", "PLO"), "invalid choice: 'PLO' (choose from holdem, shortdeck, shortdeck-triton)"),
        (("generate", "--size", "-1"), "must be >= 0"),
        (("generate", "--size", "3", "--hand", "99"), "2..23 in Hold'em, got 99"),
        (("generate", "--size", "3", "--hand", "12", "--omaha"), "2..11 in Omaha, got 12"),
        (("validate", "--ifile", "/nonexistent/holdem-file"), "No such file"),
        (("equity", "AsKs", "AsQd"), "player 2: duplicate card As"),
        (("equity", "AsKs", "QQ++"), "invalid range item 'QQ++'"),
        (("equity", "AsKs", ","), "player 2: empty hand"),
        (("equity", "A★K★", "QdQh"), "player 1: invalid range item"),
        (("equity", "\udcff", "QdQh"), "player 1: not UTF-8 text: byte 0xFF at position 1"),  # argv
        (("equity", *["random"] * 24), "too many players"),
        (("equity", "AsKs", "QdQh", "--board", "2c2c"), "board: duplicate card 2c"),
        (("equity", "AsKs", "QdQh", "--trials", "-5"), "trials must be positive (1 to 2**50)"),
        (("equity", "AsKs", "QdQh", "--trials", "0"), "trials must be positive"),
        (("equity", "AsKs", "QdQh", "--trials", "9" * 30), "trials must be at most"),
        (("equity", "AsKs", "QdQh", "--threads", "-1"), "must be >= 0"),
        (("equity", "AsKs", "QdQh", "--threads", "9" * 20), "threads must be at most 4096"),
        (("equity", "AsKs", "QdQh", "--time-limit", "nan"), "must be > 0"),
        (("equity", "AsKs", "QdQh", "--time-limit", "-1"), "must be > 0"),
        (("equity", "AsKs", "QdQh", "--target-stderr", "inf"), "--target-stderr must be a positive number"),
        (("equity", "AsKs", "QdQh", "--game", "poker"), "unknown game 'poker'"),
        (("equity", "AsKs", "QdQh", "--seed", "abc"), "invalid int value"),
        (("--type=7",), "--type must be 1"),
        ((), "usage"),
    ],
)
def test_command_line_errors(args: tuple[str, ...], message: str) -> None:
    result = run_cli(*args, timeout=30)
    stderr = result.stderr.decode(errors="replace")
    assert result.returncode in (1, 2), stderr
    assert message in stderr
    assert "Traceback" not in stderr
    assert result.stdout == b""


def test_validate_with_a_binary_file(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.txt"
    garbage.write_bytes(RANDOM_BYTES)
    result = run_cli("validate", "--ifile", str(garbage), input=GOOD_ANSWER + b"\n", timeout=30)
    assert result.returncode in (1, 2)  # a verdict (FAILED) or an error, never a traceback
    assert b"FAILED" in result.stdout or b"holdem validate: error" in result.stderr
    assert b"Traceback" not in result.stderr
