"""Weighted Omaha ranges (``"AA:xxyy, KK@50"``): the parser's weights against the unweighted
parse of each item (a hand weighs its item's ``@``, 100 without one, the larger where it is in
two); exact heads-up equity, next-card equity and the breakdown against the NumPy pair counts of
tests/omaha_pairs_reference.py and tests/omaha_hilo_pairs_reference.py with each deal weighing
the product of its hands' weights; Monte Carlo against exact (heads-up) and, three-way, against
the unweighted exact runs of each part of the range mixed by weight times deals; the hit report
against its unweighted reports of the parts; and the refusals."""

from __future__ import annotations

import numpy as np
import pytest
from omaha_hilo_pairs_reference import pairwise_hilo
from omaha_pairs_reference import masks, pairwise

import holdEm


def item_weights(items: list[tuple[str, int]], game: str = "omaha") -> dict[int, int]:
    """Each hand's (by its mask) weight from the unweighted parses of the items: the largest
    weight of the items that hold it."""
    weights: dict[int, int] = {}
    for text, weight in items:
        for mask in masks(holdEm.omaha_hands(text, game)).tolist():
            weights[mask] = max(weights.get(mask, 0), weight)
    return weights


@pytest.mark.parametrize(
    ("text", "items", "game"),
    [
        ("AA:xxyy, KK@50", [("AA:xxyy", 100), ("KK", 50)], "omaha"),
        ("AA@30, KK@60, AAKK@90", [("AA", 30), ("KK", 60), ("AAKK", 90)], "omaha"),
        ("(AA,KK):xxyy@25, QQ@75, AAKK", [("(AA,KK):xxyy", 25), ("QQ", 75), ("AAKK", 100)], "omaha"),
        ("AA!AAA@10 KK@20", [("AA!AAA", 10), ("KK", 20)], "omaha"),  # whitespace separates items too
        ("AA @ 30, KK", [("AA", 30), ("KK", 100)], "omaha-hilo"),
        ("random@50, AA:xxyy", [("random", 50), ("AA:xxyy", 100)], "omaha"),
        ("15%@40, AA:xxyy", [("15%", 40), ("AA:xxyy", 100)], "omaha"),
        ("AAKK@60, KKQQ", [("AAKK", 60), ("KKQQ", 100)], "plo5"),
        ("AAKKQ:xxyy@5, KKQQ:xxyy", [("AAKKQ:xxyy", 5), ("KKQQ:xxyy", 100)], "plo6"),
        ("AA@40", [("AA", 40)], "omaha"),  # one weight throughout is kept as written
    ],
)
def test_each_hand_weighs_its_largest_item(text: str, items: list[tuple[str, int]], game: str) -> None:
    hands, weights = holdEm.omaha_weighted_hands(text, game)
    expected = item_weights(items, game)
    got = dict(zip(masks(hands).tolist(), (100 * weights).round().astype(int).tolist()))
    assert got == expected
    assert np.array_equal(hands, holdEm.omaha_hands(text, game))  # the same hands, in the same order
    assert np.all(np.diff(masks(hands).astype(np.float64)) > 0)


def test_a_text_without_weights_weighs_every_hand_fully() -> None:
    hands, weights = holdEm.omaha_weighted_hands("AA:xxyy, KK")
    assert len(hands) == len(weights) and np.all(weights == 1.0)
    assert isinstance(holdEm.omaha_weighted_hands("AA"), holdEm.OmahaWeightedHands)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("AA@0", r"a weight is a whole number from 1 to 100 .*not '0' at character 3"),
        ("AA@101", r"not '101' at character 3"),
        ("AA@0.5", r"not '0\.5' at character 3"),
        ("AA@50%", r"not '50%' at character 3"),
        ("AA@", r"'@' at character 3 needs a weight after it"),
        ("AA@, KK", r"'@' at character 3 needs a weight after it"),
        ("@50", r"'@' at character 1 needs a pattern before it"),
        ("AA, @50", r"'@' at character 5 needs a pattern before it"),
        ("AA:@50", r"':' at character 3 needs a pattern after it"),
        ("AA@50:xxyy", r"'@50' at character 3 ends its item: write ':' terms before the weight"),
        ("AA@50!AAA", r"ends its item: write '!' terms"),
        ("(AA@50,KK)", r"a weight goes at the end of a top-level item, not inside parentheses"),
        ("AA@50@20", r"a second weight '@' at character 6"),
        ("AA:0.5", r"weights go after '@', not ':'"),
    ],
)
def test_bad_weights_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        holdEm.omaha_weighted_hands(text)
    with pytest.raises(ValueError, match="player 1: .*" + message):
        holdEm.equity([text, "random"], game="omaha")


def weighted_lists(text: str, game: str = "omaha") -> tuple[np.ndarray, np.ndarray]:
    """A player's hands and weights as the references take them: a range's, or one known hand."""
    if len(text) == 2 * holdEm.games.HOLE_CARDS[game] and text[1] in "cdhs" and text[3] in "cdhs":
        return np.array([holdEm.parse_cards(text)], dtype=np.uint8), np.ones(1)
    return holdEm.omaha_weighted_hands(text, game)


HIGH_SPOTS = [
    ("AA:xxyy@30, KK:xxyy", "QQ:xxyy@50, JJ:xxyy", "Jh8h2c7d", "omaha"),
    ("AA:xxyy@30, KK:xxyy", "AsKs8d8c", "Th8h2c7d", "omaha"),  # a weighted range against a known hand
    ("AAKK@20, AAQQ", "QQJJ@70, JJTT", "2c7d9s8h3d", "plo5"),
]


@pytest.mark.parametrize(("first", "second", "board", "game"), HIGH_SPOTS)
def test_exact_high_is_the_weighted_reference(first: str, second: str, board: str, game: str) -> None:
    (a, wa), (b, wb) = weighted_lists(first, game), weighted_lists(second, game)
    expected = pairwise(a, b, board, wa, wb)
    for threads in (1, 2):
        result = holdEm.equity([first, second], board, game=game, exact=True, threads=threads)
        assert result.exact and result.complete and result.trials == int(expected["pairs"])
        for field in ("equity", "win", "tie", "categories"):
            np.testing.assert_allclose(getattr(result, field), expected[field], atol=1e-12, err_msg=field)
    swapped = holdEm.equity([second, first], board, game=game, exact=True)
    np.testing.assert_allclose(swapped.equity, expected["equity"][::-1], atol=1e-12)
    # The weights matter: the same hands unweighted give another answer.
    plain = holdEm.equity([first.replace("@30", "").replace("@20", ""), second], board, game=game, exact=True)
    assert abs(plain.equity[0] - result.equity[0]) > 1e-6


def test_one_weight_throughout_is_the_unweighted_range() -> None:
    board = "Jh8h2c7d"
    weighted = holdEm.equity(["AA:xxyy@40", "KK:xxyy@40, QQ:xxyy@40"], board, game="omaha", exact=True)
    plain = holdEm.equity(["AA:xxyy", "KK:xxyy, QQ:xxyy"], board, game="omaha", exact=True)
    assert weighted.equity == plain.equity and weighted.trials == plain.trials


@pytest.mark.parametrize(
    ("first", "second", "board", "game"),
    [
        ("AA:xxyy@30, A23:xxyy", "KK:xxyy, 234:xxyy@60", "Jh8h2c7d", "omaha-hilo"),
        ("A2@25, AA:xxyy", "AsKs3d4c", "Th8h5c7d", "omaha-hilo"),
    ],
)
def test_exact_hilo_is_the_weighted_reference(first: str, second: str, board: str, game: str) -> None:
    (a, wa), (b, wb) = weighted_lists(first, game), weighted_lists(second, game)
    expected = pairwise_hilo(a, b, board, "", wa, wb)
    result = holdEm.equity([first, second], board, game=game, exact=True)
    assert result.exact and result.trials == int(expected["pairs"])
    for field, wanted in (("equity", "equity"), ("win", "scoop"), ("tie", "part"), ("categories", "categories")):
        np.testing.assert_allclose(getattr(result, field), expected[wanted], atol=1e-12, err_msg=field)
    np.testing.assert_allclose(result.hi_share, expected["hi_share"], atol=1e-12)
    np.testing.assert_allclose(result.lo_share, expected["lo_share"], atol=1e-12)
    # The breakdown: each hand's weight is its share of the weighted deals.
    breakdown = holdEm.equity_breakdown([first, second], board, game=game)
    by_hand = expected["by_hand"]
    played = by_hand[:, 0] > 0
    rows = {row.combo: row for row in breakdown.rows()}
    assert len(rows) == played.sum()
    for hand, (deals, _scoops, _parts, shares) in zip(a[played], by_hand[played]):
        row = rows[holdEm.format_cards(hand.tolist())]
        assert row.weight == pytest.approx(deals / by_hand[:, 0].sum(), abs=1e-12)
        assert row.equity == pytest.approx(shares / deals, abs=1e-12)
    assert breakdown.equity == pytest.approx(result.equity[0], abs=1e-12)


def test_next_card_and_breakdown_in_high() -> None:
    # Few hands (894 v 42), so that the reference's every pair, turn and river takes seconds; AAKK's
    # double-suited hands are in both items of the first range (the larger weight is kept).
    first, second, board = "AAKK@30, AA:xxyy", "QQJJ@50, JJTT:xxyy", "Jh8h2c"
    (a, wa), (b, wb) = weighted_lists(first), weighted_lists(second)
    expected = pairwise(a, b, board, wa, wb)
    by_card = expected["by_card"]
    result = holdEm.next_card([first, second], board, game="omaha")
    cards = [c for c in range(52) if by_card[c, 0] > 0]
    assert [holdEm.parse_cards(c)[0] for c in result.cards] == cards
    np.testing.assert_allclose(result.weights, by_card[cards, 0] / by_card[cards, 0].sum(), atol=1e-12)
    np.testing.assert_allclose(result.equities, by_card[cards, 1:] / by_card[cards, :1], atol=1e-12)
    breakdown = holdEm.equity_breakdown([first, second], board, game="omaha")
    by_hand = expected["by_hand"]
    played = by_hand[:, 0] > 0
    rows = {row.combo: row for row in breakdown.rows()}
    for hand, (deals, wins, ties) in zip(a[played], by_hand[played]):
        row = rows[holdEm.format_cards(hand.tolist())]
        assert row.weight == pytest.approx(deals / by_hand[:, 0].sum(), abs=1e-12)
        assert row.equity == pytest.approx((wins + ties / 2) / deals, abs=1e-12)


@pytest.mark.parametrize(
    ("hands", "board", "game"),
    [
        (["AA:xxyy@30, KK:xxyy", "QQ:xxyy@50, JJ:xxyy"], "Jh8h2c7d", "omaha"),
        (["AA:xxyy@30, A2:xxyy", "KK:xxyy, 23:xxyy@60"], "Jh8h2c7d", "omaha-hilo"),
        (["AAKK@20, AAQQ", "QQJJ@70, JJTT"], "2c7d9s8h", "plo5"),
    ],
)
def test_monte_carlo_draws_by_weight(hands: list[str], board: str, game: str) -> None:
    exact = holdEm.equity(hands, board, game=game, exact=True)
    sampled = holdEm.equity(hands, board, game=game, trials=400_000, seed=7)
    assert not sampled.exact
    for p in range(2):
        assert abs(sampled.equity[p] - exact.equity[p]) < 4 * sampled.stderr[p]


def test_three_way_monte_carlo_mixes_the_parts_by_weight() -> None:
    # A range of disjoint parts: its equity is the parts' exact equities mixed by each part's
    # weight times its deals (every deal of the others and every board counted once a part).
    board, others = "Jh8h2c", ["QsQhJsJd", "Ts9s7c6c"]
    parts = [("AA:xxyy", 25), ("KK:xxyy", 100)]
    runs = [holdEm.equity([text, *others], board, game="omaha", exact=True) for text, _ in parts]
    mass = np.array([w * r.trials for (_, w), r in zip(parts, runs)], dtype=float)
    expected = sum(m * np.array(r.equity) for m, r in zip(mass, runs)) / mass.sum()
    text = "AA:xxyy@25, KK:xxyy"
    sampled = holdEm.equity([text, *others], board, game="omaha", trials=600_000, seed=3)
    assert "Monte Carlo" in sampled.method
    for p in range(3):
        assert abs(sampled.equity[p] - expected[p]) < 4 * sampled.stderr[p]
    # Exact enumeration of more than two players would weigh every deal 1: refused, by name.
    with pytest.raises(ValueError, match="weighted Omaha ranges heads-up only"):
        holdEm.equity([text, *others], board, game="omaha", exact=True)
    assert "Monte Carlo" in holdEm.equity([text, *others], board, game="omaha").method


def test_a_random_opponent_goes_to_monte_carlo() -> None:
    with pytest.raises(ValueError, match="weighted Omaha ranges heads-up only"):
        holdEm.equity(["AA@50, KK", "random"], "2c7d9h", game="omaha", exact=True)
    with pytest.raises(ValueError, match="weighted Omaha ranges heads-up only"):
        holdEm.next_card(["AA@50, KK", "random"], "2c7d9h", game="omaha")
    assert "Monte Carlo" in holdEm.equity(["AA@50, KK", "random"], "2c7d9h", game="omaha").method


@pytest.mark.parametrize("game", ["omaha", "omaha-hilo"])
def test_hit_report_counts_each_hand_by_weight(game: str) -> None:
    board = "Jh8h2c"
    parts = [("AA!KK", 0.3), ("KK", 1.0)]
    reports = [holdEm.board_hits(text, board, game=game) for text, _ in parts]
    hits = holdEm.board_hits("AA@30, KK", board, game=game)
    mass = [w * r.combos for (_, w), r in zip(parts, reports)]
    assert hits.combos == pytest.approx(sum(mass))
    sections = ["made", "draws"] + (["lows", "low_draws"] if game == "omaha-hilo" else [])
    for section in sections:
        for name, share in getattr(hits, section).items():
            wanted = sum(m * getattr(r, section)[name] for m, r in zip(mass, reports)) / sum(mass)
            assert share == pytest.approx(wanted, abs=1e-12), (section, name)


def test_hands_with_their_weights_as_a_player_say_what_to_give() -> None:
    # (Read as cards before: "a card is a string", of no help.)
    weighted = holdEm.omaha_weighted_hands("AA:xxyy,KK@50")
    with pytest.raises(TypeError, match=r"player 1: hands and their weights \(omaha_weighted_hands' answer\)"):
        holdEm.equity([weighted, "random"], game="omaha", trials=1_000)
    shown = holdEm.equity([weighted.hands, "random"], game="omaha", trials=1_000, seed=1)
    assert shown.hands[0] and 0 < shown.equity[0] < 1
