"""Exhaustive and random agreement of the three evaluators (fast, prime method, brute force)."""

from __future__ import annotations

import pytest

import holdEm
from holdEm._core import census

# Standard counts per hand code 1..10.
FIVE_CARD_COUNTS = {
    1: 1_302_540,
    2: 1_098_240,
    3: 123_552,
    4: 54_912,
    5: 10_200,
    6: 5_108,
    7: 3_744,
    8: 624,
    9: 36,
    10: 4,
}
SEVEN_CARD_COUNTS = {
    1: 23_294_460,
    2: 58_627_800,
    3: 31_433_400,
    4: 6_461_620,
    5: 6_180_020,
    6: 4_047_644,
    7: 3_473_184,
    8: 224_848,
    9: 37_260,
    10: 4_324,
}


def test_every_five_card_hand() -> None:
    result = census.five_card()
    assert result["hands"] == 2_598_960
    assert result["category_counts"] == FIVE_CARD_COUNTS
    assert result["distinct_strengths"] == 7462
    assert result["prime_disagreements"] == 0
    assert result["brute_disagreements"] == 0
    assert result["batch_mismatches"] == 0  # evaluate_batch's kernels on every hand


def test_every_seven_card_hand() -> None:
    # About 2 s on two cores: fast evaluator and prime method on all 133,784,560 hands.
    result = census.seven_card()
    assert result["hands"] == 133_784_560
    assert result["category_counts"] == SEVEN_CARD_COUNTS
    assert sum(result["category_counts"][c] for c in (9, 10)) == 41_584
    assert result["distinct_strengths"] == 4824
    assert result["prime_disagreements"] == 0
    assert result["batch_mismatches"] == 0  # evaluate_batch's kernels on every hand


@pytest.mark.parametrize("size", [6, 7])
def test_brute_force_agrees_on_two_million_random_hands(size: int) -> None:
    result = census.random(2_000_000, size, seed=20261129)
    assert result["hands"] == 2_000_000
    assert result["brute_disagreements"] == 0
    assert result["batch_mismatches"] == 0
    assert result["distinct_strengths"] > 4000  # the sample really spans the strengths


def test_random_census_does_not_depend_on_the_thread_count() -> None:
    runs = [census.random(30_000, 7, seed=7, threads=t) for t in (1, 2, 3)]
    assert runs[0]["category_counts"] == runs[1]["category_counts"] == runs[2]["category_counts"]
    assert census.random(30_000, 7, seed=8)["category_counts"] != runs[0]["category_counts"]


def test_census_rejects_bad_size() -> None:
    with pytest.raises(ValueError, match="size"):
        census.random(10, 4)


def test_seven_card_histogram_by_enumeration() -> None:
    histogram = census.seven_card_histogram()
    assert len(histogram) == 7463 and histogram[0] == 0
    assert sum(histogram) == 133_784_560
    by_code = dict.fromkeys(range(1, 11), 0)
    for strength, count in enumerate(histogram[1:], start=1):
        by_code[holdEm.category(strength)] += count
    assert by_code == SEVEN_CARD_COUNTS
    assert sum(1 for n in histogram if n) == 4824
