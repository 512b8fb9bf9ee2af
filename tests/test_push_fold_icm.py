"""push_fold_icm: winner-take-all heads-up is the chip game; each player's best response combo by
combo under ICM, the stacks after each ending worked out here by the betting rules; bad input."""

from __future__ import annotations

import numpy as np
import pytest
from push_fold_reference import ComboGame

from holdEm import icm, push_fold, push_fold_icm


def results_by_the_rules(
    stacks: list[float], payouts: list[float], small_blind: float, big_blind: float, ante: float
) -> dict[str, tuple[float, float]]:
    """(SB, BB) ICM equity after each ending: every player antes, the blinds post, the others have
    folded; a push puts the SB's whole stack in, a call the BB's, the excess of the bigger one back."""

    def settle(sb_in: float, bb_in: float, sb_share: float) -> tuple[float, float]:
        pot = sb_in + bb_in + ante * len(stacks)
        chips = [s - ante for s in stacks]
        chips[0] += pot * sb_share - sb_in
        chips[1] += pot * (1 - sb_share) - bb_in
        equity = icm(chips, payouts).equity
        return equity[0], equity[1]

    all_in = min(stacks[0], stacks[1]) - ante  # the bigger stack's excess is never in the pot
    return {
        "fold": settle(small_blind, big_blind, 0.0),
        "steal": settle(small_blind, big_blind, 1.0),
        "win": settle(all_in, all_in, 1.0),
        "lose": settle(all_in, all_in, 0.0),
        "tie": settle(all_in, all_in, 0.5),
    }


@pytest.mark.parametrize(
    ("stacks", "big_blind", "ante"), [([10, 10], 1, 0.0), ([10, 25], 1, 0.0), ([2500, 1200], 100, 12.5)]
)
def test_winner_take_all_heads_up_is_the_chip_game(stacks: list[float], big_blind: float, ante: float) -> None:
    tournament = push_fold_icm(stacks, [1.0], big_blind=big_blind, ante=ante)
    chips = push_fold(min(stacks) / big_blind, ante=ante / big_blind)
    assert tournament.push == pytest.approx(chips.push, abs=1e-9)
    assert tournament.call == pytest.approx(chips.call, abs=1e-9)
    assert tournament.stack == chips.stack and tournament.ante == chips.ante


def test_winner_take_all_at_a_full_table_is_chips_with_dead_antes() -> None:
    # Nine players of 12 BB, antes of 0.125 BB: the seven who folded leave their antes in the pot.
    s = push_fold_icm([1200] * 9, [1.0], big_blind=100, ante=12.5)
    a, dead, stack = 0.125, 7 * 0.125, 12.0
    chips = {"fold": (-(0.5 + a), 0.5 + a + dead), "steal": (1 + a + dead, -(1 + a)),
             "win": (stack + dead, -stack), "lose": (-stack, stack + dead), "tie": (dead / 2, dead / 2)}  # fmt: skip
    ComboGame(chips).check_best_responses(s, tolerance=1e-6)  # (chips, where s counts shares of them)
    assert s.push_share > push_fold(12, ante=a).push_share  # more dead money: more pushes


SPOTS = [
    ([7500, 3000, 1600, 1400], [0.5, 0.3, 0.2], 150, 300, 0),  # the bubble: the big stack pushes into the BB
    ([3000, 7500, 1600, 1400], [0.5, 0.3, 0.2], 150, 300, 0),  # ... and the BB covers the SB
    ([2000, 3000, 5000], [0.65, 0.35], 200, 400, 25),  # three left, two paid, antes
    ([4000, 4000, 4000, 4000, 4000, 4000], [40, 25, 15, 10, 6, 4], 100, 200, 20),  # a final table
]


@pytest.mark.parametrize(("stacks", "payouts", "small_blind", "big_blind", "ante"), SPOTS)
def test_each_player_plays_a_best_response_in_tournament_equity(
    stacks: list[float], payouts: list[float], small_blind: float, big_blind: float, ante: float
) -> None:
    s = push_fold_icm(stacks, payouts, big_blind=big_blind, small_blind=small_blind, ante=ante)
    ComboGame(results_by_the_rules(stacks, payouts, small_blind, big_blind, ante)).check_equilibrium(s)
    assert s.stacks == tuple(float(x) for x in stacks) and s.payouts == tuple(float(p) for p in payouts)
    assert s.stack == min(stacks[0], stacks[1]) / big_blind


def test_a_satellite_bubble_where_the_small_blind_folds_every_hand() -> None:
    """Two equal seats paid, a short stack left: no push gains (each player's best response worked
    out by the rules), and the answer says so instead of failing on an empty range."""
    stacks, payouts = [3000, 3000, 500], [1.0, 1.0]
    s = push_fold_icm(stacks, payouts, big_blind=100)
    ComboGame(results_by_the_rules(stacks, payouts, 50, 100, 0)).check_equilibrium(s)
    assert s.push_share == 0 and len(s.push_range()) == 0 and s.to_dict()["push_range"] == ""
    assert s.text().splitlines()[1] == "SB pushes 0.0%: no hand"
    assert s.text().splitlines()[2].endswith("(never faced: the SB pushes no hand)")
    assert "SB pushes 0.0% of hands" in s._repr_html_()


def test_the_bubble_tightens_the_calls() -> None:
    # Equal stacks of 10 BB: heads-up in chips the BB calls wider than on a four-handed bubble.
    bubble = push_fold_icm([3000, 3000, 3000, 3000], [0.5, 0.3, 0.2], big_blind=300)
    chips = push_fold(10)
    assert bubble.call_share < chips.call_share - 0.1
    assert all(b <= c for b, c in zip(bubble.call, chips.call))
    lines = bubble.text().splitlines()
    # Everything in chips, as given (it read 'small blind 0.5, big blind 1' beside stacks in chips).
    assert lines[0] == (
        "ICM push/fold equilibrium: stacks 3000, 3000, 3000, 3000 chips (SB, BB, the others), blinds 150/300 "
        "(10 BB effective); payouts 0.5, 0.3, 0.2"
    )
    antes = push_fold_icm([3000, 2000, 3000], [1.0], big_blind=200, small_blind=100, ante=25).text()
    assert "stacks 3000, 2000, 3000 chips (SB, BB, the others), blinds 100/200, ante 25 (10 BB effective)" in antes
    assert lines[3].startswith(f"SB's equity {bubble.value:.4f}, BB's {bubble.bb_value:.4f} in prizes")
    assert "in prizes over a fold" in bubble.hand_line("AA")


def test_a_cut_short_solve_is_honest() -> None:
    stacks, payouts = [6000, 2000, 3000, 1500], [0.5, 0.3, 0.2]
    s = push_fold_icm(stacks, payouts, big_blind=200, tolerance=1e-30, max_iterations=250)
    game = ComboGame(results_by_the_rules(stacks, payouts, 100, 200, 0))
    assert s.exploitability == pytest.approx(max(0.0, game.exploitability(np.array(s.push), np.array(s.call))))


@pytest.mark.parametrize("scale", [1e-300, 1e-3, 1e6, 1e307])
def test_payouts_of_any_size_give_the_same_game_in_their_unit(scale: float) -> None:
    """ICM is linear in the payouts: the same frequencies, every result scaled (payouts near a
    float's limit overflowed the solver: NaN frequencies or a numerical error)."""
    stacks, payouts = [6000, 2000, 3000, 1500], [0.5, 0.3, 0.2]
    unit = push_fold_icm(stacks, payouts, big_blind=200)
    scaled = push_fold_icm(stacks, [p * scale for p in payouts], big_blind=200)
    assert scaled.push == pytest.approx(unit.push, abs=1e-9) and scaled.call == pytest.approx(unit.call, abs=1e-9)
    assert scaled.converged and scaled.payouts == tuple(p * scale for p in payouts)
    for got, base in [(scaled.value, unit.value), (scaled.bb_value, unit.bb_value)] + list(
        zip(scaled.push_gain + scaled.call_gain, unit.push_gain + unit.call_gain)
    ):
        assert got == pytest.approx(base * scale, rel=1e-9, abs=1e-12 * scale)


def test_the_tolerance_is_a_share_of_the_first_payout() -> None:
    """Payouts of 1e-5 and 1e-6 stopped at 250 iterations with exploitability 1.8e-7 of first
    prize, called converged: the tolerance was in the payouts' unit."""
    stacks = [7500, 3000, 1600, 1400]
    tens = push_fold_icm(stacks, [10, 1], big_blind=300)
    tiny = push_fold_icm(stacks, [1e-5, 1e-6], big_blind=300)
    assert tiny.push == pytest.approx(tens.push, abs=1e-9) and tiny.call == pytest.approx(tens.call, abs=1e-9)
    assert tiny.converged and tiny.exploitability <= 1e-9 * 1e-5


def test_the_result_carries_the_big_blind_in_chips() -> None:
    """Under ICM to_dict's small blind and ante are in big blinds, as the chip game's: the big
    blind in chips says what they were (and the chip game's is 1, its unit)."""
    s = push_fold_icm([7500, 3000, 1600, 1400], [50, 30, 20], big_blind=300, small_blind=100, ante=25)
    data = s.to_dict()
    assert data["big_blind"] == 300 and data["small_blind"] * 300 == pytest.approx(100)
    assert data["ante"] * 300 == pytest.approx(25) and "blinds 100/300, ante 25" in s.text()
    assert push_fold(10).to_dict()["big_blind"] == 1.0


@pytest.mark.parametrize(
    ("args", "kwargs", "error", "message"),
    [
        (([1000], [1]), {"big_blind": 100}, ValueError, "stacks must hold the small blind's and the big blind's"),
        (([1000, 100], [1]), {"big_blind": 100}, ValueError, r"the big blind must have more than its blind plus"),
        (([50, 1000], [1]), {"big_blind": 100}, ValueError, r"the small blind must have more than its blind plus"),
        (([1000, 1000, 10], [1]), {"big_blind": 100, "ante": 10}, ValueError, "every other player must have more"),
        (([1000, 1000], [1]), {"big_blind": 0}, ValueError, "big_blind must be a finite number above 0"),
        (([5e307, 5e307], [1]), {"big_blind": 1e-5}, ValueError, r"big_blind must be at least .* over 1e\+09"),
        (([1e20, 3000], [1]), {"big_blind": 300}, ValueError, r"at least the largest stack over 1e\+09"),
        (([1000, 1000], [1e308, 1e308]), {"big_blind": 100}, ValueError, "payouts are too large"),
        (([1000, 1000], [1]), {"big_blind": 100, "small_blind": 150}, ValueError, "small_blind must be"),
        (([1000, 1000], [1]), {"big_blind": 100, "ante": -1}, ValueError, "ante must be"),
        (([1000, 1000], [0.2, 0.5]), {"big_blind": 100}, ValueError, "each at most the one before"),
        (([1000, "x"], [1]), {"big_blind": 100}, TypeError, "stacks: item 2 must be a number"),
        (([1000, 1000], [1]), {"big_blind": 100, "max_iterations": 5}, ValueError, "max_iterations"),
    ],
)
def test_bad_input_is_named(args: tuple, kwargs: dict, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        push_fold_icm(*args, **kwargs)
