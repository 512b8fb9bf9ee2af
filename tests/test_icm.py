"""icm: every finishing order weighed by the Malmuth-Harville rule, written out here; published
figures; busted players; bad input."""

from __future__ import annotations

import itertools
import json
import math
import random
import time

import numpy as np
import pytest

from holdEm import icm


def every_order(stacks: list[float], payouts: list[float]) -> tuple[np.ndarray, np.ndarray]:
    """Each player's equity and place chances over every finishing order: the order's chance is
    the product, place by place, of the placed player's share of the chips still unplaced."""
    n = len(stacks)
    places = np.zeros((n, len(payouts)))
    for order in itertools.permutations(range(n)):
        chance, left = 1.0, float(sum(stacks))
        for player in order:
            chance *= stacks[player] / left
            left -= stacks[player]
        for place, player in enumerate(order[: len(payouts)]):
            places[player, place] += chance
    return places @ np.array(payouts), places


@pytest.mark.parametrize("seed", range(8))
def test_every_finishing_order_by_the_rule(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(2, 7)
    stacks = [float(rng.randint(1, 10_000)) for _ in range(n)]
    payouts = sorted((rng.random() for _ in range(rng.randint(1, n))), reverse=True)
    r = icm(stacks, payouts)
    equity, places = every_order(stacks, payouts)
    assert r.equity == pytest.approx(tuple(equity), abs=1e-12)
    np.testing.assert_allclose(r.places, places, rtol=0, atol=1e-12)
    assert math.fsum(r.equity) == pytest.approx(sum(payouts), abs=1e-12)
    assert r.places.sum(axis=0) == pytest.approx(np.ones(len(payouts)))  # each place goes to someone


def test_published_figures() -> None:
    # A 50/30/20 sit-and-go with four left: the big blind folding to a push, winning and splitting.
    p = [0.5, 0.3, 0.2]
    assert icm([3775, 2975, 3375, 3375], p).equity[1] == pytest.approx(0.2303, abs=5e-5)
    assert icm([0, 6750, 3375, 3375], p).equity[1] == pytest.approx(0.3833, abs=5e-5)
    assert icm([3375] * 4, p).equity == pytest.approx((0.25,) * 4)
    # Stacks of 1,600, 1,400, 7,800 and 2,700: the last one's equity, and after it doubles up.
    assert icm([1600, 1400, 7800, 2700], p).equity[3] == pytest.approx(0.2563, abs=5e-5)
    assert icm([1600, 1400, 4500, 6000], p).equity[3] == pytest.approx(0.3566, abs=5e-5)


@pytest.mark.parametrize("scale", [5e-324, 1e-300, 1e-150, 1.0, 1e150, 1e300])
def test_any_scale_of_chips_gives_the_same_equity(scale: float) -> None:
    """The model reads only ratios: subnormal stacks (NaN equities once) and huge ones alike."""
    stacks = [7.0, 3.0, 1.0, 0.0]  # times 5e-324: 7, 3 and 1 of the smallest float above 0
    payouts = [0.5, 0.3, 0.15, 0.05]
    expected, _ = every_order(stacks[:3], payouts[:3])
    assert icm([s * scale for s in stacks], payouts).equity == pytest.approx((*expected, 0.05), rel=1e-12)


def test_stacks_far_apart_within_the_ratio() -> None:
    """A stack 1e-299 of the largest still counts its share (1 and 1e-310 gave NaN)."""
    r = icm([1.0, 1e-299, 3e-299], [0.5, 0.3, 0.2])
    assert r.equity == pytest.approx((0.5, 0.225, 0.275), rel=1e-12)


def test_winner_takes_all_is_the_chip_share() -> None:
    r = icm(np.array([100, 300, 600]), [1.0])
    assert r.equity == pytest.approx((0.1, 0.3, 0.6))


def test_busted_players_share_the_places_below() -> None:
    r = icm([1000, 0, 500, 0], [50, 30, 15, 5])
    alive = icm([1000, 500], [50, 30]).equity
    assert r.equity == pytest.approx((alive[0], 10.0, alive[1], 10.0))  # (15 + 5) / 2 each
    assert r.places[1].tolist() == [0.0, 0.0, 0.5, 0.5]


def test_data_and_text() -> None:
    r = icm([5000, 3000, 2000], [0.5, 0.3, 0.2])
    data = json.loads(json.dumps(r.to_dict()))
    assert data["equity"] == list(r.equity) and len(data["places"]) == 3
    assert str(r).splitlines()[0] == "player 1: 5000 chips (50.0%), equity 0.3839 (38.4% of the payouts)"


def first_three_places(stacks: np.ndarray) -> np.ndarray:
    """(players, 3): the chances of places 1 to 3 by the rule, summed over who placed above, as arrays."""
    total = stacks.sum()
    first = stacks / total
    # second[i] = sum over j != i of first[j] * s_i / (total - s_j)
    pair = (first / (total - stacks))[:, None] * stacks[None, :]  # pair[j, i]: j first, then i
    np.fill_diagonal(pair, 0.0)
    second = pair.sum(axis=0)
    # third[i] = sum over j != k, both != i, of pair[j, k] * s_i / (total - s_j - s_k)
    left = total - stacks[:, None] - stacks[None, :]
    third = np.zeros(len(stacks))
    for i in range(len(stacks)):
        weights = pair / left
        weights[i, :] = 0.0
        weights[:, i] = 0.0
        third[i] = stacks[i] * weights.sum()
    return np.stack([first, second, third], axis=1)


def test_many_players_few_places_by_the_rule() -> None:
    rng = np.random.default_rng(5)
    stacks = np.concatenate([rng.integers(1, 100_000, 118).astype(float), [0.5, 3e6]])  # a short and a long one
    r = icm(stacks, [0.5, 0.3, 0.2])
    np.testing.assert_allclose(r.places, first_three_places(stacks), rtol=1e-12, atol=0)
    assert math.fsum(r.equity) == pytest.approx(1.0)


def test_hundreds_of_players_few_places_are_quick() -> None:
    r = icm([1000.0 + i for i in range(600)], [0.5, 0.3, 0.2])  # 179,701 sets of placed players, in 0.3 s
    assert math.fsum(r.equity) == pytest.approx(1.0)
    assert r.equity[599] > r.equity[0] and r.places.sum(axis=0) == pytest.approx(np.ones(3))


@pytest.mark.parametrize(
    ("stacks", "payouts", "error", "message"),
    [
        ([], [1], ValueError, "stacks must hold one number at least, got none"),
        ("1000", [1], TypeError, "stacks must be a sequence of numbers, not str"),
        ([100, "5"], [1], TypeError, "stacks: item 2 must be a number, not str"),
        ([100, True], [1], TypeError, "stacks: item 2 must be a number, not bool"),
        ([100, math.nan], [1], ValueError, "stacks: item 2 must be a finite number, got nan"),
        ([100, 10**400], [1], ValueError, "stacks: item 2 must be a number a float holds, got one of 401 digits"),
        ([100, -5], [1], ValueError, "stacks must be at least 0 chips each with some above 0"),
        ([0, 0], [1], ValueError, "with some above 0"),
        ([100, 200], [0.5, 0.3, 0.2], ValueError, "3 payouts for 2 players"),
        ([1e308, 1e308], [1], ValueError, "stacks are too large: their total is more than a float holds"),
        ([1, 1e-310, 1e-310], [1], ValueError, r"within a factor 1e\+300 of each other \(or 0\), got 1e-310 against 1"),
        ([1e300, 1e-10], [1], ValueError, "within a factor 1e"),
        ([100, 200], [0.3, 0.5], ValueError, "each at most the one before"),
        ([100, 200], [1, -1], ValueError, "payouts must be at least 0"),
        ([100, 200], [0, 0], ValueError, r"payouts must have one above 0 at least, got \[0, 0\]"),
        ([100] * 30, [1.0] * 30, ValueError, "too large"),
        (
            [100] * 200_000,
            [0.6, 0.4],
            ValueError,
            "200,000 players with chips and 2 paid places is too large: more than 2,097,152 sets of players "
            "that can take the top places, or 200,000,000 steps",
        ),  # fmt: skip
        # Counted up to the limit only: the whole count (thousands of digits) once took seconds and
        # made a message of 2,000 characters.
        ([100] * 10_000, [1.0] * 5_000, ValueError, r"^icm: 10,000 players .{0,200}$"),
        ([-1] * 10_000, [1.0], ValueError, r"got \[-1, -1, -1, -1, -1, -1, -1, -1, ...\] \(10,000 in all\)$"),
    ],
)
def test_bad_input_is_named(stacks: object, payouts: object, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        icm(stacks, payouts)  # type: ignore[arg-type]


def test_notebook_table() -> None:
    html = icm([5000, 3000, 2000], [50, 30, 20])._repr_html_()
    assert html.count("<tr>") == 4 and "place 3" in html and "38.39%" in html  # 38.39 of 100 for player 1


def test_notebook_table_of_many_players_shows_the_first() -> None:
    """The first 20 players and 9 places, then '...': 100,000 players made 35 MB of HTML."""
    result = icm(list(range(1000, 101_000)), [1])
    html = result._repr_html_()
    assert len(html) < 20_000 and "the first 20 of 100,000 players" in html and html.count("<tr>") == 22
    wide = icm(list(range(1, 22)), [1.0] * 10)._repr_html_()
    assert "place 9" in wide and "place 10" not in wide and wide.count("<tr>") == 22  # 20, '...', header
    assert f"{wide_equity(wide)}" == f"{icm(list(range(1, 22)), [1.0] * 10).equity[0]:.4f}"


def wide_equity(html: str) -> str:
    """The first player's equity cell (the fourth of its row)."""
    first_row = html.split("<tbody><tr>")[1]
    return first_row.split("</td>")[3].rsplit(">", 1)[1]


def test_deep_walks_are_bounded_by_their_sets() -> None:
    """Within the steps' bound, 23 players with all paid took 20 s and 24 with 12 paid 770 MB:
    the sets of placed players are bounded too, and refused at once."""
    started = time.perf_counter()
    for players, paid in [(22, 22), (24, 12)]:
        with pytest.raises(ValueError, match=f"{players} players with chips and {paid} paid places is too large"):
            icm(list(range(1, players + 1)), [1.0] * paid)
    assert time.perf_counter() - started < 5
    assert len(icm(list(range(1, 19)), [1.0] * 18).equity) == 18  # (262,143 sets: well inside)
