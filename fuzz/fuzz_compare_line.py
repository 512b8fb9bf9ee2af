"""Fuzz target: the comparator's line parser and its byte-stream driver.

    python fuzz/fuzz_compare_line.py [libFuzzer flags] [CORPUS_DIR ...]

For every input line, _core._compare_line (what `holdem compare` runs)
accepts exactly the lines a reference reading of the protocol accepts, and
for those its answer holds every hand once, weakest first by a reference
strength (best five by brute force over holdEm.evaluate), equal hands in
alphabetical order.  The same bytes fed to _core._StreamComparator in
fuzzer-chosen pieces give one answer per line, each the line API's answer
(or an ERROR line exactly when the line API refuses it).
"""

from __future__ import annotations

import itertools
import sys

import atheris

with atheris.instrument_imports(include=["fuzz_support", "holdEm"]):
    import fuzz_support as fs

    import holdEm
    from holdEm import _core

MAX_LINE = 65536  # the stream comparator refuses longer lines


@atheris.instrument_func
def reference_tokens(line: str, draw: bool) -> tuple[list[int], list[list[int]]]:
    """Board and hands of a line, or ReferenceError_ if the protocol refuses it."""
    tokens = [t for t in _split_blanks(line) if t]
    if not tokens:
        return [], []
    parsed = [fs.reference_cards(t) for t in tokens]
    board, hands = ([], parsed) if draw else (parsed[0], parsed[1:])
    if not draw and len(board) != 5:
        raise fs.ReferenceError_("board")
    sizes = {len(h) for h in hands}
    if len(hands) < 2 or len(sizes) != 1 or sizes.pop() not in ((5,) if draw else (2, 4)):
        raise fs.ReferenceError_("hands")
    every = board + [c for h in hands for c in h]
    if len(set(every)) != len(every):
        raise fs.ReferenceError_("a card twice")
    return board, hands


@atheris.instrument_func
def _split_blanks(line: str) -> list[str]:
    out, token = [], []
    for ch in line:
        if ch in fs.LINE_BLANKS:
            out.append("".join(token))
            token = []
        else:
            token.append(ch)
    out.append("".join(token))
    return out


def reference_strength(board: list[int], hand: list[int]) -> int:
    if not board:
        return holdEm.evaluate(hand)
    if len(hand) == 2:
        return holdEm.evaluate(board + hand)
    return max(
        holdEm.evaluate(list(three) + list(two))
        for three in itertools.combinations(board, 3)
        for two in itertools.combinations(hand, 2)
    )


@atheris.instrument_func
def check_answer(line: str, draw: bool, ties_equals: bool, answer: str) -> None:
    board, hands = reference_tokens(line, draw)
    if not hands:
        assert answer == "", f"a blank line answered {answer!r}"
        return
    texts = [holdEm.format_cards(h) for h in hands]
    ranked = sorted((reference_strength(board, h), t) for h, t in zip(hands, texts))
    expected = ranked[0][1]
    for (before, _), (strength, text) in zip(ranked, ranked[1:]):
        expected += ("=" if ties_equals and strength == before else " ") + text
    assert answer == expected, f"{line!r}: answer {answer!r}, reference {expected!r}"


@atheris.instrument_func
def line_answer(line: str, draw: bool, ties_equals: bool) -> str | None:
    """The line API's answer, or None if it refuses the line (checked against the reference)."""
    try:
        answer, _ = _core._compare_line(line, ties_equals=ties_equals, five_card_draw=draw, debug=True)
    except ValueError as e:
        try:
            reference_tokens(line, draw)
        except fs.ReferenceError_:
            return None
        raise AssertionError(f"_compare_line refused {line!r} ({e}), the reference reads it") from e
    check_answer(line, draw, ties_equals, answer)
    return answer


@atheris.instrument_func
def check_stream(data: bytes, cuts: list[int], draw: bool, ties_equals: bool) -> None:
    comparator = _core._StreamComparator(ties_equals=ties_equals, five_card_draw=draw)
    answers = b""
    start = 0
    for cut in sorted(cuts) + [len(data)]:
        out, _ = comparator.feed(data[start:cut])
        answers += out
        start = max(start, cut)
    answers += comparator.finish()[0]
    lines = data.split(b"\n")
    if lines[-1] == b"":
        lines.pop()
    got = answers.split(b"\n")
    assert got.pop() == b"" and len(got) == len(lines) == comparator.lines, (data[:200], answers[:200])
    for raw, answer in zip(lines, got):
        if len(raw) > MAX_LINE:
            assert answer.startswith(b"ERROR: line longer than")
            continue
        # Bytes that are not UTF-8 are never cards: any such line is refused.
        text = raw.decode("utf-8", errors="replace")
        expected = line_answer(text, draw, ties_equals)
        if expected is None:
            assert answer.startswith(b"ERROR: ") and b"\n" not in answer, (raw[:200], answer[:200])
        else:
            assert answer == expected.encode(), (raw[:200], answer[:200], expected)


def test_one_input(data: bytes) -> None:
    fdp = atheris.FuzzedDataProvider(data)
    draw = fdp.ConsumeIntInRange(0, 7) == 0
    ties_equals = fdp.ConsumeBool()
    kind = fdp.ConsumeIntInRange(0, 3)
    if kind == 0:  # one mostly well-formed line through the line API
        line_answer(fs.fuzz_deal_line(fdp, draw), draw, ties_equals)
    elif kind == 1:  # one line of anything
        line_answer(fs.fuzz_text(fdp, 300), draw, ties_equals)
    else:  # a stream of lines fed in pieces
        cuts = [fdp.ConsumeIntInRange(0, 600) for _ in range(fdp.ConsumeIntInRange(0, 4))]
        if kind == 2:
            stream = "\n".join(fs.fuzz_deal_line(fdp, draw) for _ in range(fdp.ConsumeIntInRange(1, 4))).encode()
        else:
            stream = fdp.ConsumeBytes(400)
        check_stream(stream, cuts, draw, ties_equals)


def main() -> None:
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
