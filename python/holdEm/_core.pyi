"""Type stubs for holdEm._core, the C++ extension."""

from collections.abc import Iterable

import numpy as np
import numpy.typing as npt

Cards = str | Iterable[int | str]

# --- Omaha --------------------------------------------------------------------

def evaluate_omaha(board: Cards, hole: Cards) -> int: ...
def omaha_table_bytes() -> int: ...
def _best_omaha_hand(board: Cards, hole: Cards) -> tuple[int, int, list[int], str]: ...
def _evaluate_omaha_batch(
    boards: npt.NDArray[np.uint8], holes: npt.NDArray[np.uint8], threads: int = 1, validate: bool = True
) -> npt.NDArray[np.uint16]: ...

class census:
    @staticmethod
    def omaha_exhaustive() -> dict[str, int]: ...
    @staticmethod
    def omaha_random(
        count: int, hole_size: int, seed: int = 1, threads: int = 0, brute_every: int = 64
    ) -> dict[str, object]: ...
