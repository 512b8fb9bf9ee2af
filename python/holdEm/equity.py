"""Equity: each player's share of the pot, by exact enumeration or Monte Carlo.

>>> r = equity(["AsKs", "QhQd"])
>>> round(r.equity[0], 6), r.exact
(0.462145, True)
"""

from __future__ import annotations

import math
import secrets
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from numbers import Real
from typing import Any, Callable, Union

from holdEm import _core
from holdEm._arguments import Flag, Integer, check_exact, check_seed, check_trials, refuse_sampling_when_exact
from holdEm._cache import built_once
from holdEm._extras import pandas_module
from holdEm._players import (
    column_label,
    hand_label,
    json_floats,
    materialize_hand,
    player_list,
    refuse_two_card_players,
    with_hint,
)
from holdEm._threads import check_threads
from holdEm._words import counted
from holdEm.evaluation import CardsLike
from holdEm.games import check_game_type, equity_game
from holdEm.gpu import CUDA_GAMES, check_device, cuda_max_players
from holdEm.hand_range import Range

HandLike = Union[str, Iterable[int], Iterable[str], Range, Mapping[str, float]]

CATEGORY_NAMES: tuple[str, ...] = tuple(_core.category_name(code) for code in range(1, 11))
"""Names of the hand codes 1..10, in the order of each player's ``categories``."""

#: The strengths of the short decks' five-card hands (Hold'em's and Omaha's: 7,462).
_SHORT_DECK_STRENGTHS = 1404


@built_once
def category_order(game: str) -> tuple[int, ...]:
    """The hand codes 1..10 of ``game`` (a name as results give it) from the weakest category up, as
    its evaluator ranks hands (in the short deck a flush beats a full house; under Triton rules three
    of a kind beats a straight too): the order in which they first come as the strength rises."""
    if game not in ("shortdeck", "shortdeck-triton"):
        return tuple(range(1, 11))  # (Hold'em's ranking, Omaha's too)
    codes = (_core.category(s, game) for s in range(1, _SHORT_DECK_STRENGTHS + 1))
    return tuple(dict.fromkeys(codes))


@dataclass(frozen=True)
class EquityResult:
    """What :func:`equity` found.

    Per player (tuples in the order the hands were given): ``equity`` (share
    of the pot; sums to 1), ``win`` (probability of winning alone), ``tie``
    (probability of splitting; in Omaha hi-lo ``win`` is a scoop and ``tie``
    any other share of the pot, so there ``equity`` is not ``win + tie / 2``),
    ``stderr`` (standard error of ``equity``, 0 when exact) and
    ``categories`` (probability of ending with each hand code 1..10, at
    index code - 1; see :data:`CATEGORY_NAMES`).  Then ``trials``
    (deals sampled, or hand combinations x boards enumerated), ``exact`` (the
    figures are exact), ``enumerated`` (exact enumeration ran, perhaps cut
    short, rather than Monte Carlo), ``complete``, ``progress`` and
    ``elapsed`` (seconds).

    ``complete`` is False when the run stopped before doing what it was asked
    (``time_limit`` cut an exact enumeration short, or ``callback`` returned a
    stop); ``progress`` is the share of the planned work done (0..1).  An
    exact enumeration visits its blocks in a random order, so a cut-short one
    has done a random sample of them: its figures are then an estimate with
    a real ``stderr`` (``exact`` is False), or every figure is NaN when too
    few blocks were done to estimate from (see :attr:`has_figures`).  So is a
    Monte Carlo run whose ``time_limit`` passed before its first deals were
    done (ranges that seldom fit together: each deal may take thousands of
    draws); it is not ``complete``.
    """

    hands: tuple[str, ...]
    board: str
    dead: str
    game: str
    equity: tuple[float, ...]
    win: tuple[float, ...]
    tie: tuple[float, ...]
    categories: tuple[tuple[float, ...], ...]
    stderr: tuple[float, ...]
    trials: int
    exact: bool
    enumerated: bool
    complete: bool
    progress: float
    elapsed: float = field(compare=False)  # (two runs of one spot are equal results, whatever their times)
    hi_share: tuple[float, ...] = ()
    """Omaha hi-lo only: per player the share of the pot won with the high hand (all of it when no low
    qualifies); ``equity`` is ``hi_share + lo_share``.  Empty for the other games."""
    lo_share: tuple[float, ...] = ()
    """Omaha hi-lo only: per player the share of the pot won with the low."""
    scoop: tuple[float, ...] = ()
    """Omaha hi-lo only: per player the chance of winning the whole pot alone (``win`` is the same)."""
    low_frequency: float | None = None
    """Omaha hi-lo only: how often a low qualifies for anyone (None for the other games)."""
    seed: int | None = field(default=None, compare=False)
    """The seed a sampled run drew with, the one given or the one drawn for it (mod 2**64): ``seed=``
    it again for the same figures.  None for exact figures, which no seed changes."""

    @property
    def has_figures(self) -> bool:
        """False for a run cut short before it could estimate anything (every figure NaN)."""
        return not any(math.isnan(e) for e in self.equity)

    @property
    def method(self) -> str:
        """How the figures were found: ``"exact enumeration"``, ``"Monte Carlo"``, or for a cut-short
        enumeration ``"sample of an exact enumeration"``; ``"none"`` for a run cut short before it
        had figures."""
        if self.exact:
            return "exact enumeration"
        if not self.has_figures:
            return "none"
        return "sample of an exact enumeration" if self.enumerated else "Monte Carlo"

    def to_dict(self) -> dict[str, Any]:
        """Plain data (JSON-ready): the inputs, the per-player figures and the totals (NaN as None)."""
        return {
            "hands": list(self.hands),
            "board": self.board,
            "dead": self.dead,
            "game": self.game,
            "equity": json_floats(self.equity),
            "win": json_floats(self.win),
            "tie": json_floats(self.tie),
            "stderr": json_floats(self.stderr),
            "categories": [  # (in the game's order, weakest first)
                {CATEGORY_NAMES[code - 1]: floats[code - 1] for code in category_order(self.game)}
                for floats in map(json_floats, self.categories)
            ],
            "trials": self.trials,
            "exact": self.exact,
            "enumerated": self.enumerated,
            "complete": self.complete,
            "progress": self.progress,
            "elapsed": self.elapsed,
            "seed": self.seed,
            **self._hilo_dict(),
        }

    def _hilo_dict(self) -> dict[str, Any]:
        """The Omaha hi-lo fields, for a hi-lo result only."""
        if self.low_frequency is None:
            return {}
        return {
            "hi_share": json_floats(self.hi_share),
            "lo_share": json_floats(self.lo_share),
            "scoop": json_floats(self.scoop),
            "low_frequency": json_floats((self.low_frequency,))[0],
        }

    @property
    def summary(self) -> str:
        """One line: how the figures were found, how much work, how long."""
        trials = counted(self.trials, "trial")
        if not self.enumerated and not self.has_figures:
            how = "Monte Carlo stopped before its first deals were done: no figures,"
        elif self.complete or not self.enumerated:
            how = f"{self.method}, {trials}"
            if not self.complete:
                how += f", stopped at {100 * self.progress:.1f}% of what was asked"
        elif self.has_figures:
            how = (
                f"exact enumeration stopped at {100 * self.progress:.1f}% ({trials}): "
                "an estimate from the random sample of its blocks done,"
            )
        else:
            how = (
                f"exact enumeration stopped at {100 * self.progress:.1f}% ({trials}): "
                "too little done to estimate from, no figures,"
            )
        return f"{how} in {self.elapsed:.3f} s"

    def __repr__(self) -> str:
        where = (f", board={self.board!r}" if self.board else "") + (f", dead={self.dead!r}" if self.dead else "")
        equities = tuple(round(e, 4) for e in self.equity)
        return f"EquityResult(hands={self.hands!r}{where}, equity={equities!r}, exact={self.exact})"

    def _repr_html_(self) -> str:
        from holdEm._html import equity_result_html

        return equity_result_html(self)

    def to_pandas(self) -> Any:
        """One row per player as a pandas DataFrame: ``hand``, then the figures of the text table
        (equity, win, tie; in Omaha hi-lo scoop, split, hi, lo; a Monte Carlo run's stderr)."""
        pd = pandas_module("EquityResult.to_pandas()")
        table: dict[str, Any] = {"hand": list(self.hands)}
        table.update({name: list(values) for name, values in self._columns()})
        return pd.DataFrame(table)

    def _columns(self) -> list[tuple[str, tuple[float, ...]]]:
        """The figures a row of the table gives, by name: equity, win, tie, or in Omaha hi-lo (as
        ``holdem equity`` names them) scoop, split, hi and lo; then a Monte Carlo run's stderr."""
        if self.hi_share:
            columns = [("equity", self.equity), ("scoop", self.win), ("split", self.tie)]
            columns += [("hi", self.hi_share), ("lo", self.lo_share)]
        else:
            columns = [("equity", self.equity), ("win", self.win), ("tie", self.tie)]
        return columns + ([] if self.exact else [("stderr", self.stderr)])

    def __str__(self) -> str:
        """How the figures were found, then one row per player: equity, win, tie (and stderr)."""
        head = f"EquityResult({self.summary}, board {self.board or '-'}" + (f", dead {self.dead}" if self.dead else "")
        if self.low_frequency is not None:
            head += f", a low qualifies on {self.low_frequency:.1%} of boards"
        labels = [column_label(h) for h in self.hands]
        width = max(4, *map(len, labels))
        columns = self._columns()
        lines = [head + ")", f"  {'hand':<{width}}" + "".join(f"  {name:>8}" for name, _ in columns)]
        for p, hand in enumerate(labels):
            lines.append(f"  {hand:<{width}}" + "".join(f"  {values[p]:8.6f}" for _, values in columns))
        return "\n".join(lines)


def _check_gpu_request(game: str, exact: bool | None, callback: Any, players: int) -> None:
    """What the GPU cannot do, a ValueError on any machine; the core then checks the hands and cards,
    and only then whether the backend and a device are there."""
    if exact:
        raise ValueError("device='cuda' runs Monte Carlo only: exact=True needs device='cpu'")
    if callback is not None:
        raise ValueError("device='cuda' takes no callback")
    name = game.strip().lower()
    if name not in CUDA_GAMES:
        raise ValueError(
            f"device='cuda' runs Hold'em and Omaha high only (holdem, omaha, plo4, plo5, plo6), got game={game!r}"
        )
    most = cuda_max_players(name)
    if players > most:
        raise ValueError(f"device='cuda' takes at most {most} players in {name}, got {players}")


def _positive_number(name: str, value: Any, *, allow_inf: bool = False) -> float:
    if isinstance(value, bool) or not isinstance(value, Real):
        raise TypeError(f"{name} must be a number, not {type(value).__name__}")
    number = float(value)
    if math.isnan(number) or number <= 0 or (math.isinf(number) and not allow_inf):
        raise ValueError(f"{name} must be a positive number, got {value!r}")
    return number


def equity(
    hands: Sequence[HandLike],
    board: CardsLike = "",
    dead: CardsLike = "",
    *,
    game: str = "holdem",
    exact: Flag | None = None,
    trials: int | None = None,
    target_stderr: float | None = None,
    time_limit: float | None = None,
    threads: Integer = 0,
    seed: Integer | None = None,
    callback: Callable[[EquityResult], object] | None = None,
    device: str = "cpu",
) -> EquityResult:
    """Each player's equity (share of the pot), win and tie chances and hand categories.

    ``hands``: one entry per player: exact hole cards (``"AsKs"``), one known
    card (``"As"``), ``"random"``, or a Hold'em range (``"QQ+,AKs,A5s-A2s,
    KQo:0.5"``); a list of cards also works.  ``board``: 0..5 known cards;
    ``dead``: cards out of play.  ``game``: ``"holdem"``, ``"omaha"``
    (``"plo4"``, ``"plo"``), ``"plo5"`` or ``"plo6"`` (Omaha hands: cards, some of
    them, ``"random"``, a range of patterns like ``"AA:xxyy,KK"`` or its hands as an
    (N, hole cards) integer array, one hand a row, as :func:`holdEm.omaha_hands` gives them,
    each hand weighing the same); ``"shortdeck"`` or ``"shortdeck-triton"``
    (Hold'em from the 36 cards six through ace, ranges too; see
    ``evaluate(cards, game=...)``); ``"omaha-hilo"`` (``"plo4-hilo"``, ``"plo-hilo"``, ``"plo8"``),
    ``"plo5-hilo"`` or ``"plo6-hilo"`` (eight-or-better: ``equity`` is the
    expected pot share, ``win`` the chance to scoop, and the result has
    ``hi_share``, ``lo_share``, ``scoop`` and ``low_frequency``).

    ``exact=None`` enumerates when that takes about a second or less (and
    at most half the ``time_limit``: one cut short by the limit would be
    far noisier than Monte Carlo in the same time) and samples otherwise
    (``True``/``False`` force one; ``trials`` or ``target_stderr`` ask for
    Monte Carlo).  Monte Carlo deals ``trials``
    deals, or until every player's standard error is at most
    ``target_stderr``, or ``time_limit`` seconds pass, whichever comes first
    (1,000,000 deals when none is given).  A fixed number of deals gives an
    unbiased estimate; a run that stops on ``target_stderr`` (checked every
    4,096 deals) stops a little sooner where its estimate runs low, a bias of
    at most about a fifth of its standard error (measured where the target
    falls on a check), and its standard error stays honest.  With one deal,
    or preflop with ranges or ``random`` four or fewer (four deals that
    share hole cards count as one sample), the standard error is NaN, and
    it is rough below about 100 deals.  ``time_limit`` bounds an exact
    enumeration too: cut short, it returns an honest estimate from the random
    sample of blocks it did, or no figures (see :class:`EquityResult`).
    It covers the whole call, reading the ranges included (a long PLO6
    pattern range takes tenths of a second): the run gets the time left, and
    where reading the ranges alone passes the limit, ``TimeoutError`` is
    raised (``"time_limit of 0.25 s reached while reading player 3's
    range"``); where it passes while the engine seats them, the result has no
    figures, as above.
    ``threads=0`` uses every core; the
    same ``seed`` gives the same result whatever ``threads`` is (any int,
    taken mod 2**64: ``-1`` is ``2**64 - 1``; None draws one).
    ``callback(result_so_far)`` is called about every 0.25 s; returning
    ``None`` (or nothing) or a true value goes on, any other false value
    (``False``, ``0``, ``np.False_``, ``""``) stops the run early and gives
    the result so far.  Ctrl-C raises ``KeyboardInterrupt``.

    ``device="cuda"`` runs Monte Carlo on the GPU (the optional CUDA
    backend, see :func:`holdEm.cuda_available`): Hold'em (2 to 10 players)
    and Omaha high (``"omaha"``/``"plo4"`` up to 10, ``"plo5"`` 9, ``"plo6"``
    7: see :func:`cuda_max_players`), with a standard error like the CPU's;
    ``exact=True``, a ``callback``, another game or too many players is
    then a ``ValueError``, and ``threads`` is not used.  Without the backend
    or a device it raises ``RuntimeError`` saying which is missing (after
    the input is checked).

    Bad input (repeated cards, too many players, malformed or emptied ranges,
    bad numbers, ``trials`` or ``target_stderr`` with ``exact=True``) raises
    ``ValueError``; ``hands`` not in player order (a set) or an argument of
    the wrong type raises ``TypeError``.
    """
    given = hands = player_list(hands)  # (read once: a generator is kept for the hint below)
    hands = [materialize_hand(h, f"player {i}") for i, h in enumerate(given, 1)]
    board = materialize_hand(board, "board")
    dead = materialize_hand(dead, "dead cards")
    game_name = check_game_type(game).strip().lower()
    if (known := equity_game(game_name)) is not None:  # one name a game ("plo", "PLO4": "omaha")
        game = game_name = known  # (the core refuses any other, naming the games)
    refuse_two_card_players(given, game_name)
    exact = check_exact(exact)
    n_trials = check_trials(trials)
    stderr_goal = 0.0 if target_stderr is None else _positive_number("target_stderr", target_stderr)
    limit = 0.0 if time_limit is None else _positive_number("time_limit", time_limit, allow_inf=True)
    if math.isinf(limit):
        limit = 0.0
    threads = check_threads(threads)
    seed = check_seed(seed)
    if seed is None:
        seed = secrets.randbits(64)
    if callback is not None and not callable(callback):
        raise TypeError("callback must be callable")
    on_gpu = check_device(device) == "cuda"
    if on_gpu:
        _check_gpu_request(game, exact, callback, len(hands))
    refuse_sampling_when_exact(exact, trials=n_trials, target_stderr=stderr_goal)

    described: list[tuple[tuple[str, ...], str, str]] = []

    def describe() -> tuple[tuple[str, ...], str, str]:
        # Only after the core has checked the input, so its errors come first.
        if not described:
            described.append((tuple(hand_label(h) for h in hands), _core.format_cards(board), _core.format_cards(dead)))
        return described[0]

    progress = None
    if callback is not None:

        def progress(fields: _core._EquityFields) -> object:
            return callback(_result(describe(), game_name, fields, seed))

    try:
        if on_gpu:
            fields = _core._equity_cuda(
                hands, board, dead, n_trials, stderr_goal, limit, int(seed) % 2**64, game=game_name
            )
        else:
            fields = _core._equity(
                hands, board, dead, game, exact, n_trials, stderr_goal, limit, threads, int(seed) % 2**64, progress
            )
    except ValueError as error:
        raise with_hint(error, game_name, given) from None
    return _result(describe(), game_name, fields, seed)


def _result(
    described: tuple[tuple[str, ...], str, str], game: str, fields: Mapping[str, Any], seed: int
) -> EquityResult:
    """The result of the core's fields, built without the dataclass ``__init__``: a frozen one sets
    each of its 19 fields through ``object.__setattr__``, which took a fifth of a small call's time.
    A field the core leaves out (the hi-lo ones) reads the class default, as through ``__init__``."""
    hands, board, dead = described
    result = object.__new__(EquityResult)
    attributes = result.__dict__
    attributes.update(fields)
    attributes.update(hands=hands, board=board, dead=dead, game=game)
    attributes["seed"] = None if result.exact else int(seed) % 2**64  # (exact figures are the same for any)
    return result


def parse_range(text: str, game: str = "holdem") -> dict[str, float]:
    """The combos of a Hold'em range with their weights: ``{'AsKs': 1.0, ...}``.

    The range grammar (the one :func:`equity` and ``holdem equity`` read).
    Items are separated by commas and/or spaces; letters in any case:

    ==================  ==================================================
    ``QQ``              a pair (its 6 combos)
    ``QQ+``             that pair and every higher one (QQ, KK, AA)
    ``22-55``           the pairs from one to the other (either order)
    ``AKs`` ``KQo``     suited (4 combos), offsuit (12)
    ``AK``              suited and offsuit (16)
    ``A2s+`` ``KTo+``   the kicker up to one below the top card
                        (A2s..AKs; KTo, KJo, KQo)
    ``A2s-A5s``         same top card, kickers between (either order)
    ``T9s-QJs``         same gap between the cards: T9s, JTs, QJs
    ``AhKh``            one combo (rank and suit ``cdhs`` for each card)
    ``random``          all 1326 combos (alone in short deck: its 630)
    ``15%`` ``33.3%``   the strongest classes of ``holdEm.hand_ranking()``
                        whose combos come closest to that share of the
                        1326 (the shorter prefix on a tie), one class at
                        least (``0.1%`` is AA); above 0%, at most 100%
                        (``15%,76s`` and ``15%:0.5`` work too);
                        in short deck, of ``hand_ranking(game)`` and the 630
    ``A10s``            ``10`` is another way to write ``T``
    ``AK:0.5``          a weight: the chance the combo is in the range,
                        above 0 and at most 1 ...
    ``AK:50%``          ... or as a percentage, above 0% and at most 100%
    ``[50]QQ+,AKs[/50]``  Equilab's block: weight 50% for every item
                        inside; blocks do not nest, and items inside take
                        no ``:`` weight
    ==================  ==================================================

    Without a weight an item has weight 1; a combo listed twice keeps the
    larger weight.  Numbers are read the same whatever the locale (``0.5``,
    never ``0,5``).  The weights come back as written; equity uses only
    their ratios within a range.  Malformed text raises ``ValueError``
    naming the item.  ``game="shortdeck"`` or ``"shortdeck-triton"`` reads the
    range for the short deck: a combo with a card below six is a
    ``ValueError``, and a share is of that game's ranking.

    >>> sorted(parse_range("AKs"))
    ['AcKc', 'AdKd', 'AhKh', 'AsKs']
    >>> len(parse_range("2%"))  # AA, KK, QQ, JJ: 24 combos, closest to 2% of 1326 (26.5)
    24
    >>> parse_range("[50]QQ+[/50],AKs:25%")["AsKs"], parse_range("[50]QQ+[/50]")["AsAh"]
    (0.25, 0.5)
    >>> len(parse_range("5%", game="shortdeck"))  # AA, KK, QQ, JJ, TT: 30 combos, 5% of 630 is 31.5
    30
    """
    if not isinstance(text, str):
        raise TypeError(f"a range is a string, not {type(text).__name__}")
    check_game_type(game)
    # Aliases (plo, plo8, omaha8) by the library's names: the core then says an Omaha game's
    # ranges are read elsewhere, not that it knows no such game.
    return _core.parse_range(text, equity_game(game) or game)
