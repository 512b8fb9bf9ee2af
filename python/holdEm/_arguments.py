"""The types of the calls' counts, indices and switches as their checks take them: NumPy's scalars
as well as Python's (``threads=np.int64(2)``, ``exact=np.True_``), so that typed code passing
what a NumPy computation gave needs no casts."""

from __future__ import annotations

from typing import Any, Union

import numpy as np

#: A whole number: threads, a player index, a seed.
Integer = Union[int, np.integer[Any]]
#: A switch: exact, validate, recompute.
Flag = Union[bool, np.bool_]
