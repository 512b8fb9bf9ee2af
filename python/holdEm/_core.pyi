"""Type stubs for holdEm._core (the C++ extension).  Each bound part adds its own section."""

from typing import Any

# Parts without a section yet.
def __getattr__(name: str) -> Any: ...

# --- The comparator pipeline (cpp/bindings/bind_comparator.cpp) ---

class _StreamComparator:
    """The comparator over a byte stream: feed() answers every complete line."""

    def __init__(
        self, *, ties_equals: bool = False, five_card_draw: bool = False, debug: bool = False
    ) -> None: ...
    def feed(self, data: bytes) -> tuple[bytes, bytes]:
        """Answers the complete lines in data; returns (answers, diagnostics)."""
    def finish(self) -> tuple[bytes, bytes]:
        """Answers a last line without a line end; returns (answers, diagnostics)."""
    @property
    def lines(self) -> int: ...
    @property
    def errors(self) -> int: ...

def _compare_line(
    line: str, *, ties_equals: bool = False, five_card_draw: bool = False, debug: bool = False
) -> tuple[str, str]:
    """(answer, debug description) of one line; ValueError names the problem of a bad line."""

class _SampleGenerator:
    """The original validator's random comparator input lines."""

    def __init__(self, seed: int, players: int, omaha: bool = False) -> None: ...
    def generate(self, count: int) -> bytes:
        """count sample lines, each ending in a newline."""
    @staticmethod
    def max_players(omaha: bool) -> int: ...
