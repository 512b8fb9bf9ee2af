"""The calls' counts, indices and switches: their types and their checks, each made once.

NumPy's scalars are taken as well as Python's (``threads=np.int64(2)``, ``exact=np.True_``), so that
typed code passing what a NumPy computation gave needs no casts; a bool is never a count.
"""

from __future__ import annotations

from numbers import Integral
from typing import Any, Union

import numpy as np

#: A whole number: threads, a player index, a seed.
Integer = Union[int, np.integer[Any]]
#: A switch: exact, validate, recompute.
Flag = Union[bool, np.bool_]


def check_flag(name: str, value: Any) -> bool:
    """``value`` as True or False (NumPy's too); TypeError otherwise (a string would be true)."""
    if not isinstance(value, (bool, np.bool_)):
        raise TypeError(f"{name} must be True or False, not {value!r:.40}")
    return bool(value)


def check_exact(exact: Any) -> bool | None:
    """``exact`` as None, True or False (NumPy's True and False too)."""
    if exact is None:
        return None
    if not isinstance(exact, (bool, np.bool_)):
        raise TypeError(f"exact must be None, True or False, not {exact!r}")
    return bool(exact)


def check_index(name: str, value: Any, count: int) -> int:
    """``value`` as an index 0..count - 1 (a player): an int, NumPy's too (TypeError for another
    type, a bool included; ValueError out of range)."""
    if isinstance(value, bool) or not isinstance(value, Integral):
        raise TypeError(f"{name} must be an int 0..{count - 1}, not {type(value).__name__}")
    if not 0 <= value < count:
        raise ValueError(f"{name} must be 0..{count - 1}, got {value!r}")
    return int(value)


def check_seed(seed: Any) -> int | None:
    """``seed`` as None or an int (any, taken mod 2**64 by the engine)."""
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, Integral)):
        raise TypeError(f"seed must be an int, not {type(seed).__name__}")
    return None if seed is None else int(seed)
