"""Shared pieces of the fuzz harnesses: turning fuzz bytes into text, and reference parsers.

The reference parsers follow the card syntax of docs/design.md, written independently
of the C++ parsers; a harness checks that both accept the same inputs and
agree on the cards.  They are instrumented by atheris, so their branches
also guide the fuzzer (the C++ extension, built with GCC, carries no
coverage instrumentation of its own).
"""

from __future__ import annotations

import atheris

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"
RANKS = {**{c: r for r, c in enumerate(RANK_CHARS)}, **{c.lower(): r for r, c in enumerate(RANK_CHARS)}}
SUITS = {**{c: s for s, c in enumerate(SUIT_CHARS)}, **{c.upper(): s for s, c in enumerate(SUIT_CHARS)}}
#: The suit symbols, black and white (clubs, diamonds, hearts, spades); an emoji selector may follow one.
SUIT_SYMBOLS = {"♣": 0, "♧": 0, "♦": 1, "♢": 1, "♥": 2, "♡": 2, "♠": 3, "♤": 3}
EMOJI_STYLE = "\ufe0f"
#: Spaces other than ASCII's that a card list reads as a space: no-break (U+00A0, U+202F), the
#: typographic ones (U+2000..U+200A, U+205F, U+3000), zero-width (U+200B) and the byte order mark.
UNICODE_SPACES = frozenset("\u00a0\u202f\u205f\u3000\u200b\ufeff" + "".join(map(chr, range(0x2000, 0x200B))))
#: What separates cards in a card list (C's isspace in the C locale, the comma, those spaces).
LIST_SEPARATORS = frozenset(" \t\n\v\f\r,") | UNICODE_SPACES
#: What separates the comparator's tokens.
LINE_BLANKS = frozenset(" \t\n\v\f\r")

# Text is drawn mostly from characters that matter to the parsers, with a few that must be refused.
ALPHABET = (
    RANK_CHARS
    + RANK_CHARS.lower()
    + SUIT_CHARS
    + SUIT_CHARS.upper()
    + "10 ,\t\r\n\v\f"
    + "\x00é♠♥♧\ufe0f♨\u00a0\u2009\ufeff\x1cx+:-."
)


class ReferenceError_(ValueError):
    """The reference parser's refusal."""


def fuzz_text(fdp: atheris.FuzzedDataProvider, max_chars: int = 200) -> str:
    """Text from the fuzz input: either raw Unicode or characters picked from ALPHABET."""
    if fdp.ConsumeBool():
        return fdp.ConsumeUnicodeNoSurrogates(max_chars)
    picks = fdp.ConsumeBytes(max_chars)
    return "".join(ALPHABET[b % len(ALPHABET)] for b in picks)


def reference_cards(text: str, separators: frozenset[str] = LIST_SEPARATORS) -> list[int]:
    """Cards of a card list: ranks 2..A or 10 (either case) and suits cdhs (either case) or their
    symbols, run together or separated; raises ReferenceError_ for anything else or a card given twice."""
    cards: list[int] = []
    i = 0
    while i < len(text):
        if text[i] in separators:
            i += 1
            continue
        if text.startswith("10", i):
            rank = 8
            i += 2
        elif text[i] in RANKS:
            rank = RANKS[text[i]]
            i += 1
        else:
            raise ReferenceError_(f"no rank at {i}")
        if i < len(text) and text[i] in SUIT_SYMBOLS:
            cards.append(4 * rank + SUIT_SYMBOLS[text[i]])
            i += 2 if text.startswith(EMOJI_STYLE, i + 1) else 1
            continue
        if i >= len(text) or text[i] not in SUITS:
            raise ReferenceError_(f"no suit at {i}")
        cards.append(4 * rank + SUITS[text[i]])
        i += 1
    if len(set(cards)) != len(cards):
        raise ReferenceError_("a card twice")
    return cards


def fuzz_card_text(fdp: atheris.FuzzedDataProvider, card: int) -> str:
    """A card written in one of the accepted ways (upper or lower case, "10" for a ten)."""
    rank, suit = RANK_CHARS[card // 4], SUIT_CHARS[card % 4]
    style = fdp.ConsumeIntInRange(0, 7)
    if rank == "T" and style == 1:
        rank = "10"
    if style == 2:
        rank = rank.lower()
    if style == 3:
        suit = suit.upper()
    return rank + suit


def fuzz_deal_line(fdp: atheris.FuzzedDataProvider, draw: bool) -> str:
    """A comparator line that is mostly well formed: a board and hands, sometimes with a flaw."""
    blanks = [" ", " ", " ", "\t", "  ", "\r", "\v", "\f"]
    hand_size = fdp.PickValueInList([2, 2, 4, 4, 5, 5, 3, 1] if not draw else [5, 5, 5, 4, 6])
    groups = ([] if draw else [5 if fdp.ConsumeIntInRange(0, 15) else fdp.ConsumeIntInRange(0, 7)]) + [
        hand_size for _ in range(fdp.ConsumeIntInRange(0, 10))
    ]
    # Cards are drawn distinct unless the input asks for a repeat.
    pool = list(range(52))
    tokens = []
    for size in groups:
        cards = []
        for _ in range(size):
            if fdp.ConsumeIntInRange(0, 31) == 0 or not pool:
                cards.append(fdp.ConsumeIntInRange(0, 51))
            else:
                cards.append(pool.pop(fdp.ConsumeIntInRange(0, len(pool) - 1)))
        tokens.append("".join(fuzz_card_text(fdp, c) for c in cards))
    line = fdp.PickValueInList(["", "", " ", "\t"])
    for token in tokens:
        line += token + fdp.PickValueInList(blanks)
    if fdp.ConsumeIntInRange(0, 3) == 0 and line:  # a flaw: a character replaced
        at = fdp.ConsumeIntInRange(0, len(line) - 1)
        line = line[:at] + ALPHABET[fdp.ConsumeIntInRange(0, len(ALPHABET) - 1)] + line[at + 1 :]
    return line
