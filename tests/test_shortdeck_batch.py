"""evaluate_batch(game="shortdeck"/"shortdeck-triton") on both kernels (the `kernel` fixture).

Every five-card hand against the independent reference order (tests/shortdeck_reference.py),
random 6- and 7-card batches of sizes off every multiple of 8 (a vector group) and of
16,384 (a block) against single evaluate calls, and bad rows named alike by both kernels.
"""

from __future__ import annotations

import numpy as np
import pytest
from shortdeck_reference import SHORT_DECK, all_five_card_hands, score_best

import holdEm
from holdEm import _core

GAMES = ("shortdeck", "shortdeck-triton")


@pytest.fixture(scope="module")
def five_card_hands() -> np.ndarray:
    return all_five_card_hands()


def random_rows(n: int, width: int, seed: int) -> np.ndarray:
    """``n`` rows of ``width`` distinct short-deck cards."""
    rng = np.random.default_rng(seed)
    return SHORT_DECK[np.argsort(rng.random((n, 36)), axis=1)[:, :width]]


def portable_error(hands: np.ndarray, game: str) -> str:
    """The message the portable kernel's batch raises for ``hands``."""
    _core._set_batch_simd(False)
    try:
        with pytest.raises(ValueError) as error:
            holdEm.evaluate_batch(hands, game=game)
    finally:
        _core._set_batch_simd(True)
    return str(error.value)


@pytest.mark.parametrize("game", GAMES)
def test_every_five_card_hand(five_card_hands: np.ndarray, game: str, kernel: str) -> None:
    assert len(five_card_hands) == 376_992
    reference = np.searchsorted(np.unique(score := score_best(five_card_hands, game)), score) + 1
    for threads in (1, 0):
        strengths = holdEm.evaluate_batch(five_card_hands, game=game, threads=threads)
        np.testing.assert_array_equal(strengths.astype(np.int64), reference)
    sample = five_card_hands[::997]
    singles = [holdEm.evaluate(row.tolist(), game=game) for row in sample]
    assert holdEm.evaluate_batch(sample, game=game).tolist() == singles


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("width", [6, 7])
@pytest.mark.parametrize("n", [1, 7, 13, 16_389, 40_001])
def test_random_batches_match_single_calls(game: str, width: int, n: int, kernel: str) -> None:
    hands = random_rows(n, width, seed=n + width)
    strengths = holdEm.evaluate_batch(hands, game=game)
    step = max(1, n // 600)
    assert strengths[::step].tolist() == [holdEm.evaluate(row.tolist(), game=game) for row in hands[::step]]
    # Against the other kernel on every row, and on every core, with and without validation.
    _core._set_batch_simd(kernel != "vector")
    try:
        other = holdEm.evaluate_batch(hands, game=game)
    finally:
        _core._set_batch_simd(True)
    np.testing.assert_array_equal(strengths, other)
    np.testing.assert_array_equal(holdEm.evaluate_batch(hands, game=game, threads=0), strengths)
    np.testing.assert_array_equal(holdEm.evaluate_batch(hands, game=game, validate=False), strengths)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("width", [5, 7])
@pytest.mark.parametrize("row", [0, 5, 8_007, 20_001, 40_002, 40_004])
@pytest.mark.parametrize(
    "card, message",
    [(None, "duplicate card"), (52, "card 52 out of range"), (15, "card 5s is not in the short deck")],
)
def test_a_bad_row_is_named_as_the_portable_kernel_names_it(
    game: str, width: int, row: int, card: int | None, message: str, kernel: str
) -> None:
    hands = random_rows(40_005, width, seed=row)
    hands[row, width - 1] = hands[row, 0] if card is None else card
    expected = portable_error(hands, game)
    assert expected.startswith(f"row {row}: ") and message in expected
    for threads in (1, 0):
        with pytest.raises(ValueError) as error:
            holdEm.evaluate_batch(hands, game=game, threads=threads)
        assert str(error.value) == expected
    # Without validation nothing is raised and the other rows keep their strengths.
    unchecked = holdEm.evaluate_batch(hands, game=game, validate=False)
    good = np.ones(len(hands), dtype=bool)
    good[row] = False
    valid = random_rows(40_005, width, seed=row)
    np.testing.assert_array_equal(unchecked[good], holdEm.evaluate_batch(valid, game=game)[good])


@pytest.mark.parametrize("threads", [1, 0])
def test_the_first_of_several_bad_rows_is_named(threads: int, kernel: str) -> None:
    hands = random_rows(100_000, 6, seed=5)
    hands[90_000, 2] = 200
    hands[30_001, 4] = 3  # the two of spades
    with pytest.raises(ValueError, match="^row 30001: card 2s is not in the short deck"):
        holdEm.evaluate_batch(hands, game="shortdeck-triton", threads=threads)
