"""Hand evaluation helpers on top of the C++ core: best five and NumPy batches."""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any, Union, overload

import numpy as np
import numpy.typing as npt

from holdEm import _core
from holdEm._arguments import Flag, Integer, check_flag
from holdEm._threads import check_threads
from holdEm.gpu import check_device, evaluate_batch_cuda

#: Cards wherever they are taken: text ("AsKd7h"), or card numbers or names one by one (a list,
#: a tuple, a NumPy array, any iterable).
CardsLike = Union[str, Iterable[int], Iterable[str]]
_FACES = "23456789TJQKA"  # a card's face, by its text's first letter


@dataclass(frozen=True)
class BestHand:
    """The verdict on a hand: strength (1..7462, or 1..1404 in short deck), hand code 1..10, its
    name, the best five."""

    strength: int
    category: int
    cards: tuple[str, ...]
    """The best five cards, most significant first (``('Ks', 'Kd', 'Ah', 'Qc', '9s')``; the ace of
    a five-high straight, or of short deck's A-6-7-8-9, last)."""
    score: str
    """The original comparator's score string, e.g. ``'50908070605'``: the hand code's digit and
    the five faces.  In short deck it describes the hand but does not order it (a flush beats a
    full house there): compare strengths."""

    @property
    def name(self) -> str:
        """The hand code's name: ``'Two pair'``, ``'Royal flush'``, ..."""
        return _core.category_name(self.category)

    def __str__(self) -> str:
        return f"{self.name} ({' '.join(self.cards)}), strength {self.strength}"


def best_hand(cards: CardsLike, game: str = "holdem") -> BestHand:
    """Strength, hand code, name and best five cards of 5, 6 or 7 cards, by the rules of
    ``game``: ``"holdem"``, ``"shortdeck"`` or ``"shortdeck-triton"``.

    >>> best_hand("AsKsQsJsTs9h2c").name
    'Royal flush'
    >>> best_hand("As6d7h8c9sKhQd", game="shortdeck").cards   # A-6-7-8-9, short deck's lowest straight
    ('9s', '8c', '7h', '6d', 'As')
    """
    if game == "holdem":  # the common case: no second look at the game
        return BestHand(**_core._best_hand(cards))
    held = _core.parse_cards(cards if isinstance(cards, str) else list(cards))  # (a generator read once)
    strength = _core.evaluate(held, game)  # checks the cards and the game
    # The five that alone have the hand's strength; Hold'em's view of them orders them, except
    # for A-6-7-8-9, a straight only here (its ace plays low, as in Hold'em's five-high straight).
    five = next(f for f in itertools.combinations(held, 5) if _core.evaluate(list(f), game) == strength)
    code = _core.category(strength, game)
    holdem = BestHand(**_core._best_hand(list(five)))
    if holdem.category == code:
        return replace(holdem, strength=strength)
    cards_low_ace = tuple(sorted(holdem.cards, key=lambda card: (card[0] != "A", _FACES.index(card[0])), reverse=True))
    faces = "".join(f"{_FACES.index(card[0]) + 2:02d}" if card[0] != "A" else "01" for card in cards_low_ace)
    return BestHand(strength, code, cards_low_ace, f"{min(code, 9)}{faces}")


@overload
def evaluate_batch(
    cards: npt.ArrayLike,
    *,
    threads: Integer = ...,
    validate: Flag = ...,
    game: str = ...,
    device: str = ...,
    out: None = ...,
) -> npt.NDArray[np.uint16]: ...
@overload
def evaluate_batch(
    cards: Any, *, threads: Integer = ..., validate: Flag = ..., game: str = ..., device: str = ..., out: Any
) -> Any: ...
def evaluate_batch(
    cards: Any,
    *,
    threads: Integer = 1,
    validate: Flag = True,
    game: str = "holdem",
    device: str = "cpu",
    out: Any = None,
) -> Any:
    """Strengths of many hands at once.

    ``cards`` is an array of shape (N, 5), (N, 6) or (N, 7) of card ints
    (uint8 is used as is; other integer types are range-checked and
    converted).  Returns an (N,) uint16 array.  ``threads=0`` uses every core;
    the GIL is released, and a uint8 array is read where it is, not copied:
    another thread must not change it during the call (rows changed after
    their check give meaningless strengths, never a crash).
    ``validate=False`` skips the per-row checks (cards below 52, no
    duplicates in a row): only for data known to be valid.
    ``game``: ``"holdem"`` (strengths 1..7462) or short deck, ``"shortdeck"``
    or ``"shortdeck-triton"`` (1..1404, as ``evaluate(cards, game=...)``;
    validation then also rejects cards below six).

    ``device="cuda"`` evaluates on the GPU (the optional CUDA backend, see
    :func:`holdEm.cuda_available`; Hold'em only): a host array is copied in
    and its strengths copied out; a device array (anything with
    ``__cuda_array_interface__``, uint8 of shape (N, 5|6|7), C-contiguous)
    is evaluated in place into ``out``, a device array of N uint16, which
    is returned.  ``threads`` is not used there.  Without the backend or a
    device it raises ``RuntimeError`` saying which is missing.
    """
    validate = check_flag("validate", validate)
    if isinstance(game, str):
        game = game.strip().lower()  # any case, as equity and the other game= arguments
    if check_device(device) == "cuda":
        if game != "holdem":
            raise ValueError(f"device='cuda' evaluates Hold'em only, not game={game!r}")
        if hasattr(cards, "__cuda_array_interface__"):
            return evaluate_batch_cuda(cards, validate, out)
        return evaluate_batch_cuda(_card_array(cards), validate, out)
    if out is not None:
        raise ValueError("out= is for device='cuda' with device arrays")
    return _core._evaluate_batch(_card_array(cards), check_threads(threads), validate, game)


def card_ints(cards: npt.ArrayLike, caller: str, what: str = "") -> npt.NDArray[np.uint8]:
    """``cards`` (an integer array of card ints) as uint8, range-checked when converted: a bad card
    is named with its row, as the core names one in a uint8 array (``what``: the argument's name,
    where a call takes more than one)."""
    array = np.asarray(cards)
    if array.dtype == np.uint8:  # the core checks these, row by row
        return array
    if array.dtype.kind not in "iu":
        got = f"{what} of dtype" if what else "dtype"
        raise TypeError(f"{caller} needs an integer array of card ints, got {got} {array.dtype}")
    array = np.ascontiguousarray(array)  # (a strided view is read once; the checks then run at memory speed)
    if array.size and (array.min() < 0 or array.max() > 51):  # (the where only on an error)
        bad = np.argwhere((array < 0) | (array > 51))
        where = (f"{what}: " if what else "") + (f"row {bad[0][0]}: " if array.ndim == 2 else "")
        raise ValueError(f"{where}card {array[tuple(bad[0])]} out of range 0..51")
    return array.astype(np.uint8)


def _card_array(cards: npt.ArrayLike) -> npt.NDArray[np.uint8]:
    """``cards`` as a C-contiguous (N, 5|6|7) uint8 array, range-checked when converted."""
    array = card_ints(cards, "evaluate_batch")
    if array.ndim != 2 or array.shape[1] not in (5, 6, 7):
        raise ValueError(f"evaluate_batch takes an array of shape (N, 5|6|7), got shape {array.shape}")
    return np.ascontiguousarray(array)
