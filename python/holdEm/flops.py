"""Equity on every flop of a preflop spot, and by flop texture: :func:`flop_report`.

The flops come one per class of flops that are the same up to a suit
permutation under which every player's range and the dead cards are unchanged
(1,755 classes of the 22,100 flops when every range is symmetric in the suits,
as ``QQ+,AKs`` or ``random``).  Each class is weighed by its number of flops
times the weight of the players' deals that leave its cards in the deck, so
that the frequencies are the chances of seeing the flops and the
frequency-weighted mean of the flop equities is the preflop equity.  Heads-up
and exact, the equities come from one engine call that walks every board once,
each credited to the ten flops it holds (one board standing for the boards
alike up to those suit permutations), or enumerates each flop, whichever is
modelled cheaper; otherwise they are :func:`holdEm.equity` calls on a thread
pool, one per class.  Each player's hits on each flop (made hands and draws)
are :func:`holdEm.board_hits` of its combos, as Flopzilla counts them.
"""

from __future__ import annotations

import itertools
import math
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import numpy as np

from holdEm import _core
from holdEm._arguments import (
    Flag,
    Integer,
    check_exact,
    check_index,
    check_seed,
    check_trials,
    refuse_sampling_when_exact,
)
from holdEm._budget import ProgressCallback, WorkBudget
from holdEm._deals import check_weighing, deal_weights
from holdEm._deals import player_combos as _player_combos
from holdEm._extras import pandas_module
from holdEm._players import (
    card_mask,
    checked_cards,
    checked_players,
    column_label,
    hand_labels,
    json_floats,
    player_list,
    with_hint,
)
from holdEm._seeds import item_seeds
from holdEm._suit_symmetry import suit_symmetries
from holdEm._threads import check_threads, thread_map
from holdEm._words import counted
from holdEm.equity import HandLike, equity
from holdEm.evaluation import CardsLike
from holdEm.games import TWO_CARD_DECKS, two_card_game
from holdEm.hand_range import Range
from holdEm.hits import DRAW_ORDERS, MADE_HAND_ORDERS
from holdEm.preflop import RANKS_HIGH_FIRST, RANKS_LOW_FIRST

#: The textures a flop is grouped by (the fields of :class:`FlopTexture`), and each one's labels in
#: the order the groups are listed.
TEXTURE_LABELS: dict[str, tuple[str, ...]] = {
    "suits": ("rainbow", "two-tone", "monotone"),
    "pairing": ("unpaired", "paired", "trips"),
    "high": tuple(RANKS_HIGH_FIRST),
    "straight": ("straight possible", "no straight"),
}


def check_texture(by: object) -> None:
    """ValueError unless ``by`` names a texture of :data:`TEXTURE_LABELS`."""
    if not isinstance(by, str) or by not in TEXTURE_LABELS:
        raise ValueError(f"by must be one of {', '.join(map(repr, TEXTURE_LABELS))}, got {by!r}")


_RANKS = RANKS_LOW_FIRST
# Flops a call of the hit walk takes (at most a few milliseconds on one core), between the budget's checks.
_HIT_FLOPS_A_CHUNK = 256


class FlopTexture(NamedTuple):
    """What kind of flop it is: ``suits`` (``"rainbow"``, ``"two-tone"``, ``"monotone"``), ``pairing``
    (``"unpaired"``, ``"paired"``, ``"trips"``), ``high`` (the top rank, ``"A"`` .. ``"2"``) and
    ``straight`` (``"straight possible"`` when some two hole cards make a straight with it, else
    ``"no straight"``)."""

    suits: str
    pairing: str
    high: str
    straight: str


class FlopRow(NamedTuple):
    """One class of flops of a :class:`FlopReport`: ``flop`` (one of them, high card first),
    ``flops`` (how many flops the class has), ``frequency`` (the chance that a flop of the class
    comes), ``equity`` and ``stderr`` (per player, on such a flop; stderr 0 when exact) and
    ``texture``."""

    flop: str
    flops: int
    frequency: float
    equity: tuple[float, ...]
    stderr: tuple[float, ...]
    texture: FlopTexture


class FlopGroup(NamedTuple):
    """The flops of one texture label (:meth:`FlopReport.groups`): ``label``, ``classes`` (rows),
    ``flops``, ``frequency`` (summed) and ``equity`` (per player, the frequency-weighted mean)."""

    label: str
    classes: int
    flops: int
    frequency: float
    equity: tuple[float, ...]


def _straight_windows(lowest_rank: int) -> tuple[int, ...]:
    """The rank masks of the straights of a deck whose lowest rank is ``lowest_rank`` (0: deuces),
    the ace also playing below it."""
    ace = 1 << 12
    runs = [sum(1 << r for r in range(low, low + 5)) for low in range(lowest_rank, 9)]
    return (ace | sum(1 << r for r in range(lowest_rank, lowest_rank + 4)), *runs)


def flop_texture(cards: Sequence[int], windows: Sequence[int]) -> FlopTexture:
    """The texture of a flop of three card numbers (``windows``: :func:`_straight_windows` of the deck)."""
    ranks = {c // 4 for c in cards}
    suits = {c % 4 for c in cards}
    rank_mask = sum(1 << r for r in ranks)
    straight = len(ranks) == 3 and any(rank_mask & w == rank_mask for w in windows)
    return FlopTexture(
        suits=TEXTURE_LABELS["suits"][3 - len(suits)],
        pairing=TEXTURE_LABELS["pairing"][3 - len(ranks)],
        high=_RANKS[max(ranks)],
        straight=TEXTURE_LABELS["straight"][0 if straight else 1],
    )


def flop_classes(cards: Sequence[int], perms: Sequence[tuple[int, ...]]) -> list[tuple[tuple[int, int, int], int]]:
    """The flops of ``cards`` in classes under the suit permutations ``perms`` (a group): each as
    (its lowest flop in card order, the number of flops in it), in card order."""
    dealt = itertools.chain.from_iterable(itertools.combinations(sorted(cards), 3))
    flops = np.fromiter(dealt, dtype=np.int64).reshape(-1, 3)
    # A flop's class is named by its lowest image (a group: every image of a flop is in its class, so
    # the flops with one lowest image are the class, and that image is its lowest flop).
    lowest = np.full(len(flops), np.iinfo(np.int64).max)
    for perm in perms:
        to = np.array([c - c % 4 + perm[c % 4] for c in range(52)], dtype=np.int64)
        image = np.sort(to[flops], axis=1)
        lowest = np.minimum(lowest, (image[:, 0] * 52 + image[:, 1]) * 52 + image[:, 2])
    names, counts = np.unique(lowest, return_counts=True)
    named = zip((names // 2704).tolist(), (names // 52 % 52).tolist(), (names % 52).tolist())
    return list(zip(named, counts.tolist()))


@dataclass(frozen=True)
class FlopReport:
    """What :func:`flop_report` found: each class of flops with its chance and equities.

    ``rows`` (:class:`FlopRow`, in card order of their flops), ``equity``
    (per player, the preflop equity: the frequency-weighted mean of the
    rows), ``exact`` (every row enumerated exactly) and ``elapsed``
    (seconds).  :meth:`groups` sums the rows by texture, :meth:`ranked` sorts
    them by a player's equity.  ``hit_shares[i, p, k]`` is the share of
    player ``p``'s combos on the flop of ``rows[i]`` in the hit class
    ``hit_classes[k]`` (the made hands of the game, a partition, then the
    draws, as :func:`holdEm.board_hits` names them: the combos that fit the
    flop and the dead cards, the other players' cards not taken out, as
    Flopzilla counts); :meth:`hits` weighs them by the flops' frequencies.
    """

    hands: tuple[str, ...]
    dead: str
    game: str
    rows: tuple[FlopRow, ...]
    equity: tuple[float, ...]
    exact: bool
    elapsed: float = field(compare=False)  # (two reports of one spot are equal, whatever their times)
    hit_classes: tuple[str, ...] = ()
    hit_shares: np.ndarray = field(default_factory=lambda: np.zeros((0, 0, 0)), repr=False, compare=False)

    @property
    def stderr(self) -> tuple[float, ...]:
        """Per player, the standard error of :attr:`equity` (0 when exact)."""
        players = range(len(self.hands))
        return tuple(math.sqrt(sum((r.frequency * r.stderr[p]) ** 2 for r in self.rows)) for p in players)

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[FlopRow]:
        return iter(self.rows)

    def groups(self, by: str) -> tuple[FlopGroup, ...]:
        """The rows summed by one texture (``"suits"``, ``"pairing"``, ``"high"`` or
        ``"straight"``), in the order of :data:`TEXTURE_LABELS`; labels no flop has are left out."""
        check_texture(by)
        out = []
        for label in TEXTURE_LABELS[by]:
            rows = [r for r in self.rows if getattr(r.texture, by) == label]
            frequency = sum(r.frequency for r in rows)
            if not rows or frequency == 0:
                continue
            equity = tuple(sum(r.frequency * r.equity[p] for r in rows) / frequency for p in range(len(self.hands)))
            out.append(FlopGroup(label, len(rows), sum(r.flops for r in rows), frequency, equity))
        return tuple(out)

    def ranked(self, player: Integer = 0) -> tuple[FlopRow, ...]:
        """The rows from the best flops for ``player`` (counting from 0) to the worst."""
        player = self._player(player)
        return tuple(sorted(self.rows, key=lambda r: (-r.equity[player], r.flop)))

    def _player(self, player: Any) -> int:
        return check_index("player", player, len(self.hands))

    def hits(self, player: Integer = 0, by: str | None = None) -> dict[str, dict[str, float]]:
        """How often ``player``'s range (counting from 0) makes each hit class on the flop, each flop
        weighted by its frequency: ``{"all flops": {class: share}}``, or with ``by`` (a texture) one
        such dict per label of its groups.  The made hands' shares sum to 1."""
        player = self._player(player)
        if by is not None:
            check_texture(by)
        frequency = np.array([r.frequency for r in self.rows])
        labels = [g.label for g in self.groups(by)] if by is not None else ["all flops"]
        out = {}
        for label in labels:
            kept = frequency * [by is None or getattr(r.texture, by) == label for r in self.rows]
            shares = kept @ self.hit_shares[:, player, :] / kept.sum()
            out[label] = dict(zip(self.hit_classes, shares.tolist()))
        return out

    def to_dict(self) -> dict[str, Any]:
        """Plain data (JSON-ready): the inputs, the preflop equity, every row, the texture groups and
        each player's hits over all flops (``hit_classes`` says which are made hands, which draws)."""
        return {
            "hands": list(self.hands),
            "dead": self.dead,
            "game": self.game,
            "equity": json_floats(self.equity),
            "stderr": json_floats(self.stderr),
            "exact": self.exact,
            "elapsed": self.elapsed,
            "flops": [
                {
                    "flop": r.flop,
                    "flops": r.flops,
                    "frequency": r.frequency,
                    "equity": json_floats(r.equity),
                    "stderr": json_floats(r.stderr),
                    **r.texture._asdict(),
                }
                for r in self.rows
            ],
            "groups": {
                by: [{**g._asdict(), "equity": json_floats(g.equity)} for g in self.groups(by)] for by in TEXTURE_LABELS
            },
            "hit_classes": {"made": list(MADE_HAND_ORDERS[self.game]), "draws": list(DRAW_ORDERS[self.game])},
            "hits": [self.hits(p)["all flops"] for p in range(len(self.hands))],
        }

    def to_pandas(self) -> Any:
        """The rows as a pandas DataFrame: flop, flops, frequency, one equity column per player
        (``equity_1`` ...), where any row was sampled one standard error column per player
        (``stderr_1`` ...: 0 on the rows enumerated), and the four texture columns."""
        pd = pandas_module("FlopReport.to_pandas()")
        records = []
        for r in self.rows:
            record: dict[str, Any] = {"flop": r.flop, "flops": r.flops, "frequency": r.frequency}
            record.update({f"equity_{p + 1}": e for p, e in enumerate(r.equity)})
            if not self.exact:
                record.update({f"stderr_{p + 1}": s for p, s in enumerate(r.stderr)})
            record.update(r.texture._asdict())
            records.append(record)
        return pd.DataFrame.from_records(records)

    def __repr__(self) -> str:
        equities = tuple(round(e, 4) for e in self.equity)
        game = f", game={self.game!r}" if self.game != "holdem" else ""
        return f"FlopReport(hands={self.hands!r}{game}, classes={len(self.rows)}, equity={equities!r})"

    def _repr_html_(self) -> str:
        from holdEm._html import flop_report_html

        return flop_report_html(self)

    def __str__(self) -> str:
        return self.text()

    def text(self, by: Sequence[str] = tuple(TEXTURE_LABELS), *, player: Integer = 0, best: int = 5) -> str:
        """The preflop equity, then each player's equity by the textures ``by``, then the ``best``
        best and worst flops for ``player`` (counting from 0)."""
        ranked = self.ranked(player)
        labels = [column_label(h) for h in self.hands]
        width = max(8, *map(len, labels))
        head = f"flops of {' v '.join(labels)}" + (f", dead {self.dead}" if self.dead else "")
        head += f" ({self.game})" if self.game != "holdem" else ""
        how = "exact" if self.exact else "estimated"
        lines = [f"{head}: {len(self.rows)} classes of flops, {how}, in {self.elapsed:.2f} s"]
        columns = "".join(f"  {h:>{width}}" for h in labels)
        lines.append(f"{'':<17}  {'freq':>6}{columns}")
        lines.append(f"{'preflop':<17}  {1:6.1%}" + "".join(f"  {e:>{width}.4f}" for e in self.equity))
        for texture in by:
            for g in self.groups(texture):
                label = f"high {g.label}" if texture == "high" else g.label
                lines.append(f"{label:<17}  {g.frequency:6.1%}" + "".join(f"  {e:>{width}.4f}" for e in g.equity))
        if best > 0:
            hand = labels[player]
            lines.append(f"best flops for {hand}: " + " ".join(r.flop for r in ranked[:best]))
            lines.append(f"worst flops for {hand}: " + " ".join(r.flop for r in ranked[::-1][:best]))
        return "\n".join(lines)


def _flop_text(flop: Sequence[int]) -> str:
    """A flop's text, high card first (suits in c, d, h, s order among equal ranks)."""
    high_first: list[int] = sorted(flop, key=lambda c: (-(c // 4), c % 4))
    return _core.format_cards(high_first)


def flop_report(
    hands: Sequence[HandLike],
    dead: CardsLike = "",
    *,
    game: str = "holdem",
    exact: Flag | None = None,
    trials: int | None = None,
    threads: Integer = 0,
    seed: Integer | None = None,
    time_limit: float | None = None,
    callback: ProgressCallback | None = None,
) -> FlopReport:
    """Each player's equity on every flop that can come in a preflop spot, with each flop's chance.

    ``hands`` as for :func:`holdEm.equity` (Hold'em: cards, one card,
    ``random`` or ranges, weights too); ``dead``: cards out of play;
    ``game``: ``"holdem"``, ``"shortdeck"`` or ``"shortdeck-triton"``.  One
    row per class of flops that are the same up to a suit permutation under
    which every range and the dead cards are unchanged (see
    :mod:`holdEm.flops`); flops no deal of the players leaves in the deck
    are left out.  ``exact`` as for :func:`holdEm.equity`, per flop (None:
    enumerated when that is quick, which it is heads-up) and ``trials``
    (Monte Carlo deals per flop) as for :func:`holdEm.equity`; Monte Carlo
    rows have a standard error and a seed of their own, drawn from ``seed``
    (:func:`holdEm._seeds.item_seeds`: reports of neighbouring seeds share no deals).
    ``time_limit`` and ``callback`` as for :func:`holdEm.next_card` (the
    share of the flops done; ``TimeoutError``, ``InterruptedError``).  Bad
    input raises ``ValueError`` naming it.

    >>> r = flop_report(["AsKs", "QhQd"])
    >>> len(r), abs(r.equity[0] - equity(["AsKs", "QhQd"], exact=True).equity[0]) < 1e-12
    (9804, True)
    >>> [(g.label, round(g.equity[0], 3)) for g in r.groups("pairing")]
    [('unpaired', 0.476), ('paired', 0.399), ('trips', 0.311)]
    """
    started = time.perf_counter()
    hands = player_list(hands)  # (read once: a generator too, kept for the hint below)
    players = checked_players(hands)
    threads = check_threads(threads)
    exact, seed = check_exact(exact), check_seed(seed)
    trials = check_trials(trials) or None  # (None: the library's default per flop)
    refuse_sampling_when_exact(exact, trials=trials)
    budget = WorkBudget("flop_report", "classes of flops", time_limit, callback)
    if game not in TWO_CARD_DECKS:
        try:
            game = two_card_game(game)
        except ValueError:
            games = ", ".join(map(repr, TWO_CARD_DECKS))
            message = f"flop_report plays the two-card games: game must be one of {games}, got {game!r}"
            raise ValueError(message) from None
    dead_cards = checked_cards(dead, "dead cards")
    try:  # the engine checks the input first (duplicates, ranges emptied, impossible deals, the seed)
        equity(players, [], dead_cards, game=game, exact=False, trials=1, threads=1, seed=0)
    except ValueError as error:
        raise with_hint(error, game, hands) from None

    known = card_mask(dead_cards) | TWO_CARD_DECKS[game]
    combos = [_player_combos(h, game, p) for p, h in enumerate(players)]
    perms = suit_symmetries(known, combos)
    classes = flop_classes([c for c in range(52) if not known >> c & 1], perms)
    check_weighing(
        combos, known, len(classes), f"flop_report: weighing each of {len(classes)} classes of flops by the deals"
    )
    reach = deal_weights(combos, [known | card_mask(flop) for flop, _ in classes])
    weighed = [(flop, count * float(w)) for (flop, count), w in zip(classes, reach)]
    counts = dict(classes)
    weighed = [(flop, w) for flop, w in weighed if w > 0]
    total = sum(w for _, w in weighed)
    hit_ranges = _hit_ranges(combos, known, game)
    # The items: each class's equity, then each distinct range's hits (on every class: a fraction of
    # an equity's cost a class, so one item, the deadline and the callback checked class by class).
    walks = len(set(hit_ranges))
    ranges = counted(walks, "range")
    budget.start(len(weighed) + walks, f"steps ({len(weighed)} classes of flops, then the hits of {ranges} on them)")
    budget.check()

    seeds = None if seed is None else item_seeds(seed, len(weighed))

    def one(item: tuple[int, tuple[int, int, int]]) -> tuple[tuple[float, ...], tuple[float, ...], bool]:
        i, flop = item
        own_seed = None if seeds is None else seeds[i]
        callback_ = budget.engine_callback()
        budget.check()
        r = equity(
            players,
            list(flop),
            dead_cards,
            game=game,
            exact=exact,
            trials=trials,
            threads=1,
            seed=own_seed,
            callback=callback_,
        )
        budget.item_done(r.complete)
        return (r.equity, r.stderr, r.exact)

    if len(players) == 2 and trials is None and exact is not False:
        figures = _heads_up_walk(players, [flop for flop, _ in weighed], dead_cards, game, threads, budget)
    else:
        figures = thread_map(one, list(enumerate(flop for flop, _ in weighed)), threads, budget.keep_going)
    windows = _straight_windows(min(c for c in range(52) if not TWO_CARD_DECKS[game] >> c & 1) // 4)
    rows = tuple(
        FlopRow(_flop_text(flop), counts[flop], w / total, eq, se, flop_texture(flop, windows))
        for (flop, w), (eq, se, _) in zip(weighed, figures)
    )
    overall = tuple(sum(r.frequency * r.equity[p] for r in rows) for p in range(len(players)))
    hit_classes, hit_shares = _hit_shares(hit_ranges, [flop for flop, _ in weighed], dead_cards, game, budget, threads)
    return FlopReport(
        hands=hand_labels(players),
        dead=_core.format_cards(dead_cards),
        game=game,
        rows=rows,
        equity=overall,
        exact=all(ex for _, _, ex in figures),
        elapsed=time.perf_counter() - started,
        hit_classes=hit_classes,
        hit_shares=hit_shares,
    )


def _heads_up_walk(
    players: Sequence[Any],
    flops: Sequence[tuple[int, ...]],
    dead_cards: Sequence[int],
    game: str,
    threads: int,
    budget: WorkBudget,
) -> list[tuple[tuple[float, ...], tuple[float, ...], bool]]:
    """Each flop's exact heads-up equity (as :func:`holdEm.equity`'s) from one engine call, which walks
    every board once (each credited to the ten flops it holds, one board standing for the boards
    alike up to the suits) or enumerates each flop, whichever is modelled cheaper; the budget's
    share done is the engine's share of its boards or flops."""

    def share_done(share: float) -> bool:
        return budget.progress(int(share * len(flops)))

    cards = np.array(flops, dtype=np.uint8).reshape(len(flops), 3)
    callback = share_done if budget.active else None
    fields = _core._flop_equities(players, cards, dead_cards, game, threads, 0.0, callback)
    if not fields["complete"]:
        budget.item_done(complete=False)  # raises: stopped by the callback or past the deadline
    budget.progress(len(flops))
    zeros = (0.0, 0.0)
    return [((a, b), zeros, True) for a, b in fields["equity"].tolist()]


def _hit_ranges(combos: Sequence[dict[tuple[int, int], float]], known: int, game: str) -> list[str]:
    """Each player's range for its hits: its combos in the deck (a card or ``random`` too), as text."""
    texts = []
    for held in combos:
        kept = {
            _core.format_cards([a, b]): w for (a, b), w in held.items() if w > 0 and not known >> a & 1 | known >> b & 1
        }
        texts.append(str(Range(kept, game=game)))  # the text once: a Range's str() is worked out on each call
    return texts


def _hit_shares(
    ranges: Sequence[str],
    flops: Sequence[tuple[int, ...]],
    dead_cards: Sequence[int],
    game: str,
    budget: WorkBudget,
    threads: int,
) -> tuple[tuple[str, ...], np.ndarray]:
    """Each player's :func:`holdEm.board_hits` shares on each flop (``ranges``: each player's, as
    :func:`_hit_ranges` gives them): (the classes, an array of flops x players x classes).  Players
    of the same range (five ``random`` hands) share one walk over the flops, one of the budget's
    items, its range read once and its flops spread over ``threads``; the walk stops at the
    budget's deadline or callback between chunks of flops."""
    classes = MADE_HAND_ORDERS[game] + DRAW_ORDERS[game]
    shares = np.zeros((len(flops), len(ranges), len(classes)))
    boards = np.array(flops, dtype=np.uint8).reshape(len(flops), 3)
    walked: dict[str, np.ndarray] = {}  # a range's text: its shares on every flop
    for p, text in enumerate(ranges):
        if text not in walked:
            rows = np.empty((len(flops), len(classes)))
            for begin in range(0, len(flops), _HIT_FLOPS_A_CHUNK):
                budget.poll()
                end = begin + _HIT_FLOPS_A_CHUNK
                rows[begin:end] = _core._board_hits_each(text, boards[begin:end], dead_cards, game, threads)
            budget.item_done()
            walked[text] = rows
        shares[:, p] = walked[text]
    return classes, shares
