"""holdEm.next_card against a brute force over every turn and river, its identities, outs, the CLI."""

from __future__ import annotations

import itertools
import json
import math
import random

import numpy as np
import pytest
from cli_support import run_cli
from shortdeck_reference import SHORT_DECK, score_best

import holdEm
from holdEm._deals import player_combos as _player_combos


def brute_next_card(
    ranges: list[dict[tuple[int, ...], float]], board: list[int]
) -> dict[int, tuple[float, list[float]]]:
    """For each next card: (its probability, each player's equity), by enumerating every deal of
    the ranges, every next card and every rest of the board, with only holdEm.evaluate."""
    n = len(ranges)
    known = set(board)
    per_card: dict[int, list[float]] = {}
    mass: dict[int, float] = {}
    for deal in itertools.product(*(r.items() for r in ranges)):
        cards = [c for combo, _ in deal for c in combo]
        if len(set(cards)) < len(cards) or known & set(cards):
            continue
        weight = 1.0
        for _, w in deal:
            weight *= w
        rest = [c for c in range(52) if c not in known and c not in cards]
        for nxt in rest:
            after = [c for c in rest if c != nxt]
            runouts = list(itertools.combinations(after, 5 - len(board) - 1))
            share = [0.0] * n
            for more in runouts:
                full = board + [nxt] + list(more)
                strengths = [holdEm.evaluate(list(combo) + full) for combo, _ in deal]
                best = max(strengths)
                winners = [p for p, s in enumerate(strengths) if s == best]
                for p in winners:
                    share[p] += 1 / len(winners)
            acc = per_card.setdefault(nxt, [0.0] * n)
            for p in range(n):
                acc[p] += weight * share[p] / len(runouts)
            mass[nxt] = mass.get(nxt, 0.0) + weight
    total = sum(mass.values())
    return {c: (mass[c] / total, [e / mass[c] for e in per_card[c]]) for c in per_card}


def combos(text: str) -> dict[tuple[int, ...], float]:
    return {tuple(holdEm.parse_cards(c)): w for c, w in holdEm.parse_range(text).items()}


@pytest.mark.parametrize(
    ("hands", "board"),
    [
        (["AsKs", "QhQd"], "7h8h2c"),
        (["AhKh", "QQ:0.5,JcTc"], "7h8h2c"),
        (["9c9d", "AsKs", "8h7h"], "2c5h6hJd"),
        # A flush already made (and a straight flush to come), on a monotone flop and a turn.
        (["AhKh", "QdQc"], "2h3h4h"),
        (["AhQh", "KhKd"], "2h3h9hKs"),
        # Ranges of every suit on a monotone flop: six board symmetries between the deals.
        (["QQ", "AK"], "2h7h9h"),
        # A paired board (full houses, one card of the flush suit at a time), weights.
        (["AhKh,7s7c", "QhJh:0.5,99"], "9h5h5c"),
        # Backdoor draws completed by both cards, three players.
        (["AsKs", "QhQd", "7c6c"], "Ts9s2c"),
        # The wheel.
        (["Ah2d", "6c6d"], "3s4h9c"),
    ],
)
def test_against_brute_force(hands: list[str], board: str) -> None:
    result = holdEm.next_card(hands, board)
    expected = brute_next_card([combos(h) for h in hands], holdEm.parse_cards(board))
    assert sorted(holdEm.parse_cards(c)[0] for c in result.cards) == sorted(expected)
    for card, weight, equities in zip(result.cards, result.weights, result.equities):
        chance, brute = expected[holdEm.parse_cards(card)[0]]
        assert weight == pytest.approx(chance, abs=1e-12)
        assert equities == pytest.approx(brute, abs=1e-9)


@pytest.mark.parametrize(
    ("hands", "board", "dead"),
    [
        (["AsKs", "QhQd"], "7h8h2c", ""),
        (["AsKs", "QhQd", "JcTc"], "7h8h2c", "3d"),
        (["QQ+,AKs:0.5", "JJ,T9s:0.25"], "7h8h2c", ""),
        (["AhKh", "random"], "7h8h2c9d", ""),
        (["As", "QQ,JhTh:0.5"], "7h8h2c", "Kd"),
        (["QQ+", "JJ:0.5,AhKh", "T9s"], "7h8h2c9d", ""),
    ],
)
def test_weighted_mean_is_equity(hands: list[str], board: str, dead: str) -> None:
    result = holdEm.next_card(hands, board, dead)
    now = holdEm.equity(hands, board, dead, exact=True)
    assert result.equity == pytest.approx(now.equity, abs=1e-12)
    assert sum(result.weights) == pytest.approx(1.0)
    for p in range(len(hands)):
        mean = sum(w * e[p] for w, e in zip(result.weights, result.equities))
        assert mean == pytest.approx(now.equity[p], abs=1e-9)
    if all(len(_player_combos(h)) == 1 for h in hands):
        assert len(set(result.weights)) == 1  # exact hands: every card equally likely
        plain = [sum(e[p] for _, e in result.items()) / len(result.cards) for p in range(len(hands))]
        assert plain == pytest.approx(now.equity, abs=1e-12)


def test_items_and_card_set() -> None:
    result = holdEm.next_card(["AsKs", "QhQd"], "7h8h2c", "3d")
    items = list(result.items())
    assert len(items) == 52 - 4 - 3 - 1
    card, equities = items[0]
    assert isinstance(card, str) and len(card) == 2 and len(equities) == 2
    assert not {"As", "Ks", "Qh", "Qd", "7h", "8h", "2c", "3d"} & set(result.cards)
    assert all(sum(e) == pytest.approx(1.0) for _, e in items)


def test_outs() -> None:
    result = holdEm.next_card(["AsKs", "QhQd"], "7h8h2c")
    assert result.equity[1] > result.equity[0]
    outs = result.outs(0)
    assert set(outs) == {"Ac", "Ad", "Ah", "Kc", "Kd", "Kh"}  # a pair above the queens
    assert result.outs(1) == ()  # it leads now
    for card, eq in result.items():
        assert (card in outs) == (eq[0] > eq[1])


def test_to_dict_and_str() -> None:
    result = holdEm.next_card(["AsKs", "QhQd"], "7h8h2c")
    data = json.loads(json.dumps(result.to_dict()))
    assert data["board"] == "7h8h2c" and len(data["cards"]) == 45
    assert data["outs"][0] == list(result.outs(0))
    text = str(result)
    assert "AsKs" in text and "outs for AsKs: 6" in text and "outs for QhQd" not in text  # the leader has none
    # A trailing player without an out is said to have none, not left out.
    drawing_dead = str(holdEm.next_card(["AsKs", "QhQd", "JcTc"], "7h8h2c9d")).splitlines()
    assert drawing_dead[-2:] == ["outs for AsKs: 0", "outs for QhQd: 0"]
    with pytest.raises(AttributeError):
        result.board = "x"  # type: ignore[misc]


@pytest.mark.parametrize(
    ("hands", "board", "dead", "message"),
    [
        (["AsKs", "QhQd"], "7h8h2c9dTd", "", "3 or 4 cards"),
        (["AsKs", "QhQd"], "7h8h", "", "3 or 4 cards"),
        (["AsKs", "QhQd"], "", "", "3 or 4 cards"),
        (["AsKs", "ZZ"], "7h8h2c", "", "ZZ"),
        (["AsKs", "AA"], "7h8h2c", "AhAdAc", "player 2"),
        (["AsKs", "AsQd"], "7h8h2c", "", "As"),
        (["AsKs"], "7h8h2c", "", "2 players"),
    ],
)
def test_bad_input(hands: list[str], board: str, dead: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        holdEm.next_card(hands, board, dead)


def test_a_bad_card_type_is_named_once_by_where_it_is() -> None:
    # "board: a card is ...", as equity says it (not "board: cards: a card is ...").
    for call in (holdEm.next_card, holdEm.equity):
        with pytest.raises(TypeError, match=r"^board: a card is a string like 'As' or an int 0\.\.51, not float$"):
            call(["AsKs", "QhQd"], ["7h", 3.5, "2c"])  # type: ignore[operator, list-item]


def test_cli() -> None:
    done = run_cli("nextcard", "AsKs", "QhQd", "--board", "7h8h2c")
    assert done.returncode == 0, done.stderr
    text = done.stdout.decode()
    assert "outs for AsKs: 6" in text and "Kh" in text
    done = run_cli("nextcard", "AsKs", "QhQd", "--board", "7h8h2c", "--json")
    data = json.loads(done.stdout)
    assert len(data["cards"]) == 45 and sorted(data["outs"][0]) == ["Ac", "Ad", "Ah", "Kc", "Kd", "Kh"]
    done = run_cli("nextcard", "AsKs", "QhQd", "--board", "7h8h2c9dTd")
    assert done.returncode == 2 and b"holdem nextcard: error:" in done.stderr and b"3 or 4" in done.stderr
    done = run_cli("nextcard", "--help")
    assert done.returncode == 0 and b"examples:" in done.stdout


def random_spot(rng: random.Random) -> tuple[list[str], str, str]:
    """Players of every kind (cards, one known card, ranges with weights, random) on a random
    flop or turn, with a dead card now and then."""
    deck = [holdEm.format_card(c) for c in range(52)]
    rng.shuffle(deck)
    board = "".join(deck.pop() for _ in range(rng.choice((3, 4))))
    dead = deck.pop() if rng.random() < 0.3 else ""
    kinds = [
        lambda: deck.pop() + deck.pop(),
        lambda: deck.pop(),
        lambda: rng.choice(["QQ+,AKs", "22+,A2s+", "T9s,JJ:0.5,AhKh:0.25", "KK-99,AQo+"]),
        lambda: "random",
    ]
    players = rng.choice((2, 2, 3))
    hands = [rng.choice(kinds)() for _ in range(players)]
    wide = [p for p, h in enumerate(hands) if len(h) != 4 or h == "random"]
    for p in wide[1:]:  # one wide hand at most, to keep the per-card checks quick
        hands[p] = deck.pop() + deck.pop()
    return hands, board, dead


@pytest.mark.parametrize("seed", range(16))
def test_each_card_against_the_exact_equity_of_its_board(seed: int) -> None:
    """Each next card's equities equal an exact equity() call on the board with that card added
    (another enumeration: boards by rank, no grouping by card), symmetries and flushes included."""
    hands, board, dead = random_spot(random.Random(seed))
    try:
        result = holdEm.next_card(hands, board, dead)
    except ValueError:  # a range emptied by the cards drawn: not what this test is about
        pytest.skip(f"no deal for {hands} on {board}")
    for card, equities in result.items():
        after = holdEm.equity(hands, board + card, dead, exact=True, threads=1)
        assert equities == pytest.approx(after.equity, abs=1e-9), (hands, board, dead, card)


# --- Short deck: the cards six through ace, scored by the independent short-deck reference.


def brute_shortdeck_next_card(hands: list[str], board: str, game: str) -> dict[int, tuple[float, list[float]]]:
    """As brute_next_card, over the short deck, with the reference's scores instead of the engine."""
    ranges = [combos(h) for h in hands]
    known = holdEm.parse_cards(board)
    per_card: dict[int, list[float]] = {}
    mass: dict[int, float] = {}
    for deal in itertools.product(*(r.items() for r in ranges)):
        cards = [c for combo, _ in deal for c in combo]
        if len(set(cards)) < len(cards) or set(known) & set(cards):
            continue
        weight = math.prod(w for _, w in deal)
        rest = [int(c) for c in SHORT_DECK if c not in known and c not in cards]
        for nxt in rest:
            runouts = list(itertools.combinations([c for c in rest if c != nxt], 4 - len(known)))
            scores = np.array(
                [score_best(np.array([[*combo, *known, nxt, *more] for more in runouts]), game) for combo, _ in deal]
            )
            best = scores.max(axis=0)
            winners = scores == best
            shares = (winners / winners.sum(axis=0)).mean(axis=1)
            acc = per_card.setdefault(nxt, [0.0] * len(hands))
            for p in range(len(hands)):
                acc[p] += weight * shares[p]
            mass[nxt] = mass.get(nxt, 0.0) + weight
    total = sum(mass.values())
    return {c: (mass[c] / total, [e / mass[c] for e in per_card[c]]) for c in per_card}


@pytest.mark.parametrize(
    ("hands", "board", "game"),
    [
        (["AsKs", "QhQd"], "7h8h6c", "shortdeck"),
        # A flush made and a straight flush to come; on the turn a flush beats the full house or not.
        (["AhKh", "QdQc"], "6h7h8h", "shortdeck"),
        (["AhQh", "KhKd"], "6h7h9hKs", "shortdeck-triton"),
        # Ranges on a monotone flop (board symmetries), and the short deck's wheel A-6-7-8-9.
        (["QQ", "AK"], "6h7h9h", "shortdeck"),
        (["Ah9d", "TcTd"], "6s7h8c", "shortdeck-triton"),
        # Three players; a paired board with weights (trips against straights differ by rules).
        (["AsKs", "QhQd", "7c6c"], "Ts9s8c", "shortdeck-triton"),
        (["AhKh,7s7c", "QhJh:0.5,99"], "9h6h6c", "shortdeck"),
    ],
)
def test_shortdeck_against_brute_force(hands: list[str], board: str, game: str) -> None:
    result = holdEm.next_card(hands, board, game=game)
    assert result.game == game
    expected = brute_shortdeck_next_card(hands, board, game)
    assert sorted(holdEm.parse_cards(c)[0] for c in result.cards) == sorted(expected)
    for card, weight, equities in zip(result.cards, result.weights, result.equities):
        chance, brute = expected[holdEm.parse_cards(card)[0]]
        assert weight == pytest.approx(chance, abs=1e-12), card
        assert list(equities) == pytest.approx(brute, abs=1e-9), card
    now = holdEm.equity(hands, board, game=game, exact=True).equity
    assert list(result.equity) == pytest.approx(list(now), abs=1e-9)


def test_shortdeck_game_is_named_and_checked() -> None:
    result = holdEm.next_card(["AsKs", "random"], "7h8h6c", game="ShortDeck")
    assert result.game == "shortdeck" and len(result.cards) == 36 - 3 - 2
    assert "game='shortdeck'" in repr(result) and str(result).startswith("next card on 7h8h6c (shortdeck)")
    with pytest.raises(ValueError, match="not in the short deck"):
        holdEm.next_card(["AsKs", "random"], "7h8h5c", game="shortdeck")
    with pytest.raises(ValueError, match="game must be one of 'holdem', 'omaha', .*got 'poker'"):
        holdEm.next_card(["AsKs", "random"], "7h8h6c", game="poker")
    done = run_cli("nextcard", "AhKh", "QQ+", "--board", "7h8h9c", "--game", "shortdeck", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    expected = holdEm.next_card(["AhKh", "QQ+"], "7h8h9c", game="shortdeck")
    assert data["game"] == "shortdeck" and data["equity"] == pytest.approx(list(expected.equity), abs=1e-12)


def test_to_pandas_is_a_row_per_card() -> None:
    pytest.importorskip("pandas", reason="pip install '.[test]'")
    result = holdEm.next_card(["AsKs", "QhQd"], "7h8h2c")
    frame = result.to_pandas()
    assert list(frame.columns) == ["card", "weight", "equity_1", "equity_2"] and len(frame) == 45
    assert list(frame["card"]) == list(result.cards)
    for p in (0, 1):  # the cards' weighted mean is the equity on the flop
        assert float((frame["weight"] * frame[f"equity_{p + 1}"]).sum()) == pytest.approx(result.equity[p], abs=1e-12)
