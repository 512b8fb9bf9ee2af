"""The Python evaluation API: evaluate, best_hand, category, card parsing and formatting."""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Callable

import pytest

import holdEm

CATEGORY_FLOORS = [1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453, 7462]


def test_extremes() -> None:
    assert holdEm.evaluate("AsKsQsJsTs") == 7462
    assert holdEm.evaluate("7h5d4c3s2h") == 1
    assert holdEm.evaluate("5s4s3s2sAs") == 7453  # steel wheel
    assert holdEm.evaluate("Ah5d4c3s2h") == 5854  # five-high straight


def test_card_forms_agree() -> None:
    forms = [
        "AsKd7h2c3d",
        "As Kd 7h 2c 3d",
        "As,Kd,7h,2c,3d",
        "as kD 7H 2C 3D",
        ["As", "Kd", "7h", "2c", "3d"],
        ("As", "Kd", "7h", "2c", "3d"),
        [51, 45, 22, 0, 5],
    ]
    assert len({holdEm.evaluate(f) for f in forms}) == 1
    assert holdEm.parse_cards("10h Th".replace("Th", "9h")) == [34, 30]


def test_card_numbering() -> None:
    assert holdEm.parse_cards("2c2d2h2s") == [0, 1, 2, 3]
    assert holdEm.parse_cards("As") == [51]
    assert holdEm.format_card(0) == "2c"
    assert holdEm.format_cards([51, 34]) == "AsTh"
    assert holdEm.format_cards("as th", sep=" ") == "As Th"
    deck = "".join(r + s for r in "23456789TJQKA" for s in "cdhs")
    assert holdEm.parse_cards(deck) == list(range(52))


def test_category_boundaries() -> None:
    for code, floor in enumerate(CATEGORY_FLOORS, start=1):
        assert holdEm.category(floor) == code
        if floor > 1:
            assert holdEm.category(floor - 1) == code - 1
    assert [holdEm.category_name(c) for c in (1, 6, 10)] == ["High card", "Flush", "Royal flush"]


def test_order_of_some_hands() -> None:
    ladder = [
        "7h5d4c3s2h",  # high card
        "2h2d5c7s9h",  # pair
        "2h2d3c3s9h",  # two pair
        "2h2d2c7s9h",  # trips
        "Ah2d3c4s5h",  # wheel
        "2h3d4c5s6h",  # six-high straight
        "2h3h4h5h7h",  # flush
        "2h2d2c3s3h",  # full house
        "2h2d2c2s3h",  # quads
        "Ah2h3h4h5h",  # steel wheel
        "AhKhQhJhTh",  # royal
    ]
    values = [holdEm.evaluate(h) for h in ladder]
    assert values == sorted(values) and len(set(values)) == len(values)


def test_seven_cards_pick_the_best_five() -> None:
    # Board plays: both players' best five are the board.
    assert holdEm.evaluate("AhKhQhJhTh2c3d") == 7462
    # Two pair + pair: the best two pair with the best kicker.
    assert holdEm.evaluate("AhAdKcKs2h2dQc") == holdEm.evaluate("AhAdKcKsQc")
    # Two trips make a full house of the higher trips.
    assert holdEm.evaluate("9h9d9c5s5h5d2c") == holdEm.evaluate("9h9d9c5s5h")


def test_six_and_seven_match_best_of_subsets() -> None:
    rng = random.Random(7)
    for size in (6, 7):
        for _ in range(300):
            cards = rng.sample(range(52), size)
            best = max(holdEm.evaluate(list(five)) for five in itertools.combinations(cards, 5))
            assert holdEm.evaluate(cards) == best


def test_best_hand() -> None:
    best = holdEm.best_hand("9sTh4d4s7s7h5s")
    assert best.category == 3 and best.name == "Two pair"
    assert best.cards == ("7s", "7h", "4s", "4d", "Th")
    assert best.score == "30707040410"
    assert holdEm.best_hand("Ah2d3c4s5h9c").score == "50504030201"
    assert holdEm.best_hand("AhKhQhJhTh").name == "Royal flush"
    assert holdEm.best_hand("AhKhQhJhTh").score == "91413121110"
    assert holdEm.evaluate(list(best.cards)) == best.strength
    assert "Two pair" in str(best)


@pytest.mark.parametrize(
    "cards, message",
    [
        ("AsAsKd7h2c", "duplicate card As"),
        ("AsKd7h2c1x", "unknown card '1x'"),
        ("AsKd7h2cZs", "unknown card 'Zs'"),
        ("AsKd7h2", "unknown card '2'"),
        ("AsKd7h2c", "5, 6 or 7 cards, got 4"),
        ("AsKd7h2c3c4c5c6c", "5, 6 or 7 cards, got 8"),
        ([0, 1, 2, 3, 52], "card 52 out of range"),
        ([0, 1, 2, 3, -1], "card -1 out of range"),
        (["As", "Kd", "7h", "2c", "3d4d"], "one card per item"),
        ("", "got 0"),
    ],
)
def test_bad_input_raises_value_error(cards: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        holdEm.evaluate(cards)


def test_suit_symbols_read_as_their_letters_wherever_cards_are_read() -> None:
    """As hand histories and forums write cards: black and white symbols, an emoji selector after one."""
    assert holdEm.parse_cards("A♠ K♥ Q♦ J♣ T♤ 9♡ 8♢ 7♧") == holdEm.parse_cards("As Kh Qd Jc Ts 9h 8d 7c")
    assert holdEm.parse_cards("10♠️") == holdEm.parse_cards("Ts")
    assert holdEm.evaluate("A♠K♠Q♠J♠T♠") == holdEm.evaluate("AsKsQsJsTs")
    assert holdEm.equity(["A♠K♠", "Q♥Q♦"], "2♣7♣9♠").equity == holdEm.equity(["AsKs", "QhQd"], "2c7c9s").equity
    assert holdEm.Range("A♠K♠,Q♥Q♦:0.5") == holdEm.Range("AsKs,QhQd:0.5")
    assert len(holdEm.omaha_hands("A♠A♥xx")) == len(holdEm.omaha_hands("AsAhxx"))
    with pytest.raises(ValueError, match="unknown card 'K'$"):
        holdEm.evaluate("A♠K")


@pytest.mark.parametrize(
    "space", ["\u00a0", "\u202f", "\u2002", "\u2003", "\u2009", "\u200a", "\u200b", "\u205f", "\u3000", "\ufeff"]
)
def test_spaces_pasted_from_pages_separate_as_spaces_do(space: str) -> None:
    """A no-break space (a web page's), a typographic or zero-width one, a file's byte order mark."""
    assert holdEm.parse_range(f"AA{space}KK,{space}QQ{space}") == holdEm.parse_range("AA KK, QQ")
    assert holdEm.parse_cards(f"{space}As{space}Kd") == holdEm.parse_cards("As Kd")
    assert holdEm.evaluate(f"A♠{space}K♠Q♠J♠T♠") == 7462
    assert len(holdEm.omaha_hands(f"AAxx,{space}KKxx")) == len(holdEm.omaha_hands("AAxx, KKxx"))
    with pytest.raises(ValueError, match=re.escape("invalid range item 'KX'")):  # the item alone, not 'AA KX'
        holdEm.parse_range(f"AA{space}KX")


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: holdEm.Range("A♠K♠,Q♥X"), "invalid range item 'Q♥X' "),
        (lambda: holdEm.equity(["K♠K♠,QQ", "random"]), "player 1: invalid range item 'K♠K♠': the same card twice"),
        (lambda: holdEm.equity(["A♠K♠", "QQ"], board="Q♥X♦J♠"), "board: unknown card 'X♦' in 'X♦J♠'"),
        (lambda: holdEm.omaha_hands("A♠A♠xx"), "'A♠A♠xx'"),
    ],
)
def test_errors_in_text_with_suit_symbols_quote_it_as_typed(call: Callable[[], object], message: str) -> None:
    """The engine reads symbols as letters, but an error quotes the symbols the user typed, not 'AsX'."""
    with pytest.raises(ValueError, match=re.escape(message)):
        call()


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ("1h6sTd", "unknown card '1h' in '1h6sTd'"),  # the card, then the token it stands in
        ("AsKdZz7h", "unknown card 'Zz' in 'Zz7h'"),
        ("As Kd 7x", "unknown card '7x'$"),
    ],
)
def test_an_unknown_card_is_named_by_itself(cards: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        holdEm.parse_cards(cards)


@pytest.mark.parametrize("cards", [None, 5, b"AsKd7h2c3d", [1.5, 2, 3, 4, 5], [True, 2, 3, 4, 5]])
def test_wrong_types_raise_type_error(cards: object) -> None:
    with pytest.raises(TypeError):
        holdEm.evaluate(cards)


def test_category_rejects_out_of_range() -> None:
    with pytest.raises(ValueError, match="strength 0"):
        holdEm.category(0)
    with pytest.raises(ValueError, match="hand code 11"):
        holdEm.category_name(11)
    with pytest.raises(ValueError, match="card 52"):
        holdEm.format_card(52)


def test_tables_are_small() -> None:
    assert holdEm.table_bytes() <= 256 * 1024
