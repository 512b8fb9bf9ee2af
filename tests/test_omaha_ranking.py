"""The PLO4 and PLO5 rankings behind top shares like "15%" in Omaha ranges: each shipped table
holds every suit class once (classes worked out here with NumPy from the definition), its
equities agree with a plain sampler written here, and "X%" (in C++, from the table built in)
takes the prefix of classes whose hands come closest to X% of every hand (270,725 in PLO4,
2,598,960 in PLO5)."""

from __future__ import annotations

import itertools
import json
import math
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest
from cli_support import run_cli
from hilo_reference import brute_high, brute_low

import holdEm

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "python/holdEm/data"
# Each ranked game: its shipped table, its hole cards, its classes and the largest standard
# error its deals per class allow (0.5 / sqrt(deals): 10^6 in PLO4, 2 * 10^5 in PLO5, 10^5 in
# PLO5 hi-lo).
TABLES = {
    "omaha": (DATA / "plo4_ranking.npy", 4, 16432, 5.01e-4),
    "omaha-hilo": (DATA / "plo4_hilo_ranking.npy", 4, 16432, 5.01e-4),
    "plo5": (DATA / "plo5_ranking.npy", 5, 134459, 1.12e-3),
    "plo5-hilo": (DATA / "plo5_hilo_ranking.npy", 5, 134459, 1.59e-3),
}
HANDS = {4: 270725, 5: 2598960}


@lru_cache(maxsize=2)
def hands_and_classes(hole: int) -> tuple[np.ndarray, np.ndarray]:
    """Every hand of `hole` cards (rows of card numbers, highest first) and its class key: the
    least, over the 24 suit renamings, of its cards highest first read as one base-64 number."""
    combos = itertools.chain.from_iterable(itertools.combinations(range(51, -1, -1), hole))
    hands = np.fromiter(combos, dtype=np.uint8, count=math.comb(52, hole) * hole).reshape(-1, hole)
    best = None
    for renaming in itertools.permutations(range(4)):
        renamed = np.array([c & ~3 | renaming[c & 3] for c in range(52)], dtype=np.uint8)[hands]
        key = base64_keys(np.sort(renamed, axis=1)[:, ::-1])  # highest first
        best = key if best is None else np.minimum(best, key)
    return hands.astype(np.int64), best


def base64_keys(cards: np.ndarray) -> np.ndarray:
    """Rows of cards read as base-64 numbers, the first card the most significant."""
    key = np.zeros(len(cards), dtype=np.int64)
    for column in cards.astype(np.int64).T:
        key = key * 64 + column
    return key


def table_keys(table: np.ndarray) -> np.ndarray:
    return base64_keys(table["cards"])


def masks(hands: np.ndarray) -> np.ndarray:
    """Each hand as its sorted 52-bit card mask."""
    return np.sort(np.bitwise_or.reduce(np.left_shift(1, hands.astype(np.int64)), axis=1))


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_table_holds_every_class_once_with_its_hands(game: str) -> None:
    path, hole, n_classes, largest_stderr = TABLES[game]
    table = np.load(path)
    _, classes = hands_and_classes(hole)
    keys, counts = np.unique(classes, return_counts=True)
    assert len(table) == len(keys) == n_classes
    order = np.argsort(table_keys(table))
    np.testing.assert_array_equal(table_keys(table)[order], keys)
    np.testing.assert_array_equal(table["combos"][order], counts)
    assert int(table["combos"].sum()) == HANDS[hole] == math.comb(52, hole)
    assert np.all((0 < table["stderr"]) & (table["stderr"] <= largest_stderr))


@pytest.mark.parametrize("game", sorted(TABLES))
def test_omaha_ranking_is_the_table_strongest_first(game: str) -> None:
    path, _, n_classes, _ = TABLES[game]
    ranking = holdEm.omaha_ranking(game)
    assert len(ranking) == n_classes and ranking == holdEm.hand_ranking(game.replace("omaha", "plo4"))
    equities = [r.equity for r in ranking]
    assert equities == sorted(equities, reverse=True)
    table = np.load(path)
    assert sorted(equities) == sorted(table["equity"].tolist())


def test_plo6_is_not_ranked() -> None:
    assert holdEm.omaha_ranking()[-1].hand_class == "2s2h2d2c"
    for game in ("plo6", "plo6-hilo", "holdem"):
        with pytest.raises(ValueError, match="game must be 'omaha', 'omaha-hilo', 'plo5' or 'plo5-hilo'"):
            holdEm.omaha_ranking(game)
    for game in ("plo6", "plo6-hilo"):
        with pytest.raises(ValueError, match="only PLO4 and PLO5 are ranked"):
            holdEm.hand_ranking(game)
        with pytest.raises(ValueError, match=r"ranks PLO4 and PLO5 hands only \(PLO6 has no ranking"):
            holdEm.omaha_hands("15%", game)


def high_share(board: list[int], mine: list[int], theirs: list[int]) -> float:
    a, b = brute_high(board, mine), brute_high(board, theirs)
    return 1.0 if a > b else 0.5 if a == b else 0.0


def hilo_share(board: list[int], mine: list[int], theirs: list[int]) -> float:
    """The pot share in hi-lo: the high half (all of it without a low) and the low half."""
    low_a, low_b = brute_low(board, mine), brute_low(board, theirs)
    if low_a is None and low_b is None:
        return high_share(board, mine, theirs)
    mine_low = low_b is None or (low_a is not None and low_a < low_b)  # a lower tuple is the better low
    return 0.5 * high_share(board, mine, theirs) + 0.5 * (1.0 if mine_low else 0.5 if low_a == low_b else 0.0)


SAMPLED = [("omaha", 0, 2500), ("omaha", 4000, 2500), ("omaha", 16431, 2500), ("omaha-hilo", 0, 1500),
           ("omaha-hilo", 8000, 1500), ("plo5", 0, 1500), ("plo5", 60000, 1500), ("plo5", 134458, 1500),
           ("plo5-hilo", 0, 1000), ("plo5-hilo", 90000, 1000)]  # fmt: skip


@pytest.mark.parametrize(("game", "place", "n"), SAMPLED)
def test_equities_agree_with_a_plain_sampler(game: str, place: int, n: int) -> None:
    # Deal a random hand and a board from the rest, score both through the 5-card evaluator.
    rank = holdEm.omaha_ranking(game)[place]
    mine = holdEm.parse_cards(rank.hand_class)
    hilo = game.endswith("-hilo")
    score = hilo_share if hilo else high_share
    hole = len(mine)
    rng = np.random.default_rng(place)
    rest = [c for c in range(52) if c not in mine]
    share = 0.0
    for _ in range(n):
        cards = rng.choice(rest, hole + 5, replace=False).tolist()
        share += score(cards[hole:], mine, cards[:hole])
    # A win-or-lose share's spread; hi-lo's shares in quarters, at most that of any share in [0, 1].
    spread = 0.5 / np.sqrt(n) if hilo else np.sqrt(rank.equity * (1 - rank.equity) / n)
    assert abs(share / n - rank.equity) <= 4 * spread + 1e-3


def closest_prefix(sizes: list[int], target: float) -> int:
    """The prefix length whose sum is closest to target, the shorter on a tie."""
    best, gap, total = 1, None, 0
    for k, size in enumerate(sizes, 1):
        total += size
        if gap is None or abs(total - target) < gap:
            best, gap = k, abs(total - target)
    return best


@pytest.mark.parametrize(
    ("game", "percent"), [(g, p) for g in sorted(TABLES) for p in ("0.001", "1", "15", "33.3", "50", "100")]
)
def test_a_top_share_is_the_closest_prefix_of_classes(game: str, percent: str) -> None:
    path, hole, _, _ = TABLES[game]
    table = np.load(path)
    order = np.argsort(-table["equity"], kind="stable")
    length = closest_prefix(table["combos"][order].tolist(), float(percent) / 100 * HANDS[hole])
    chosen = table_keys(table)[order[:length]]
    hands, classes = hands_and_classes(hole)
    expected = masks(hands[np.isin(classes, chosen)])
    np.testing.assert_array_equal(masks(holdEm.omaha_hands(f"{percent}%", game)), expected)


def test_top_shares_combine_with_patterns() -> None:
    top = {tuple(h) for h in holdEm.omaha_hands("10%").tolist()}
    suited = {tuple(h) for h in holdEm.omaha_hands("xxyy").tolist()}
    assert {tuple(h) for h in holdEm.omaha_hands("10%:xxyy").tolist()} == top & suited
    assert {tuple(h) for h in holdEm.omaha_hands("10%!xxyy").tolist()} == top - suited
    # A top share is a player's range in equity, as any other Omaha range.
    r = holdEm.equity(["5%", "random"], game="omaha", trials=100_000, seed=2)
    assert 0.6 < r.equity[0] < 0.75


def test_cli_prints_the_omaha_rankings() -> None:
    done = run_cli("preflop", "--ranking", "--game", "PLO4-hilo", "--json")
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout)
    assert [(r["hand_class"], r["equity"], r["combos"]) for r in shown] == [
        (r.hand_class, r.equity, r.combos) for r in holdEm.omaha_ranking("omaha-hilo")
    ]
    done = run_cli("preflop", "--ranking", "--game", "plo5")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.decode().splitlines()
    ranking = holdEm.omaha_ranking("plo5")
    assert len(lines) == len(ranking) == 134459
    for line, place in [(lines[0], 0), (lines[-1], len(ranking) - 1)]:
        assert line.split() == [f"{place + 1}.", ranking[place].hand_class, f"{ranking[place].equity:.4f}"]
    done = run_cli("preflop", "--game", "plo5")
    assert done.returncode == 2 and b"give --ranking for plo5's ranking" in done.stderr
    done = run_cli("preflop", "--ranking", "--game", "plo6")
    assert done.returncode == 2 and b"invalid choice: 'plo6'" in done.stderr
