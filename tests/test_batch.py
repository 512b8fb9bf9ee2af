"""evaluate_batch: NumPy batches, threads, validation."""

from __future__ import annotations

import numpy as np
import pytest

import holdEm


def random_hands(n: int, width: int, seed: int = 3) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n, 52)), axis=1)[:, :width].astype(np.uint8)


@pytest.mark.parametrize("width", [5, 6, 7])
def test_batch_equals_single_calls(width: int) -> None:
    hands = random_hands(2000, width)
    strengths = holdEm.evaluate_batch(hands)
    assert strengths.dtype == np.uint16 and strengths.shape == (2000,)
    assert strengths.tolist() == [holdEm.evaluate(row.tolist()) for row in hands]


def test_threads_give_the_same_answer() -> None:
    hands = random_hands(100_000, 7)
    one = holdEm.evaluate_batch(hands, threads=1)
    assert np.array_equal(one, holdEm.evaluate_batch(hands, threads=0))
    assert np.array_equal(one, holdEm.evaluate_batch(hands, threads=7))
    assert np.array_equal(one, holdEm.evaluate_batch(hands, validate=False))


def test_other_integer_dtypes_and_lists() -> None:
    hands = random_hands(50, 7)
    expected = holdEm.evaluate_batch(hands)
    assert np.array_equal(holdEm.evaluate_batch(hands.astype(np.int64)), expected)
    assert np.array_equal(holdEm.evaluate_batch(hands.tolist()), expected)
    assert np.array_equal(holdEm.evaluate_batch(np.asfortranarray(hands)), expected)
    assert holdEm.evaluate_batch(np.zeros((0, 5), dtype=np.uint8)).shape == (0,)


@pytest.mark.parametrize(
    "array, error, message",
    [
        (np.array([[0, 1, 2, 3, 3]], dtype=np.uint8), ValueError, "row 0: duplicate card 2s"),
        (np.array([[0, 1, 2, 3, 4], [0, 1, 2, 3, 52]], dtype=np.uint8), ValueError, "row 1: card 52 out of range"),
        (np.array([[0, 1, 2, 3, 255]], dtype=np.uint8), ValueError, "card 255 out of range"),
        (np.array([[0, 1, 2, 3, -1]]), ValueError, "card -1 out of range"),
        (np.array([[0, 1, 2, 3, 300]]), ValueError, "card 300 out of range"),
        (np.zeros((3, 4), dtype=np.uint8), ValueError, r"shape \(N, 5\|6\|7\)"),
        (np.zeros((3, 8), dtype=np.uint8), ValueError, r"shape \(N, 5\|6\|7\)"),
        (np.zeros(7, dtype=np.uint8), ValueError, r"shape \(N, 5\|6\|7\)"),
        (np.zeros((3, 7), dtype=np.float64), TypeError, "integer array"),
    ],
)
def test_bad_batches(array: np.ndarray, error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        holdEm.evaluate_batch(array)


def test_negative_threads_rejected() -> None:
    with pytest.raises(ValueError, match="threads"):
        holdEm.evaluate_batch(random_hands(3, 5), threads=-1)
