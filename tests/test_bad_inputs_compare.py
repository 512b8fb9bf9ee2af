"""Hostile input to the comparator: its Python API (table-driven, each case in a child process, see
tests/bad_input_support.py) and `holdem compare`, which answers every bad line with an ERROR line and
goes on with the next.
"""

from __future__ import annotations

import re
import sys
from functools import cache

import pytest
from bad_input_support import GOOD_ANSWER, GOOD_LINE, RANDOM_BYTES, CaseTable, Raises
from cli_support import run_cli

from holdEm import _core, comparator

CASES = CaseTable(__file__)
case = CASES.case


# --- the comparator's Python API -----------------------------------------------------------------------------------

for name, line, expect in [
    ("board only", "9sTh4d4s7s", Raises(ValueError, "at least 2 hands, got 0")),
    ("one hand", "9sTh4d4s7s 7h5s", Raises(ValueError, "at least 2 hands, got 1")),
    ("board of 4", "9sTh4d4s 7h5s QsAs", Raises(ValueError, "board needs 5 cards, got 4")),
    ("hand of 3", "9sTh4d4s7s 7h5s QsAsKd", Raises(ValueError, "2 cards .Hold'em. or 4 .Omaha., got 3")),
    ("mixed games", "9sTh4d4s7s 7h5s QsAsKdKc", Raises(ValueError, "hands mix 2 and 4 cards")),
    ("duplicate", "9sTh4d4s7s 7h5s 7h5s", Raises(ValueError, "duplicate card 7h")),
    ("card on board and hand", "9sTh4d4s7s 9s5s QsAs", Raises(ValueError, "duplicate card 9s")),
    ("24 hands", "9sTh4d4s7s " + " ".join(["2c3c"] * 24), Raises(ValueError, "duplicate card 2c")),
    ("garbage", "\x01\x02\x03 ::: ###", Raises(ValueError, "unknown card")),
    ("non-ascii", "9sTh4d4s7s 7h5s Qs€s", Raises(ValueError, "unknown card")),
    ("lone surrogate", "9sTh4d4s7s 7h5s \udcff", Raises(ValueError, "not UTF-8 text: byte 0xFF at position 17")),
    ("draw hand of 4", "AsKsQsJs 2c2d2h2s3c", Raises(ValueError, "five-card draw hand needs 5 cards, got 4")),
]:
    game = "five-card-draw" if name.startswith("draw") else "holdem"
    case(f"compare_line: {name}", lambda ln=line, g=game: comparator.compare_line(ln, game=g), expect)
case(
    "compare_line: unknown game",
    lambda: comparator.compare_line("9sTh4d4s7s 7h5s QsAs", game="omaha"),
    Raises(ValueError, "game must be one of 'holdem', 'five-card-draw', 'shortdeck', 'shortdeck-triton', 'omaha-hilo'"),
)
case(
    "compare_line: game not text",
    lambda: comparator.compare_line("9sTh4d4s7s 7h5s QsAs", game=5),  # type: ignore[arg-type]
    Raises(ValueError, "game must be one of 'holdem', .*, got 5"),
)
case("compare_line: bytes", lambda: _core._compare_line(b"9sTh4d4s7s 7h5s QsAs"), Raises(TypeError))
case("_StreamComparator.feed: str", lambda: _core._StreamComparator().feed("x\n"), Raises(TypeError))
case(
    "_SampleGenerator.generate: -1",
    lambda: _core._SampleGenerator(1, 2).generate(-1),
    Raises(ValueError, "count must be >= 0"),
)


# --- holdem compare ----------------------------------------------------------------------------------------------

ERROR = rb"ERROR: "

# (name, one input line without its "\n", the answer line it must get as a regular expression).
COMPARE_LINES: list[tuple[str, bytes, bytes]] = [
    ("empty line", b"", b""),
    ("blanks only", b" \t\v\f ", b""),
    ("CRLF line end", GOOD_LINE + b"\r", re.escape(GOOD_ANSWER)),
    ("a lone CR", b"\r", b""),
    ("CR line ends only", GOOD_LINE + b"\r" + GOOD_LINE, ERROR + b"got 5 .'9sTh4d4s7s'."),
    ("all 256 byte values", bytes(b for b in range(256) if b != 10), ERROR + b"unknown card"),
    ("random binary", RANDOM_BYTES, ERROR),
    ("NUL bytes", b"\x00" * 100, ERROR + b"unknown card"),
    ("UTF-8 byte order mark", b"\xef\xbb\xbf" + GOOD_LINE, re.escape(GOOD_ANSWER)),  # a space, as a file's BOM is
    ("non-ASCII text", "Pik-Ass ♠ und Herz-König ♥".encode(), ERROR + b"unknown card"),
    ("suit symbols", "9♠T♥4♦4♠7♠ 7♥5♠ Q♠A♠".encode(), b"7h5s QsAs"),  # read as their letters
    ("Latin-1 text", "9sTh4d4s7s 7h5s Qs\xc4s".encode("latin-1"), ERROR + b"unknown card"),
    ("invalid UTF-8", b"\xc3\x28 \xa0\xa1 \xff", ERROR + b"unknown card"),
    ("escape sequences", b"\x1b[31m9sTh4d4s7s\x1b[0m 7h5s QsAs", ERROR + b"unknown card"),
    ("board only", b"9sTh4d4s7s", ERROR + b"at least 2 hands, got 0"),
    ("one hand", b"9sTh4d4s7s 7h5s", ERROR + b"at least 2 hands, got 1"),
    ("board of 4", b"9sTh4d4s 7h5s QsAs", ERROR + b"board needs 5 cards, got 4"),
    ("board of 50", b"9sTh4d4s7s" * 10 + b" 7h5s QsAs", ERROR),
    ("hand of 3", b"9sTh4d4s7s 7h5s QsAsKd", ERROR + b"got 3"),
    ("hand of 1", b"9sTh4d4s7s 7h5s Qs", ERROR + b"got 1"),
    ("2- and 4-card hands", b"9sTh4d4s7s 7h5s QsAsKdKc", ERROR + b"hands mix 2 and 4 cards"),
    ("duplicate hands", b"9sTh4d4s7s 7h5s 7h5s", ERROR + b"duplicate card 7h"),
    ("24 hands", b"9sTh4d4s7s " + b" ".join([b"2c3c"] * 24), ERROR + b"duplicate card 2c"),
    ("a million hands", b"9sTh4d4s7s " + b"2c3c " * 40_000, ERROR + b"line longer than"),
    ("1 MB of blanks", b" " * 1_000_000, ERROR + b"line longer than 65536 characters"),
    ("a 10 MB line", b"A" * 10_000_000, ERROR + b"line longer than 65536 characters"),
    ("a 10 MB line of cards", b"As" * 5_000_000, ERROR + b"line longer than 65536 characters"),
]


def compare_stream() -> tuple[bytes, list[bytes]]:
    """Every bad line, each followed by a good one; the last good line has no line end."""
    data = b"".join(line + b"\n" + GOOD_LINE + b"\n" for _, line, _ in COMPARE_LINES)
    patterns = [p for _, _, answer in COMPARE_LINES for p in (answer, re.escape(GOOD_ANSWER))]
    return data + GOOD_LINE, patterns + [re.escape(GOOD_ANSWER)]


@cache
def compare_answers(*options: str) -> tuple[int, list[bytes], bytes]:
    data, _ = compare_stream()
    result = run_cli("compare", *options, input=data)
    return result.returncode, result.stdout.split(b"\n"), result.stderr


@pytest.mark.parametrize("options", [(), ("--dbg",), ("--ties=equals",)], ids=["plain", "dbg", "ties"])
@pytest.mark.parametrize("compare_line", range(len(COMPARE_LINES)), ids=[n for n, _, _ in COMPARE_LINES])
def test_compare_answers_every_line(compare_line: int, options: tuple[str, ...]) -> None:
    """Each bad line gets its ERROR line, and the good line after it is still answered."""
    code, answers, stderr = compare_answers(*options)
    _, patterns = compare_stream()
    assert code == 1, stderr[-2000:]
    assert len(answers) == len(patterns) + 1 and answers[-1] == b""  # one answer line each, nothing more
    for k in (2 * compare_line, 2 * compare_line + 1):
        pattern = ERROR + b".*" + patterns[k][len(ERROR) :] + b".*" if patterns[k].startswith(ERROR) else patterns[k]
        assert re.fullmatch(pattern, answers[k]), (COMPARE_LINES[compare_line][0], answers[k][:300])
    bad = sum(1 for _, _, answer in COMPARE_LINES if answer.startswith(ERROR))
    assert f"{bad} of {len(patterns)} lines were bad".encode() in stderr


@pytest.mark.parametrize(
    "data",
    [b"A" * 10_000_000, b"\xff" * 100_000, b"9sTh4d4s7s 7h5s", b"\x00"],
    ids=["10 MB without line end", "binary without line end", "bad last line", "a NUL byte"],
)
def test_compare_answers_a_bad_last_line(data: bytes) -> None:
    result = run_cli("compare", input=data)
    assert result.returncode == 1
    assert result.stdout.startswith(b"ERROR: ") and result.stdout.count(b"\n") == 1


def test_compare_answers_nothing_for_no_input() -> None:
    result = run_cli("compare", input=b"")
    assert (result.returncode, result.stdout) == (0, b"")


test_bad_input = CASES.test()

if __name__ == "__main__":
    CASES.child_main(int(sys.argv[1]))
