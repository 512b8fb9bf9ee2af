"""Type stubs for holdEm._core (the C++ extension).  Each bound part adds its own section."""

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypedDict, overload

import numpy as np
import numpy.typing as npt

_Cards = str | Iterable[int | str]
_Player = _Cards | npt.NDArray[np.integer[Any]]  # an Omaha player may be an (N, hole cards) array of hands

class _pybind11_type(type):
    """The metaclass of every bound class (pybind11_builtins.pybind11_type at runtime)."""

# --- evaluation -------------------------------------------------------------

@overload
def evaluate(cards: _Cards) -> int: ...
@overload
def evaluate(cards: _Cards, game: str) -> int: ...
def parse_cards(cards: _Cards) -> list[int]: ...
def format_cards(cards: _Cards, sep: str = "") -> str: ...
def format_card(card: int) -> str: ...
def category(strength: int, game: str = "holdem") -> int: ...
def category_name(code: int) -> str: ...
def table_bytes() -> int: ...
def shortdeck_table_bytes() -> int: ...

class _BestHandFields(TypedDict):
    """The fields of holdEm.BestHand, by name."""

    strength: int
    category: int
    cards: tuple[str, ...]
    score: str

def _best_hand(cards: _Cards) -> _BestHandFields: ...
def _evaluate_batch(
    cards: npt.NDArray[np.uint8], threads: int = 1, validate: bool = True, game: str = "holdem"
) -> npt.NDArray[np.uint16]: ...
def _set_batch_simd(enabled: bool) -> bool: ...

# --- the original's hand class ---------------------------------------------

class hand(metaclass=_pybind11_type):
    @property
    def handCode(self) -> int: ...
    def __init__(self) -> None: ...
    @overload
    def setCardsFull(self, faces: Sequence[int], suits: Sequence[int]) -> int: ...
    @overload
    def setCardsFull(self, cards: Sequence[Sequence[int]]) -> int: ...
    def SetCardsFull(self, faces: Sequence[int], suits: Sequence[int]) -> int: ...
    def SetCards(
        self,
        holeF: Sequence[int],
        holeS: Sequence[int],
        flopF: Sequence[int],
        flopS: Sequence[int],
        turnF: int = 0,
        turnS: int = 0,
        riverF: int = 0,
        riverS: int = 0,
    ) -> int: ...
    @overload
    def setCards(
        self,
        holeF: Sequence[int],
        holeS: Sequence[int],
        flopF: Sequence[int],
        flopS: Sequence[int],
        turnF: int = 0,
        turnS: int = 0,
        riverF: int = 0,
        riverS: int = 0,
    ) -> int: ...
    @overload
    def setCards(
        self,
        hole: Sequence[Sequence[int]],
        flop: Sequence[Sequence[int]],
        turn: Sequence[Sequence[int]],
        river: Sequence[Sequence[int]],
    ) -> int: ...
    def sortCards(self) -> None: ...
    def findBestHand(self) -> int: ...
    def findBestHandP(self) -> int: ...
    def getHandCode(self) -> int: ...
    def getBestFace(self) -> list[int]: ...
    def getBestSuit(self) -> list[int]: ...
    def getCardsFace(self) -> list[int]: ...
    def getCardsSuit(self) -> list[int]: ...
    def getHandPrimeRank(self) -> int: ...
    def getScore(self) -> int: ...

# --- the original's deck and table classes ---------------------------------
# Faces 2..14 (ace also 1), suits 1..4 (1 = clubs, 2 = diamonds, 3 = hearts, 4 = spades).

class deck(metaclass=_pybind11_type):
    def __init__(self) -> None: ...
    def setDeckFull(self) -> None: ...
    def setDeckPartial(self, igFace: Sequence[int], igSuit: Sequence[int]) -> int: ...
    def setDeckIndex(self, maxIndex: int) -> None: ...
    def remCards(self, remFace: Sequence[int], remSuit: Sequence[int]) -> int: ...
    def shuffleI(self) -> None: ...
    def dealCards(self, numToDeal: int) -> int: ...
    def getDeckSet(self) -> bool: ...
    def getDeckShuffled(self) -> bool: ...
    def getDeckFace(self) -> list[int]: ...
    def getDeckSuit(self) -> list[int]: ...
    def getDeckIndex(self) -> list[int]: ...
    def getNumCards(self) -> int: ...
    def getDealFace(self) -> list[int]: ...
    def getDealSuit(self) -> list[int]: ...
    def setSeed(self, seed: int) -> None: ...

class table(metaclass=_pybind11_type):
    def __init__(self, Np: int) -> None: ...
    def setNoPlayers(self, noP: int) -> int: ...
    def setHoldCards(self, playerAdd: int, holdInF: Sequence[int], holdInS: Sequence[int]) -> int: ...
    def setHoldCard(self, playerAdd: int, holdInF: int, holdInS: int) -> int: ...
    def setFlop(self, flopInF: Sequence[int], flopInS: Sequence[int]) -> int: ...
    def setTurn(self, turnInF: int, turnInS: int) -> int: ...
    def setRiver(self, riverInF: int, riverInS: int) -> int: ...
    def shuffleDeckIndex(self) -> None: ...
    def dealFlopTurnRiver(self) -> int: ...
    def dealHold(self, player: int) -> int: ...
    def dealAll(self) -> int: ...
    def dealAllP(self) -> int: ...
    def dealAllI(self) -> int: ...
    def findWinner(self) -> int: ...
    def findWinnerP(self) -> int: ...
    def findWinnerI(self) -> int: ...
    def resetTableToKnown(self) -> int: ...
    def resetTable(self) -> int: ...
    def MC(self, numMC: int) -> int: ...
    def MCP(self, numMC: int) -> int: ...
    def MCF(self, numMC: int) -> int: ...
    def setSeed(self, seed: int) -> None: ...
    def getPlayerHoldFace(self, player: int) -> list[int]: ...
    def getPlayerHoldSuit(self, player: int) -> list[int]: ...
    def getBoardFace(self) -> list[int]: ...
    def getBoardSuit(self) -> list[int]: ...
    def getNoPlayers(self) -> int: ...
    def getNumRuns(self) -> int: ...
    def getWins(self) -> list[int]: ...
    def getWinsP(self) -> list[float]: ...
    def getDraws(self) -> list[int]: ...
    def getDrawsP(self) -> list[float]: ...
    def getWinsPP(self, player: int) -> list[int]: ...
    def getWinsPPp(self, player: int) -> list[float]: ...
    def getDrawsPP(self, player: int) -> list[int]: ...
    def getDrawsPPp(self, player: int) -> list[float]: ...
    def getHandsPP(self, player: int) -> list[int]: ...
    def getHandsPPp(self, player: int) -> list[float]: ...
    def getNumCardsInDeck(self) -> int: ...

# --- equity (cpp/bindings/bind_equity.cpp)
class _HiLoFields(TypedDict, total=False):
    """The fields only an Omaha hi-lo result has."""

    hi_share: tuple[float, ...]
    lo_share: tuple[float, ...]
    scoop: tuple[float, ...]
    low_frequency: float

class _EquityFields(_HiLoFields):
    """One result (or progress snapshot) of _equity, the fields of holdEm.EquityResult it fills."""

    equity: tuple[float, ...]
    win: tuple[float, ...]
    tie: tuple[float, ...]
    categories: tuple[tuple[float, ...], ...]  # per player, hand codes 1..10
    stderr: tuple[float, ...]
    trials: int
    exact: bool
    enumerated: bool
    complete: bool
    progress: float
    elapsed: float

MAX_TRIALS: int
#: Monte Carlo's deals when neither trials, target_stderr nor time_limit is given.
DEFAULT_TRIALS: int
#: exact=None enumerates what the planner models at this many single-thread seconds or less.
AUTO_EXACT_SECONDS: float
MAX_THREADS: int

def core_count() -> int: ...

#: The 169 hand classes as 13x13 grid indices (row * 13 + column, ace first), strongest first
#: against one random hand: the order behind percentage ranges like "15%".
PREFLOP_RANKING: tuple[int, ...]

# The time_limit of _equity, _next_card, _heads_up_breakdown and _equity_cuda (0: none) covers the
# whole call: past it while the hands are read, TimeoutError ("time_limit of 0.25 s reached while
# reading player 3's range"); the engine gets the time left.
def _equity(
    hands: Sequence[_Player],
    board: _Cards,
    dead: _Cards,
    game: str,
    exact: bool | None,
    trials: int,
    target_stderr: float,
    time_limit: float,
    threads: int,
    seed: int,
    progress: Callable[[_EquityFields], Any] | None,
) -> _EquityFields: ...
def _planned_exact_seconds(hands: Sequence[_Player], board: _Cards, dead: _Cards, game: str) -> float: ...

class _NextCardFields(TypedDict):
    """What _next_card found, the fields of holdEm.NextCard it fills."""

    cards: tuple[int, ...]  # deck order
    weights: tuple[float, ...]
    equities: tuple[tuple[float, ...], ...]  # per card, per player
    equity: tuple[float, ...]  # per player, on the current board
    complete: bool  # False: stopped by the time limit or the progress callback (no figures)
    timed_out: bool
    progress: float  # the share of the enumeration done

def _next_card(
    hands: Sequence[_Player],
    board: _Cards,
    dead: _Cards,
    game: str,
    threads: int,
    time_limit: float,
    progress: Callable[[float], Any] | None,
) -> _NextCardFields: ...

class _HeadsUpBreakdownFields(TypedDict):
    """What _heads_up_breakdown returns: the player's hands and per hand its deals, lone wins
    (scoops in hi-lo), ties (every other share in hi-lo) and pot shares summed."""

    hands: npt.NDArray[np.uint8]
    deals: tuple[float, ...]
    wins: tuple[float, ...]
    ties: tuple[float, ...]
    shares: tuple[float, ...]
    complete: bool
    timed_out: bool
    progress: float

def _heads_up_breakdown(
    hands: Sequence[_Player],
    board: _Cards,
    dead: _Cards,
    game: str,
    player: int,
    threads: int,
    time_limit: float,
    progress: Callable[[float], Any] | None,
) -> _HeadsUpBreakdownFields: ...

class _FlopEquitiesFields(TypedDict):
    """What _flop_equities returns: per flop each player's exact equity (NaN where no deal leaves
    the flop) and the weight of the deals that leave it, and which walk ran."""

    equity: npt.NDArray[np.float64]  # (flops, 2)
    deals: npt.NDArray[np.float64]
    by_board: bool  # True: one walk of every board; False: flop by flop
    complete: bool
    timed_out: bool
    progress: float

def _flop_equities(
    hands: Sequence[_Player],
    flops: npt.ArrayLike,
    dead: _Cards,
    game: str,
    threads: int,
    time_limit: float,
    progress: Callable[[float], Any] | None,
) -> _FlopEquitiesFields: ...
def _player_combos(hand: _Player, game: str = "holdem", player: int = 0) -> dict[tuple[int, int], float]: ...
def parse_range(text: str, game: str = "holdem") -> dict[str, float]: ...
def _shortdeck_ranking(triton: bool) -> tuple[tuple[int, float], ...]: ...

class _BoardHitsFields(TypedDict):
    """The hit report of _board_hits, the fields of holdEm.BoardHits it fills."""

    made: dict[str, float]
    draws: dict[str, float]
    combos: float
    board: str
    dead: str

class _OmahaHitsFields(_BoardHitsFields, total=False):
    """The Omaha hit report of _omaha_board_hits: in the hi-lo games also the low half."""

    lows: dict[str, float]
    low_draws: dict[str, float]

def _board_hits(range: str, board: _Cards, dead: _Cards, game: str) -> _BoardHitsFields: ...
def _board_hits_each(
    range: str, boards: npt.NDArray[np.uint8], dead: _Cards, game: str, threads: int = 0
) -> npt.NDArray[np.float64]: ...
def _combo_hits(board: _Cards, game: str = ...) -> dict[str, tuple[str, tuple[str, ...]]]: ...
def _omaha_board_hits(
    range: str | npt.NDArray[np.integer[Any]], board: _Cards, dead: _Cards, game: str
) -> _OmahaHitsFields: ...
def _omaha_hits_select(
    range: str | npt.NDArray[np.integer[Any]],
    board: _Cards,
    dead: _Cards,
    game: str,
    made: int,
    draws: int,
    lows: int = ...,
    low_draws: int = ...,
) -> npt.NDArray[np.uint8]: ...
def _omaha_hand_hits(
    hands: npt.NDArray[np.integer[Any]], board: _Cards, game: str
) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.uint8]]: ...
def _omaha_low_hand_hits(
    hands: npt.NDArray[np.integer[Any]], board: _Cards, game: str
) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.uint8]]: ...

# --- self-checks ------------------------------------------------------------

class census:
    @staticmethod
    def five_card() -> dict[str, object]: ...
    @staticmethod
    def seven_card(threads: int = 0) -> dict[str, object]: ...
    @staticmethod
    def random(count: int, size: int, seed: int = 1, threads: int = 0) -> dict[str, object]: ...
    @staticmethod
    def seven_card_histogram(threads: int = 0) -> list[int]: ...
    @staticmethod
    def omaha_exhaustive() -> dict[str, int]: ...
    @staticmethod
    def omaha_random(
        count: int, hole_size: int, seed: int = 1, threads: int = 0, brute_every: int = 64
    ) -> dict[str, object]: ...

# --- Omaha ------------------------------------------------------------------

def evaluate_omaha(board: _Cards, hole: _Cards) -> int: ...
def omaha_table_bytes() -> int: ...
def evaluate_omaha_lo(board: _Cards, hole: _Cards) -> int: ...
def _evaluate_omaha_lo_batch(
    boards: npt.NDArray[np.uint8], holes: npt.NDArray[np.uint8], threads: int = 1, validate: bool = True
) -> npt.NDArray[np.uint8]: ...
def low_ranks(strength: int) -> tuple[int, int, int, int, int]: ...
def omaha_lo_table_bytes() -> int: ...
def _best_omaha_hand(board: _Cards, hole: _Cards) -> _BestHandFields: ...
def _evaluate_omaha_batch(
    boards: npt.NDArray[np.uint8], holes: npt.NDArray[np.uint8], threads: int = 1, validate: bool = True
) -> npt.NDArray[np.uint16]: ...
def omaha_range(text: str, game: str) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.uint8]]: ...

# --- the comparator pipeline (cpp/bindings/bind_comparator.cpp) -------------

class _StreamComparator(metaclass=_pybind11_type):
    """The comparator over a byte stream: feed() answers every complete line."""

    def __init__(
        self, *, ties_equals: bool = False, five_card_draw: bool = False, debug: bool = False, game: str = ""
    ) -> None: ...
    def feed(self, data: bytes) -> tuple[bytes, bytes]:
        """Answers the complete lines in data; returns (answers, diagnostics)."""
    def finish(self) -> tuple[bytes, bytes]:
        """Answers a last line without a line end; returns (answers, diagnostics)."""
    @property
    def lines(self) -> int: ...
    @property
    def errors(self) -> int: ...
    MAX_LINE: int  # longest line answered; a longer one gets an error answer

def _compare_line(
    line: str, *, ties_equals: bool = False, five_card_draw: bool = False, debug: bool = False, game: str = ""
) -> tuple[str, str]:
    """(answer, debug description) of one line; ValueError names the problem of a bad line."""

class _SampleGenerator(metaclass=_pybind11_type):
    """The original validator's random comparator input lines."""

    def __init__(self, seed: int, players: int, omaha: bool = False) -> None: ...
    def generate(self, count: int) -> bytes:
        """count sample lines, each ending in a newline."""
    @staticmethod
    def max_players(omaha: bool) -> int: ...

# --- interpreter exit (cpp/bindings/shutdown.cpp) ---------------------------

def _shutdown() -> None:
    """Cancels the C++ work of every thread and waits until it has ended (registered with atexit);
    a call whose progress callback (Python code) runs on, it waits for a second only.

    Calls cut short, and calls made after it, raise SystemExit.
    """

def _interrupt_threads(idents: Sequence[int], on: bool) -> None:
    """Asks the holdEm calls of the threads ``idents`` to raise KeyboardInterrupt where they next
    poll (``on``), or takes that back; for holdEm._threads.thread_map."""

def _this_thread_interrupted() -> bool:
    """Whether an interrupt was asked for this thread (``_interrupt_threads``): for a wait of
    holdEm._threads.thread_map that is itself an item of another's, which no poll would end."""

def _forget_interrupts() -> None:
    """In a child of os.fork(): drops the interrupts asked for the parent's threads (registered
    with os.register_at_fork)."""

def _forget_other_threads_calls() -> None:
    """In a child of os.fork(): counts only the forking thread's calls in flight, so that the child's
    exit does not wait for its parent's other threads (registered with os.register_at_fork)."""

# --- the optional CUDA backend (bind_gpu.cpp) ---------------------------------

def _cuda_built() -> bool: ...
def _cuda_device_count() -> int: ...
def _check_cuda() -> None: ...
def _equity_cuda(
    hands: Sequence[_Player],
    board: _Cards,
    dead: _Cards,
    trials: int,
    target_stderr: float,
    time_limit: float,
    seed: int,
    blocks: int = 0,
    threads: int = 0,
    game: str = "holdem",
    deal: str = "select",
    block_threads: int = 0,
) -> _EquityFields: ...
def _evaluate_batch_cuda(
    cards: npt.NDArray[np.uint8], validate: bool = True, shift: int | None = None
) -> npt.NDArray[np.uint16]: ...
def _evaluate_batch_device_code(
    cards: npt.NDArray[np.uint8], validate: bool = True, lanes: str = "shifts"
) -> npt.NDArray[np.uint16]: ...
def _evaluate_omaha_device_code(
    boards: npt.NDArray[np.uint8], holes: npt.NDArray[np.uint8]
) -> npt.NDArray[np.uint16]: ...
def _evaluate_batch_cuda_pointers(cards: int, rows: int, width: int, out: int, validate: bool = True) -> None: ...
def _time_batch_cuda_device(
    cards: npt.NDArray[np.uint8], repeats: int, validate: bool = True, lanes: str = "shifts"
) -> tuple[float, npt.NDArray[np.uint16]]: ...
def _philox4x32_10(counter: Sequence[int], key: Sequence[int]) -> list[int]: ...
