"""Fuzz target: the card parser (holdEm.parse_cards and friends) against an independent reference.

    python fuzz/fuzz_cards.py [libFuzzer flags] [CORPUS_DIR ...]

Checks, for every input: parse_cards raises only ValueError (or TypeError),
accepts exactly what the reference parser accepts and returns the same
cards; formatting the cards and parsing them again gives them back; a
card list given as ints or as a list of card strings gives the same cards.
"""

from __future__ import annotations

import sys

import atheris

with atheris.instrument_imports(include=["fuzz_support", "holdEm"]):
    import fuzz_support as fs

    import holdEm


@atheris.instrument_func
def check(text: str) -> None:
    try:
        expected = fs.reference_cards(text)
    except fs.ReferenceError_:
        expected = None
    try:
        cards = holdEm.parse_cards(text)
    except ValueError as e:  # includes UnicodeEncodeError
        if expected is not None:
            raise AssertionError(f"parse_cards refused {text!r} ({e}), the reference reads {expected}") from e
        assert str(e), "an error without a message"
        return
    if cards != expected:
        raise AssertionError(f"parse_cards({text!r}) = {cards}, the reference reads {expected}")
    assert all(0 <= c < 52 for c in cards)
    spaced = holdEm.format_cards(cards, " ")
    assert holdEm.parse_cards(spaced) == cards
    assert holdEm.parse_cards(spaced.split()) == cards
    assert holdEm.parse_cards(tuple(cards)) == cards
    assert holdEm.format_cards(text) == spaced.replace(" ", "")
    if 5 <= len(cards) <= 7:
        assert holdEm.evaluate(text) == holdEm.evaluate(cards)


def test_one_input(data: bytes) -> None:
    check(fs.fuzz_text(atheris.FuzzedDataProvider(data)))


def main() -> None:
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
