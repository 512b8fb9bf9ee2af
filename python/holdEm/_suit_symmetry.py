"""The suit permutations under which a spot is unchanged: the analyses compute one member of each
class of combos, flops or cards alike up to them."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from holdEm._players import card_mask


def permuted_card(card: int, perm: tuple[int, ...]) -> int:
    """The card with its suit sent to ``perm[suit]``."""
    return card - card % 4 + perm[card % 4]


def combo_image(combo: tuple[int, int], perm: tuple[int, ...]) -> tuple[int, int]:
    """A combo (low card first) under the suit permutation, low card first."""
    a, b = sorted((permuted_card(combo[0], perm), permuted_card(combo[1], perm)))
    return (a, b)


def suit_symmetries(
    known: int, others: Sequence[dict[tuple[int, int], float]], *, fixed: Sequence[int] = ()
) -> list[tuple[int, ...]]:
    """The suit permutations that map each card set in ``known`` and ``fixed`` (the board, the
    dead cards) onto itself and every opponent's range onto itself (weights included): under
    them every quantity of the problem is unchanged."""
    out = []
    for perm in itertools.permutations(range(4)):
        if any(card_mask(permuted_card(c, perm) for c in range(52) if s >> c & 1) != s for s in (known, *fixed)):
            continue
        if all(r.get(combo_image(combo, perm), 0.0) == w for r in others for combo, w in r.items()):
            out.append(perm)
    return out
