"""Short-deck (6+) evaluation against an independent brute force (tests/shortdeck_reference.py).

Over all 376,992 five-card hands of the 36-card deck the engine's strengths
must induce exactly the reference order, ties included; 6- and 7-card hands
must get the strength of their best five.
"""

from __future__ import annotations

import numpy as np
import pytest
from shortdeck_reference import SHORT_DECK, all_five_card_hands, code_of_best, score_best

import holdEm

GAMES = ("shortdeck", "shortdeck-triton")


@pytest.fixture(scope="module")
def five_card_hands() -> np.ndarray:
    return all_five_card_hands()


def dense_rank(scores: np.ndarray) -> np.ndarray:
    """1 for the lowest score, counting distinct scores (equal scores, equal rank)."""
    return np.searchsorted(np.unique(scores), scores) + 1


@pytest.mark.parametrize("game", GAMES)
def test_every_five_card_hand_in_reference_order(five_card_hands: np.ndarray, game: str) -> None:
    assert len(five_card_hands) == 376_992
    strengths = holdEm.evaluate_batch(five_card_hands, game=game, threads=0)
    reference = dense_rank(score_best(five_card_hands, game))
    assert reference.max() == 1404
    # Equal strength exactly when the reference ties, higher exactly when it ranks higher.
    np.testing.assert_array_equal(strengths.astype(np.int64), reference)


@pytest.mark.parametrize("game", GAMES)
def test_categories_of_every_five_card_hand(five_card_hands: np.ndarray, game: str) -> None:
    strengths = holdEm.evaluate_batch(five_card_hands, game=game, threads=0)
    codes = np.array([holdEm.category(s, game=game) for s in range(1, 1405)])
    np.testing.assert_array_equal(codes[strengths.astype(np.int64) - 1], code_of_best(five_card_hands, game))


FACES = "23456789TJQKA"


def faces_most_significant_first(cards: list[str], code: int) -> list[int]:
    """The faces (2..14) of a best five in the order its hand is read: a straight from its top,
    the ace of A-6-7-8-9 (short deck's lowest straight) last as 1; others by how many of a face,
    then the face."""
    faces = [FACES.index(card[0]) + 2 for card in cards]
    if code in (5, 9) and sorted(faces) == [6, 7, 8, 9, 14]:
        return [9, 8, 7, 6, 1]
    return sorted(faces, key=lambda face: (faces.count(face), face), reverse=True)


@pytest.mark.parametrize("game", GAMES)
def test_best_hand_finds_and_orders_the_best_five(game: str) -> None:
    """best_hand(game=) against the reference: the five are the hand's, score as the whole hand,
    have its hand code, and read in the hand's order (the score string says the same)."""
    rng = np.random.default_rng(3)
    hands = [rng.choice(SHORT_DECK, rng.integers(5, 8), replace=False).tolist() for _ in range(3000)]
    hands += [holdEm.parse_cards(text) for text in ("As6d7h8c9sKhQd", "As6s7s8s9sKh", "AhKhQhJhTh", "6s7s8s9sKs6h6d")]
    for cards in hands:
        best = holdEm.best_hand(cards, game=game)
        five = holdEm.parse_cards(list(best.cards))
        assert set(five) <= set(cards) and len(five) == 5
        reference = score_best(np.array([cards], dtype=np.uint8), game)[0]
        assert score_best(np.array([five], dtype=np.uint8), game)[0] == reference
        assert best.strength == holdEm.evaluate(cards, game=game)
        assert best.category == code_of_best(np.array([cards], dtype=np.uint8), game)[0]
        order = faces_most_significant_first(list(best.cards), best.category)
        assert [FACES.index(card[0]) + 2 if card[0] != "A" or order[-1] != 1 else 1 for card in best.cards] == order
        assert best.score == str(min(best.category, 9)) + "".join(f"{face:02d}" for face in order)
    assert holdEm.best_hand("As6d7h8c9sKhQd", game=game).cards == ("9s", "8c", "7h", "6d", "As")


def test_best_hand_refuses_what_it_does_not_play() -> None:
    with pytest.raises(ValueError, match="card 2s is not in the short deck"):
        holdEm.best_hand("2s6d7h8c9s", game="shortdeck")
    with pytest.raises(ValueError, match="unknown game 'omaha'"):
        holdEm.best_hand("As6d7h8c9s", game="omaha")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("width", [6, 7])
def test_random_hands_get_their_best_five(five_card_hands: np.ndarray, game: str, width: int) -> None:
    rng = np.random.default_rng(width)
    hands = np.array([rng.choice(SHORT_DECK, width, replace=False) for _ in range(20_000)], dtype=np.uint8)
    # Map each hand's best five-card score to the strength the census gives it.
    five_scores = score_best(five_card_hands, game)
    unique = np.unique(five_scores)
    expected = np.searchsorted(unique, score_best(hands, game)) + 1
    assert np.isin(score_best(hands, game), unique).all()
    np.testing.assert_array_equal(holdEm.evaluate_batch(hands, game=game).astype(np.int64), expected)
    singles = [holdEm.evaluate(row.tolist(), game=game) for row in hands[:500]]
    assert singles == expected[:500].tolist()


def test_the_rules_on_named_hands() -> None:
    def s(cards: str, game: str = "shortdeck") -> int:
        return holdEm.evaluate(cards, game=game)

    # A flush beats a full house in both orders.
    for game in GAMES:
        assert s("AhKh9h8h6h", game) > s("AsAdAcKsKd", game)
        assert holdEm.category(s("AhKh9h8h6h", game), game=game) == 6
    # A-6-7-8-9 is the lowest straight, below 6-7-8-9-T; the ace plays low only there.
    assert s("As6d7h8c9s") < s("6d7h8c9sTd")
    assert holdEm.category(s("As6d7h8c9s"), game="shortdeck") == 5
    # Standard: a straight beats three of a kind; Triton: the reverse.
    assert s("6d7h8c9sTd") > s("AsAdAhKcQd")
    assert s("6d7h8c9sTd", "shortdeck-triton") < s("AsAdAhKcQd", "shortdeck-triton")
    # The royal flush is the top strength and code 10; the steel wheel the lowest straight flush.
    assert s("AsKsQsJsTs") == 1404
    assert holdEm.category(1404, game="shortdeck") == 10
    assert holdEm.category_name(holdEm.category(s("As6s7s8s9s"), game="shortdeck")) == "Straight flush"
    # Seven cards with a flush and a full house: the flush plays.
    assert holdEm.category(s("AhKh9h8h6hAsAd"), game="shortdeck") == 6
    # Triton, seven cards with a straight and three of a kind: the trips play.
    seven = "6d7h8c9sTdTcTs"
    assert holdEm.category(s(seven, "shortdeck-triton"), game="shortdeck-triton") == 4
    assert holdEm.category(s(seven, "shortdeck"), game="shortdeck") == 5


def test_bad_input() -> None:
    with pytest.raises(ValueError, match="card 5h is not in the short deck"):
        holdEm.evaluate("AsKsQsJs5h", game="shortdeck")
    with pytest.raises(ValueError, match="row 1: card 2c is not in the short deck"):
        holdEm.evaluate_batch(np.array([[16, 17, 18, 19, 20], [0, 17, 18, 19, 20]], dtype=np.uint8), game="shortdeck")
    with pytest.raises(ValueError, match="unknown game 'stud'.*holdem, shortdeck or shortdeck-triton"):
        holdEm.evaluate("AsKsQsJsTs", game="stud")
    with pytest.raises(TypeError, match="game must be a string"):
        holdEm.evaluate("AsKsQsJsTs", game=3)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="strength 1405 out of range 1..1404"):
        holdEm.category(1405, game="shortdeck")
    with pytest.raises(ValueError, match="5, 6 or 7 cards"):
        holdEm.evaluate("AsKsQsJs", game="shortdeck-triton")
    # Hold'em is unchanged by the default.
    assert holdEm.evaluate("AsKsQsJsTs") == 7462 == holdEm.evaluate("AsKsQsJsTs", game="holdem")


def test_table_size() -> None:
    assert 0 < holdEm.shortdeck_table_bytes() < holdEm.table_bytes()


@pytest.mark.parametrize("game", ["holdem", *GAMES])
def test_results_list_the_categories_in_the_games_order(five_card_hands: np.ndarray, game: str) -> None:
    """category_order is the order in which the categories first appear as the rules' ranking of
    five-card hands rises (code_of_best, written from the rules), and the results list them so."""
    from holdEm.equity import CATEGORY_NAMES, category_order

    if game == "holdem":
        assert category_order(game) == tuple(range(1, 11))
    else:
        ranked = np.argsort(holdEm.evaluate_batch(five_card_hands, game=game, threads=0), kind="stable")
        codes = code_of_best(five_card_hands[ranked], game)
        assert category_order(game) == tuple(dict.fromkeys(int(c) for c in codes))
    result = holdEm.equity(["AsKs", "9h9d"], "6c7dTh", game=game, exact=True)
    shown = [CATEGORY_NAMES[c - 1] for c in category_order(game)]
    assert list(result.to_dict()["categories"][0]) == shown
    html = result._repr_html_()
    made = [name for name in shown if name in html]
    assert sorted(made, key=html.index) == made
