"""The calls' counts, indices and switches: their types and their checks, each made once.

NumPy's scalars are taken as well as Python's (``threads=np.int64(2)``, ``exact=np.True_``), so that
typed code passing what a NumPy computation gave needs no casts; a bool is never a count.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from numbers import Integral, Real
from typing import Any, Union

import numpy as np

from holdEm import _core

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


def check_int(name: str, value: Any, wanted: str = "an int") -> int:
    """``value`` as an int: Python's or NumPy's (TypeError for another type, a bool included, saying
    that ``name`` must be ``wanted``); the callers check its range, each with its own words."""
    if isinstance(value, bool) or not isinstance(value, Integral):
        raise TypeError(f"{name} must be {wanted}, not {type(value).__name__}")
    return int(value)


def check_number(
    name: str,
    value: Any,
    *,
    low: float = -math.inf,
    low_open: bool = False,
    high: float = math.inf,
    why: str | None = None,
) -> float:
    """``value`` as a float, checked: a real number (NumPy's too), finite, above ``low`` (or at it
    unless ``low_open``) and at most ``high``; TypeError or ValueError naming ``name``."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, Real):
        raise TypeError(f"{name} must be a number, not {type(value).__name__}")
    try:
        number = float(value)
    except OverflowError:  # an int past a float's range (10**400)
        raise ValueError(f"{name} must be a number a float holds, got one of {len(str(value))} digits") from None
    below = number <= low if low_open else number < low
    if not math.isfinite(number) or below or number > high:
        bound = why or (f"above {low:g}" if low_open else f"at least {low:g}" if low > -math.inf else "") + (
            f" and at most {high:g}" if math.isfinite(high) else ""
        )
        raise ValueError(f"{name} must be a finite number {bound}".rstrip() + f", got {value!r}")
    return number


def check_numbers(name: str, values: Any) -> list[float]:
    """A non-empty sequence (a NumPy array too) of finite real numbers, as floats; TypeError or
    ValueError naming ``name`` and the item."""
    if isinstance(values, np.ndarray):
        values = values.tolist() if values.ndim == 1 else values
    if isinstance(values, (str, bytes)) or not isinstance(values, Sequence):
        raise TypeError(f"{name} must be a sequence of numbers, not {type(values).__name__}")
    if not values:
        raise ValueError(f"{name} must hold one number at least, got none")
    return [check_number(f"{name}: item {i + 1}", value) for i, value in enumerate(values)]


def check_index(name: str, value: Any, count: int) -> int:
    """``value`` as an index 0..count - 1 (a player)."""
    index = check_int(name, value, f"an int 0..{count - 1}")
    if not 0 <= index < count:
        raise ValueError(f"{name} must be 0..{count - 1}, got {index}")
    return index


def check_trials(trials: Any) -> int:
    """``trials`` (Monte Carlo deals) as the core takes it: 0 when not given, else 1 to 2**50."""
    if trials is None:
        return 0
    trials = check_int("trials", trials)
    if trials <= 0:
        raise ValueError(f"trials must be positive, got {trials}")
    if trials > _core.MAX_TRIALS:
        raise ValueError(f"trials must be at most 2**{_core.MAX_TRIALS.bit_length() - 1}, got {trials}")
    return trials


def refuse_sampling_when_exact(exact: bool | None, **sampling: float | None) -> None:
    """Refuses a Monte Carlo setting (``trials=``, ``target_stderr=``) given with ``exact=True``:
    an enumeration would ignore it, so say so rather than drop it."""
    for name, value in sampling.items():
        if exact and value:
            raise ValueError(f"exact=True enumerates every deal: {name} is for Monte Carlo (exact=False or None)")


def check_seed(seed: Any) -> int | None:
    """``seed`` as None or an int (any, taken mod 2**64 by the engine)."""
    return None if seed is None else check_int("seed", seed)


def check_client(client: Any) -> None:
    """A Dask client that is running; ValueError for a closed one (it fails deep inside Dask, after
    a table's folder is written)."""
    if getattr(client, "status", "running") != "running":
        raise ValueError(f"the Dask client is {client.status}, not running: open another one")
