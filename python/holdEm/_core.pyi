"""Type stubs for holdEm._core (the C++ extension)."""

from collections.abc import Callable, Iterable, Sequence
from typing import Any

_Cards = str | Iterable[int] | Iterable[str]

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
    exact: bool | None,
    trials: int,
    target_stderr: float,
    time_limit: float,
    threads: int,
    seed: int,
    progress: Callable[[_EquityTuple], Any] | None,
) -> _EquityTuple: ...
def parse_range(text: str) -> dict[str, float]: ...
