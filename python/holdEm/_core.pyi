"""Type stubs for holdEm._core (the C++ extension)."""

from collections.abc import Callable, Iterable, Sequence
from typing import Any, Optional, Union

_Cards = Union[str, Iterable[int], Iterable[str]]

# --- equity (cpp/bindings/bind_equity.cpp)
_EquityTuple = tuple[
    tuple[float, ...],  # equity
    tuple[float, ...],  # win
    tuple[float, ...],  # tie
    tuple[tuple[float, ...], ...],  # categories, per player, hand codes 1..10
    tuple[float, ...],  # stderr
    int,  # trials
    bool,  # exact
    float,  # elapsed seconds
]

def _equity(
    hands: Sequence[_Cards],
    board: _Cards,
    dead: _Cards,
    game: str,
    exact: Optional[bool],
    trials: int,
    target_stderr: float,
    time_limit: float,
    threads: int,
    seed: int,
    progress: Optional[Callable[[_EquityTuple], Any]],
) -> _EquityTuple: ...
def parse_range(text: str) -> dict[str, float]: ...
