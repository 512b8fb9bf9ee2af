"""Short-deck equity: exact enumeration against a brute force written here, Monte Carlo within its errors.

The brute force deals every completion from the 36-card deck and scores
each hand with tests/shortdeck_reference.py (the 5-card rules applied to
every five of the seven cards); nothing of the engine is used.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from shortdeck_reference import SHORT_DECK, code_of_best, score_best

import holdEm

Options = list[tuple[tuple[int, ...], float]]


def cards(text: str) -> tuple[int, ...]:
    return tuple(holdEm.parse_cards(text))


def brute_equity(players: list[Options], board: str, dead: str, game: str) -> dict[str, np.ndarray]:
    """Exact equity, win, tie and categories by listing every hole-card assignment and board."""
    known_board = cards(board)
    n = len(players)
    totals = {k: np.zeros(n) for k in ("equity", "win", "tie")}
    categories = np.zeros((n, 10))
    weight = 0.0
    for assignment in itertools.product(*players):
        holes = [a[0] for a in assignment]
        used = set(known_board) | set(cards(dead)) | {c for h in holes for c in h}
        if len(used) != len(known_board) + len(cards(dead)) + 2 * n:
            continue  # the hands collide
        w = float(np.prod([a[1] for a in assignment]))
        deck = [c for c in SHORT_DECK.tolist() if c not in used]
        boards = np.array(list(itertools.combinations(deck, 5 - len(known_board))), dtype=np.int64)
        boards = np.hstack([np.tile(np.array(known_board, dtype=np.int64), (len(boards), 1)), boards])
        scores = np.empty((len(boards), n), dtype=np.int64)
        for p, hole in enumerate(holes):
            seven = np.hstack([boards, np.tile(np.array(hole), (len(boards), 1))])
            scores[:, p] = score_best(seven, game)
            codes = code_of_best(seven, game)
            np.add.at(categories[p], codes - 1, w)
        best = scores.max(axis=1, keepdims=True)
        winners = scores == best
        count = winners.sum(axis=1, keepdims=True)
        totals["equity"] += w * (winners / count).sum(axis=0)
        totals["win"] += w * (winners & (count == 1)).sum(axis=0)
        totals["tie"] += w * (winners & (count > 1)).sum(axis=0)
        weight += w * len(boards)
    out = {k: v / weight for k, v in totals.items()}
    out["categories"] = categories / weight
    return out


def fixed(text: str) -> Options:
    return [(cards(text), 1.0)]


def every_pair(excluded: str) -> Options:
    gone = set(cards(excluded))
    return [((a, b), 1.0) for a, b in itertools.combinations(SHORT_DECK.tolist(), 2) if a not in gone and b not in gone]


def combos_of(pairs: list[str], weight: float = 1.0) -> Options:
    return [(cards(p), weight) for p in pairs]


def check_exact(result: holdEm.EquityResult, expected: dict[str, np.ndarray]) -> None:
    assert result.exact
    np.testing.assert_allclose(result.equity, expected["equity"], atol=1e-12)
    np.testing.assert_allclose(result.win, expected["win"], atol=1e-12)
    np.testing.assert_allclose(result.tie, expected["tie"], atol=1e-12)
    np.testing.assert_allclose(np.array(result.categories), expected["categories"], atol=1e-12)


GAMES = ("shortdeck", "shortdeck-triton")


@pytest.mark.parametrize("game", GAMES)
def test_flop_heads_up_where_the_orders_differ(game: str) -> None:
    # A straight draw against a set: which of straight and trips ranks higher matters.
    hands, board = ["9sTs", "8d8c"], "6c7d8h"
    expected = brute_equity([fixed(h) for h in hands], board, "", game)
    check_exact(holdEm.equity(hands, board, game=game, exact=True), expected)


def test_the_orders_give_different_answers() -> None:
    a = holdEm.equity(["9sTs", "8d8c"], "6c7d8h", game="shortdeck", exact=True)
    b = holdEm.equity(["9sTs", "8d8c"], "6c7d8h", game="shortdeck-triton", exact=True)
    assert a.equity[0] > b.equity[0]


@pytest.mark.parametrize("game", GAMES)
def test_turn_three_players_with_dead_cards(game: str) -> None:
    hands, board, dead = ["AhKh", "QsQc", "7h6h"], "Qh9hTd", "JcAd"
    expected = brute_equity([fixed(h) for h in hands], board, dead, game)
    check_exact(holdEm.equity(hands, board, dead, game=game, exact=True, threads=2), expected)


@pytest.mark.parametrize("game", GAMES)
def test_turn_hand_against_a_range(game: str) -> None:
    board = "Ks9d6c7s"
    range_pairs = ["AsAh", "AsAd", "AsAc", "AhAd", "AhAc", "AdAc", "QhJh", "QdJd", "QcJc", "QsJs"]
    expected = brute_equity([fixed("8s8d"), combos_of(range_pairs)], board, "", game)
    check_exact(holdEm.equity(["8s8d", "AA,QJs"], board, game=game, exact=True), expected)


@pytest.mark.parametrize("game", GAMES)
def test_turn_hand_against_random_deals_from_the_short_deck(game: str) -> None:
    board = "AhTh6s9c"
    expected = brute_equity([fixed("AsJh"), every_pair("AsJh" + board)], board, "", game)
    check_exact(holdEm.equity(["AsJh", "random"], board, game=game, exact=True), expected)


def test_flop_with_one_known_card() -> None:
    board = "Js8h7h"
    others = [c for c in SHORT_DECK.tolist() if c not in cards("KcKd" + board + "Ah")]
    partial = [((cards("Ah")[0], c), 1.0) for c in others]
    expected = brute_equity([fixed("KcKd"), partial], board, "", "shortdeck")
    check_exact(holdEm.equity(["KcKd", "Ah"], board, game="shortdeck", exact=True), expected)


@pytest.mark.parametrize("game", GAMES)
def test_monte_carlo_within_its_standard_error(game: str) -> None:
    hands, board = ["AhKh", "QsQc", "7h6h"], "Qh9h"
    exact = holdEm.equity(hands, board, game=game, exact=True)
    sampled = holdEm.equity(hands, board, game=game, exact=False, trials=200_000, seed=7)
    assert not sampled.exact
    for p in range(3):
        assert abs(sampled.equity[p] - exact.equity[p]) < 4.5 * sampled.stderr[p]
        assert 0 < sampled.stderr[p] < 0.005


@pytest.mark.parametrize(("hands", "board"), [(["AKs", "TT+,98s"], ""), (["AKs", "random"], "Kd7s6h")])
def test_monte_carlo_ranges_and_random(hands: list[str], board: str) -> None:
    exact = holdEm.equity(hands, board, game="shortdeck", exact=True)
    sampled = holdEm.equity(hands, board, game="shortdeck", exact=False, trials=300_000, seed=3)
    for p in range(2):
        assert abs(sampled.equity[p] - exact.equity[p]) < 4.5 * sampled.stderr[p]


def test_seed_gives_one_answer_whatever_the_threads() -> None:
    kwargs = {"game": "shortdeck-triton", "exact": False, "trials": 100_000, "seed": 11}
    one = holdEm.equity(["AsKd", "random", "JJ"], **kwargs, threads=1)
    four = holdEm.equity(["AsKd", "random", "JJ"], **kwargs, threads=4)
    assert one.equity == four.equity and one.categories == four.categories


def test_bad_input() -> None:
    with pytest.raises(ValueError, match="board: card 5h is not in the short deck"):
        holdEm.equity(["AsKs", "QhQd"], "5h6h7h", game="shortdeck")
    with pytest.raises(ValueError, match="player 2: card 2c is not in the short deck"):
        holdEm.equity(["AsKs", "2cQd"], game="shortdeck")
    with pytest.raises(ValueError, match="dead cards: card 4d is not in the short deck"):
        holdEm.equity(["AsKs", "QhQd"], dead="4d", game="shortdeck")
    with pytest.raises(ValueError, match="player 2: the range holds .*below six"):
        holdEm.equity(["AsKs", "55+"], game="shortdeck")
    with pytest.raises(ValueError, match="deck has 36"):
        holdEm.equity(["random"] * 16, game="shortdeck")
    with pytest.raises(ValueError, match="unknown game 'short'.*shortdeck, shortdeck-triton"):
        holdEm.equity(["AsKs", "QhQd"], game="short")
    # Fifteen players fit: 30 hole cards and 5 on the board of 36.
    result = holdEm.equity(["random"] * 15, game="shortdeck", trials=2000, seed=1)
    assert abs(sum(result.equity) - 1) < 1e-9
