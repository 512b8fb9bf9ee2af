"""The PLO4 ranking behind top shares like "15%" in Omaha ranges: the shipped table holds every
suit class once (classes worked out here with NumPy from the definition), its equities agree
with a plain sampler written here, and "X%" (in C++, from the table built in) takes the
prefix of classes whose hands come closest to X% of the 270,725."""

from __future__ import annotations

import itertools
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest
from hilo_reference import brute_high, brute_low

import holdEm

ROOT = Path(__file__).resolve().parent.parent
TABLES = {
    "omaha": ROOT / "python/holdEm/data/plo4_ranking.npy",
    "omaha-hilo": ROOT / "python/holdEm/data/plo4_hilo_ranking.npy",
}


@lru_cache(maxsize=1)
def hands_and_classes() -> tuple[np.ndarray, np.ndarray]:
    """Every PLO4 hand (rows of card numbers, highest first) and its class key: the least, over
    the 24 suit renamings, of its cards highest first read as one base-64 number."""
    hands = np.array(list(itertools.combinations(range(51, -1, -1), 4)), dtype=np.int64)
    best = None
    for renaming in itertools.permutations(range(4)):
        renamed = (hands & ~3) | np.array(renaming)[hands & 3]
        renamed = -np.sort(-renamed, axis=1)
        key = ((renamed[:, 0] * 64 + renamed[:, 1]) * 64 + renamed[:, 2]) * 64 + renamed[:, 3]
        best = key if best is None else np.minimum(best, key)
    return hands, best


def table_keys(table: np.ndarray) -> np.ndarray:
    c = table["cards"].astype(np.int64)
    return ((c[:, 0] * 64 + c[:, 1]) * 64 + c[:, 2]) * 64 + c[:, 3]


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_table_holds_every_class_once_with_its_hands(game: str) -> None:
    table = np.load(TABLES[game])
    _, classes = hands_and_classes()
    keys, counts = np.unique(classes, return_counts=True)
    assert len(table) == len(keys) == 16432
    order = np.argsort(table_keys(table))
    np.testing.assert_array_equal(table_keys(table)[order], keys)
    np.testing.assert_array_equal(table["combos"][order], counts)
    assert int(table["combos"].sum()) == 270725
    assert np.all((0 < table["stderr"]) & (table["stderr"] < 1e-3))


@pytest.mark.parametrize("game", sorted(TABLES))
def test_omaha_ranking_is_the_table_strongest_first(game: str) -> None:
    ranking = holdEm.omaha_ranking(game)
    assert len(ranking) == 16432 and ranking == holdEm.hand_ranking(game.replace("omaha", "plo4"))
    equities = [r.equity for r in ranking]
    assert equities == sorted(equities, reverse=True)
    table = np.load(TABLES[game])
    assert sorted(equities) == sorted(table["equity"].tolist())


def test_only_plo4_is_ranked() -> None:
    assert holdEm.omaha_ranking()[-1].hand_class == "2s2h2d2c"
    for game in ("plo5", "plo6-hilo"):
        with pytest.raises(ValueError, match="only PLO4"):
            holdEm.hand_ranking(game)
        with pytest.raises(ValueError, match="game must be 'omaha' or 'omaha-hilo'"):
            holdEm.omaha_ranking(game)


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
           ("omaha-hilo", 8000, 1500)]  # fmt: skip


@pytest.mark.parametrize(("game", "place", "n"), SAMPLED)
def test_equities_agree_with_a_plain_sampler(game: str, place: int, n: int) -> None:
    # Deal a random hand and a board from the rest, score both through the 5-card evaluator.
    rank = holdEm.omaha_ranking(game)[place]
    mine = holdEm.parse_cards(rank.hand_class)
    score = hilo_share if game == "omaha-hilo" else high_share
    rng = np.random.default_rng(place)
    rest = [c for c in range(52) if c not in mine]
    share = 0.0
    for _ in range(n):
        cards = rng.choice(rest, 9, replace=False).tolist()
        share += score(cards[4:], mine, cards[:4])
    # A win-or-lose share's spread; hi-lo's shares in quarters, at most that of any share in [0, 1].
    spread = 0.5 / np.sqrt(n) if game == "omaha-hilo" else np.sqrt(rank.equity * (1 - rank.equity) / n)
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
    table = np.load(TABLES[game])
    order = np.argsort(-table["equity"], kind="stable")
    length = closest_prefix(table["combos"][order].tolist(), float(percent) / 100 * 270725)
    chosen = set(table_keys(table)[order[:length]].tolist())
    hands, classes = hands_and_classes()
    expected = {tuple(sorted(h)) for h, k in zip(hands.tolist(), classes.tolist()) if k in chosen}
    got = {tuple(sorted(h)) for h in holdEm.omaha_hands(f"{percent}%", game).tolist()}
    assert got == expected


def test_top_shares_combine_with_patterns() -> None:
    top = {tuple(h) for h in holdEm.omaha_hands("10%").tolist()}
    suited = {tuple(h) for h in holdEm.omaha_hands("xxyy").tolist()}
    assert {tuple(h) for h in holdEm.omaha_hands("10%:xxyy").tolist()} == top & suited
    assert {tuple(h) for h in holdEm.omaha_hands("10%!xxyy").tolist()} == top - suited
    # A top share is a player's range in equity, as any other Omaha range.
    r = holdEm.equity(["5%", "random"], game="omaha", trials=100_000, seed=2)
    assert 0.6 < r.equity[0] < 0.75
