"""The computations behind the API, as jobs for :class:`holdEm.web.limits.Scheduler`.

Each job takes a checked request and an :class:`~holdEm.web.limits.Attempt` (time
limit, engine threads, stop flag) and returns plain JSON-ready data.  On the fast
lane a job that its short time limit cut short raises
:class:`~holdEm.web.limits.NeedsMoreTime`; on the general lane it answers what
the full limit allowed, and says so.
"""

from __future__ import annotations

import functools
import math
import time
from dataclasses import dataclass
from typing import Any, Callable, TypeVar

from holdEm import _core
from holdEm._budget import WorkTimeout
from holdEm._cache import built_once
from holdEm._core import parse_cards
from holdEm._deals import player_combos
from holdEm.breakdown import EquityBreakdown, equity_breakdown
from holdEm.equity import CATEGORY_NAMES, EquityResult, category_order, equity
from holdEm.flops import FlopReport, flop_report
from holdEm.games import HOLE_CARDS, TWO_CARD_DECKS
from holdEm.hand_range import Range, grid_classes, mixed_classes
from holdEm.hits import board_hits
from holdEm.next_card_equity import next_card
from holdEm.preflop import HAND_CLASSES, class_index, hand_ranking, preflop_table
from holdEm.push_fold import MAX_ITERATIONS, PushFold, push_fold, push_fold_icm
from holdEm.web.bodies import (
    AnalysisRequest,
    EquityRequest,
    FlopsRequest,
    HitsRequest,
    PushFoldRequest,
    RangeRequest,
)
from holdEm.web.errors import BadRequest, field_of
from holdEm.web.limits import Attempt, ClientGone, NeedsMoreTime, TooMuchWork

_T = TypeVar("_T")

MC_TRIALS = _core.DEFAULT_TRIALS  # the library's Monte Carlo deals when neither trials nor target_stderr is given
AUTO_EXACT_SECONDS = _core.AUTO_EXACT_SECONDS  # auto enumerates what takes about this long on one thread
# An exact request is "far too large" when its enumeration would need this many times the time limit.
# The estimate comes from a probe of a fraction of a second on a busy machine, so it can be several
# times too high: below this the enumeration runs, and a cut-short one gives its honest estimate.
FAR_TOO_LARGE = 10.0
MAX_LISTED_HANDS = 200  # the hands an Omaha selection or breakdown lists (its count is always given)
RANKED_FLOPS = 5  # the best and the worst flops a flop report lists per player (of its thousands of rows)


def _cut_short(result: EquityResult, trials: int | None, target_stderr: float | None) -> bool:
    """Whether a run stopped before doing what it was asked (by a time limit or a stop)."""
    if not result.complete:
        return True
    if result.enumerated:
        return False
    # Monte Carlo counts a run ended by its time limit as complete: it was cut short when it met
    # none of its goals (the trials, the standard error: whichever comes first ends it).
    goals_met = [result.trials >= trials] if trials is not None else []
    if target_stderr is not None:
        goals_met.append(max(result.stderr) <= target_stderr)
    return bool(goals_met) and not any(goals_met)


#: What a probe learnt when the players' ranges took its whole time to read (``holdEm.equity``'s
#: TimeoutError): a fast-lane slot is held no longer than the probe's time by them either.
SLOW_TO_READ = "slow to read"


def projected_seconds(probe: EquityResult | None) -> float:
    """How long a whole enumeration would take, from a cut-short one (inf when it got nowhere)."""
    if probe is None or not probe.enumerated or probe.progress <= 0:
        return math.inf
    return probe.elapsed / probe.progress


@dataclass(frozen=True)
class _Plan:
    """How one attempt runs: enumerate (``exact``) or sample ``trials`` deals / to ``target_stderr``."""

    exact: bool
    trials: int | None
    target_stderr: float | None
    notes: tuple[str, ...] = ()


def _monte_carlo(req: EquityRequest, *notes: str) -> _Plan:
    trials = req.trials if req.trials is not None or req.target_stderr is not None else MC_TRIALS
    return _Plan(False, trials, req.target_stderr, notes)


def _plan(req: EquityRequest, attempt: Attempt, limit: float) -> _Plan:
    """The method of this attempt.  The engine's own automatic choice cannot be used under a time
    limit (it then samples until the limit), so the server makes it: the probe enumerates, and a
    probe cut short tells how long the whole enumeration would take."""
    sampling = req.exact is False or req.trials is not None or req.target_stderr is not None
    if sampling:
        return _monte_carlo(req)
    probe = attempt.probe
    if probe is None:  # the first attempt: enumerate for as long as the probe may
        return _Plan(True, None, None)
    if probe == "too large":
        return _monte_carlo(req)  # only reached in auto mode (exact=True reports the error)
    if probe == SLOW_TO_READ:  # no enumeration to project from: the engine's own model of it decides
        return _Plan(True, None, None) if req.exact or _modelled_small(req) else _monte_carlo(req)
    needed = projected_seconds(probe)
    if req.exact is None:
        return _Plan(True, None, None) if needed <= AUTO_EXACT_SECONDS else _monte_carlo(req)
    if needed / attempt.threads > FAR_TOO_LARGE * limit:  # sample rather than return a sliver of it
        about = "far longer" if math.isinf(needed) else f"about {needed:,.0f} s on one thread"
        return _monte_carlo(
            req, f"exact enumeration would take {about}, far more than the {limit:g} s limit: Monte Carlo instead"
        )
    return _Plan(True, None, None)


def _modelled_small(req: EquityRequest) -> bool:
    """Whether the engine's model puts the spot's exact enumeration within what the automatic mode
    enumerates (the ranges read again, without a limit: a probe that only read them learnt no pace)."""
    try:
        seconds = _core._planned_exact_seconds(req.hands, req.board, req.dead, req.game)
    except ValueError:  # too large to enumerate at all
        return False
    return seconds <= AUTO_EXACT_SECONDS


def equity_job(
    req: EquityRequest, attempt: Attempt, report: Callable[[EquityResult], None] | None = None
) -> dict[str, Any]:
    """``holdEm.equity`` on the request; ``report`` sees each progress snapshot."""
    limit = attempt.time_limit if req.time_limit is None else min(req.time_limit, attempt.time_limit)
    asked_limit = req.time_limit is not None and req.time_limit <= attempt.time_limit
    plan = _plan(req, attempt, limit)

    def callback(so_far: EquityResult) -> bool:
        if report is not None:
            report(so_far)
        return attempt.keep_going()

    try:
        result = equity(
            req.hands,
            req.board,
            req.dead,
            game=req.game,
            exact=plan.exact,
            trials=plan.trials,
            target_stderr=plan.target_stderr,
            time_limit=limit,
            threads=attempt.threads,
            seed=req.seed,
            callback=callback,
        )
    except ValueError as error:
        if plan.exact and req.exact is None and "too large" in str(error):
            if attempt.final:  # (a final attempt never enumerates after this answer)
                raise
            raise NeedsMoreTime("too large") from None
        raise
    except TimeoutError as error:  # reading the ranges alone took the time (long Omaha patterns)
        if not attempt.final:
            raise NeedsMoreTime(SLOW_TO_READ) from None
        raise TooMuchWork(f"{error}: this server allows {limit:g} s per request; narrow the ranges") from None
    if attempt.cancel.is_set():
        raise ClientGone()
    notes = list(plan.notes)
    if _cut_short(result, plan.trials, plan.target_stderr):
        if not attempt.final and not asked_limit:
            raise NeedsMoreTime(result if plan.exact else None)
        whose = "the time limit asked for" if asked_limit else "this server's time limit"
        notes.append(f"stopped at {whose}, {limit:g} s: {result.summary}")
    out = equity_answer(result)
    out["summary"] = result.summary
    out["method"] = result.method
    out["notes"] = notes
    return out


def equity_answer(result: EquityResult) -> dict[str, Any]:
    """``result.to_dict()`` plus ``category_order``: the names of its hand categories weakest first,
    in the game's order (the short deck's flush above its full house).  The keys of each player's
    ``categories`` come in that order too, but JSON does not promise key order: a proxy or client
    that sorts keys would lose it, and the list keeps it."""
    out = result.to_dict()
    out["category_order"] = [CATEGORY_NAMES[code - 1] for code in category_order(result.game)]
    return out


_NARROWER = "narrow the ranges or add board cards"  # what makes an analysis fit the time limit


def _analysis_timeout(error: TimeoutError, attempt: Attempt, advice: str) -> Exception:
    if not attempt.final:
        return NeedsMoreTime(error)  # (a WorkTimeout says how far the analysis got)
    # In the page's words, the server's limit (the library's name its function, its argument and the limit
    # of the run: "equity_breakdown: time_limit of 2.4 s reached after 54 of 169 combos ...").
    how_far = str(error).partition(" reached ")[2] or "before its end"
    return TooMuchWork(f"stopped {how_far}: this server allows {attempt.time_limit:g} s per request; {advice}")


def _bounded(run: Callable[[], _T], attempt: Attempt, advice: str = _NARROWER) -> _T:
    """An analysis under the attempt's limits: a stop from the callback means the client left; one
    past the time limit is refused with ``advice`` (what would make it fit)."""
    try:
        return run()
    except InterruptedError:
        raise ClientGone() from None
    except TimeoutError as error:
        raise _analysis_timeout(error, attempt, advice) from None


def breakdown_job(req: AnalysisRequest, attempt: Attempt) -> dict[str, Any]:
    """``holdEm.equity_breakdown`` with the mean equity per class of the 13x13 grid (``by_class``);
    in Omaha (no grid) the hands with the most equity, as :func:`omaha_breakdown_answer` lists them.
    In the automatic mode (``exact`` not given) a Hold'em or short-deck breakdown that cannot be
    exact within the time limit samples each combo instead, as :func:`flops_job` does, and its
    ``notes`` say so."""
    if req.game not in TWO_CARD_DECKS:  # Omaha: exact, one enumeration
        try:
            breakdown = _bounded(lambda: _breakdown(req, attempt, False, attempt.time_limit), attempt)
        except ValueError as error:
            raise _omaha_player_error(error, req) from None
        return omaha_breakdown_answer(breakdown, MAX_LISTED_HANDS)
    breakdown, notes = _two_card_breakdown(req, attempt)
    # The page draws the 13x13 grid in every game (short deck greys the classes below six).
    means = dict(zip(grid_classes(req.game), breakdown.by_class().ravel()))
    out = breakdown.to_dict()
    out["classes"] = list(HAND_CLASSES)
    out["by_class"] = [None if math.isnan(means.get(c, math.nan)) else float(means[c]) for c in HAND_CLASSES]
    out["range_combos"] = _range_combos(req, breakdown)
    out["notes"] = notes
    return out


def _range_combos(req: AnalysisRequest, breakdown: EquityBreakdown) -> float:
    """The breakdown's combos counted by their weight in the player's range (``AKo:0.5`` counts half),
    as the hit report counts a range: the weights as the engine reads the player (its ``weights``
    are shares of the deals, the range weight times the other players' deals each combo leaves)."""
    weights = player_combos(req.hands[req.player], req.game, req.player)
    listed = (tuple(sorted(parse_cards(combo))) for combo in breakdown.combos)
    return float(sum(weights.get((low, high), 0.0) for low, high in listed))


#: Monte Carlo deals a combo of a sampled web breakdown: a combo's standard error about 0.0016, and
#: 169 combos (a random hand up to suit symmetry) in about half a second on one core.
BREAKDOWN_DEALS = 100_000


def _two_card_breakdown(req: AnalysisRequest, attempt: Attempt) -> tuple[EquityBreakdown, list[str]]:
    """A Hold'em or short-deck breakdown and its notes: as the request asks, or in the automatic mode
    exact where it fits the limit and sampled where not (:func:`_exact_or_sampled`)."""
    run = functools.partial(_breakdown, req, attempt)
    if req.exact is not None:
        return _bounded(lambda: run(False, attempt.time_limit), attempt), []
    sampling = f"Monte Carlo instead, {BREAKDOWN_DEALS:,} deals a combo"
    return _exact_or_sampled(run, attempt, "combo", sampling, _NARROWER)


def _breakdown(req: AnalysisRequest, attempt: Attempt, sampled: bool, time_limit: float) -> EquityBreakdown:
    """The library's breakdown of the request on the attempt's threads: as the request asks, or
    ``sampled`` (:data:`BREAKDOWN_DEALS` deals a combo), within ``time_limit``."""
    return equity_breakdown(
        req.hands,
        req.board,
        req.dead,
        player=req.player,
        exact=False if sampled else req.exact,
        game=req.game,
        threads=attempt.threads,
        seed=req.seed,
        trials=BREAKDOWN_DEALS if sampled else None,
        time_limit=time_limit,
        callback=attempt.keep_going,
    )


def _omaha_player_error(error: ValueError, req: AnalysisRequest) -> Exception:
    """The Omaha breakdown's refusal of a player's ``random`` or part of a hand, naming the first
    such player (the library's words name none); any other error as it is."""
    message = str(error)
    if not message.startswith("an Omaha breakdown is heads-up, each player"):
        return error
    for i, hand in enumerate(req.hands):
        if _random_or_part(hand, req.game):
            return BadRequest(400, f"player {i + 1}: {message}", "hands", i)
    return BadRequest(400, message, "hands")


def _random_or_part(hand: str, game: str) -> bool:
    """Whether a player's text is ``random`` or fewer cards than a hand of ``game``."""
    text = hand.strip()
    if text.lower() == "random":
        return True
    try:
        cards = parse_cards(text)
    except ValueError:  # a range of patterns
        return False
    return len(cards) < HOLE_CARDS[game]


def omaha_breakdown_answer(breakdown: EquityBreakdown, most_hands: int) -> dict[str, Any]:
    """An Omaha breakdown's ``to_dict()`` with only the ``most_hands`` hands of the most equity in
    ``combos``, strongest first (``"order": "equity"``; equal equities in the range's order), with
    ``total`` (the player's hands), ``more`` (those left out) and ``listed_weight`` (the share of
    the player's deals that the listed hands hold).  A PLO6 range has thousands of hands: all of
    them would make an answer of megabytes that no page lists."""
    out = breakdown.to_dict()
    rows = out["combos"]
    order = sorted(range(len(rows)), key=lambda i: -rows[i]["equity"])[:most_hands]  # sorted() is stable
    out["combos"] = [rows[i] for i in order]
    out["order"] = "equity"
    out["total"] = len(rows)
    out["more"] = len(rows) - len(order)
    out["listed_weight"] = float(sum(rows[i]["weight"] for i in order))
    return out


def next_card_job(req: AnalysisRequest, attempt: Attempt) -> dict[str, Any]:
    """``holdEm.next_card`` on the request."""
    result = _bounded(
        lambda: next_card(
            req.hands,
            req.board,
            req.dead,
            game=req.game,
            threads=attempt.threads,
            time_limit=attempt.time_limit,
            callback=attempt.keep_going,
        ),
        attempt,
    )
    return result.to_dict()


#: The parts of a hit report that list classes by name (the last two in Omaha hi-lo only).
_HIT_PARTS = ("made", "draws", "lows", "low_draws")


def hits_job(req: HitsRequest, attempt: Attempt) -> dict[str, Any]:
    """``holdEm.board_hits`` on the request with ``order`` (each part's class names in order), and
    with ``select`` the hands in those classes (``BoardHits.select``) as ``selected``.  In Omaha
    hi-lo the report has the low half too (``lows``, ``low_draws``), and ``select`` takes the low
    classes as the library's does.

    In Hold'em the report takes well under a millisecond.  In Omaha the range parser refuses a
    range of more than 4,000,000 hands, which bounds the work: a PLO6 range of about 3 million
    hands takes about 0.1 s for the report and as long again for a selection (hi-lo: measured in
    docs/performance.md), in a worker thread
    with the GIL released, so no time limit is needed.  An Omaha selection answers how many hands
    are kept and lists only the first :data:`MAX_LISTED_HANDS` of them."""
    try:
        hits = board_hits(req.range, req.board, req.dead, game=req.game)
    except ValueError as error:
        if req.game in TWO_CARD_DECKS:
            raise
        raise _omaha_range_error(error) from None
    answer = hits.to_dict()
    # The classes' order (made hands strongest first, in the game's order), which JSON keys do not
    # promise: a proxy or client may sort them.
    answer["order"] = {part: list(answer[part]) for part in _HIT_PARTS if part in answer}
    if req.select.strip():
        answer["selected"] = hits.selection_dict(req.select, MAX_LISTED_HANDS if hits.is_omaha else None)
    if attempt.cancel.is_set():
        raise ClientGone()
    return answer


def _omaha_range_error(error: ValueError) -> Exception:
    """An Omaha report's ValueError, named ``range`` when it is not the board's or the dead cards'
    (the Omaha range parser's words do not name their field)."""
    message = str(error)
    if field_of(message, ("board", "dead"))[0] is not None:
        return error
    return BadRequest(400, f"range: {message}", "range")


#: A flop report is sampled where the fast lane's probe projects its enumeration past this share of
#: the time limit: the projection is rough both ways (the first classes are not the average one; the
#: set-up and the hits are left out), and a spot enumerated past the limit is refused.
SAMPLE_PAST_SHARE = 0.5
#: Monte Carlo deals a class of flops: a row's standard error about 0.01 (the preflop equity's far
#: less), and cheap next to a report's fixed work (its hits, a call a class).
FLOP_DEALS = 2_000


#: The least time a cut-short analysis must have spent on its items for its pace to be projected: a
#: few items in a few milliseconds (the set-up took the probe's time) can be slowed many times over
#: by one pause of a loaded machine.
JUDGED_SECONDS = 0.05


def _projected_seconds(cut: WorkTimeout) -> float:
    """An analysis's whole run at the pace of the one `cut` short (0, not known, when it spent less
    than :data:`JUDGED_SECONDS` on its items: its set-up took the time).  One that finished none in
    that time is projected as if each item took that long (the first took longer)."""
    if cut.seconds < JUDGED_SECONDS:
        return 0.0
    return cut.seconds * cut.total / max(cut.done, 1)


#: An enumeration the probe projected under :data:`SAMPLE_PAST_SHARE` of the limit may still run
#: long: on the general lane it has this share of the limit, and past it the rest samples the spot.
ENUMERATE_SHARE = 0.75


def flops_job(req: FlopsRequest, attempt: Attempt, progress: Callable[[float], None] | None = None) -> dict[str, Any]:
    """``holdEm.flop_report`` on the request, answered as :func:`flops_answer` trims it; ``progress``
    sees the share of the classes of flops done, about every 0.25 s.  The fast lane enumerates; where
    its probe projects the whole enumeration past :data:`SAMPLE_PAST_SHARE` of the time limit (on the
    general lane's threads), the general lane samples each class of flops (:data:`FLOP_DEALS` deals)
    instead of refusing the spot.  An enumeration on the general lane that runs past
    :data:`ENUMERATE_SHARE` of the limit gives way to sampling in the time left.  The answer's
    ``notes`` say when it was sampled, and why."""
    shown = 0.0  # the share of flops shown: sampling after an enumeration starts again, and the bar waits

    def callback(share_done: float) -> bool:
        nonlocal shown
        shown = max(shown, share_done)
        if progress is not None:
            progress(shown)
        return attempt.keep_going()

    def report(sampled: bool, time_limit: float) -> FlopReport:
        return flop_report(
            req.hands,
            req.dead,
            game=req.game,
            exact=False if sampled else None,
            trials=FLOP_DEALS if sampled else None,
            threads=attempt.threads,
            time_limit=time_limit,
            callback=callback,
        )

    advice = "narrow the ranges (a preflop spot: the report deals every flop)"
    sampling = f"Monte Carlo instead, {FLOP_DEALS:,} deals a class of flops"
    finished, notes = _exact_or_sampled(report, attempt, "flop", sampling, advice)
    answer = flops_answer(finished, RANKED_FLOPS)
    answer["notes"] = notes
    return answer


def _exact_or_sampled(
    run: Callable[[bool, float], _T], attempt: Attempt, item: str, sampling: str, advice: str
) -> tuple[_T, list[str]]:
    """An analysis of many items (flops, combos) exact where it fits the time limit, else sampled,
    with the notes that say so: ``run(sampled, time_limit)`` runs it.  The fast lane enumerates;
    where its probe projects the whole enumeration past :data:`SAMPLE_PAST_SHARE` of the limit (on
    the general lane's threads) the general lane samples at once, and an enumeration there that runs
    past :data:`ENUMERATE_SHARE` of the limit gives way to sampling in the time left."""
    begun, limit = time.monotonic(), attempt.time_limit
    probe = attempt.probe  # the fast lane's WorkTimeout, on the general lane
    needed = _projected_seconds(probe) / attempt.threads if isinstance(probe, WorkTimeout) else 0.0
    allowed = f"the {limit:g} s this server allows: {sampling}"
    if needed > SAMPLE_PAST_SHARE * limit:
        projected = f"every {item} exactly would take about {needed:,.0f} s, more than {SAMPLE_PAST_SHARE:.0%} of"
        return _bounded(lambda: run(True, limit), attempt, advice), [f"{projected} {allowed}"]
    if not attempt.final:  # the fast lane: past its probe's time, the general lane decides
        return _bounded(lambda: run(False, limit), attempt, advice), []
    try:
        return _bounded(lambda: run(False, ENUMERATE_SHARE * limit), attempt, advice), []
    except TooMuchWork:
        left = max(limit - (time.monotonic() - begun), 1e-3)
        ran = f"every {item} exactly ran past {ENUMERATE_SHARE * limit:g} s of"
        return _bounded(lambda: run(True, left), attempt, advice), [f"{ran} {allowed}"]


def flops_answer(report: FlopReport, most_flops: int) -> dict[str, Any]:
    """A flop report's ``to_dict()`` with, in place of ``flops`` (every row: 1,755 to about 10,000, a
    megabyte or two of JSON that no page lists), ``classes`` (how many rows) and per player its
    ``most_flops`` best flops (``best``, the best first) and worst (``worst``, the worst first), each a
    row as ``flops`` has it."""
    out = report.to_dict()
    rows = {row["flop"]: row for row in out.pop("flops")}
    out["classes"] = len(rows)
    ranked = [report.ranked(p) for p in range(len(report.hands))]
    out["best"] = [[rows[r.flop] for r in order[:most_flops]] for order in ranked]
    out["worst"] = [[rows[r.flop] for r in order[::-1][:most_flops]] for order in ranked]
    return out


def push_fold_job(req: PushFoldRequest, attempt: Attempt) -> dict[str, Any]:
    """``holdEm.push_fold`` (chips) or ``holdEm.push_fold_icm`` on the request, under the attempt's
    time limit and stopped when the client leaves: its ``to_dict()`` plus ``unit``, ``text`` (the
    library's lines) and ``notes``.  Nearly every spot converges within the fast lane's try
    (10-60 ms); one that does not runs again on the general lane, whose answer, if the limit
    comes first, is the best found with its exploitability, and says so."""
    solution = _push_fold(req, attempt)
    if attempt.cancel.is_set():
        raise ClientGone()
    notes = []
    if not solution.converged:
        if not attempt.final:
            raise NeedsMoreTime()
        why = (
            f"this server's time limit, {attempt.time_limit:g} s"
            if solution.iterations < MAX_ITERATIONS
            else "the solver's bound"
        )
        notes.append(
            f"stopped after {solution.iterations:,} iterations at {why}: "
            f"exploitability {solution.exploitability:.1e} {solution.unit}"
        )
    out = solution.to_dict()
    out["unit"] = solution.unit
    out["text"] = solution.text().splitlines()
    out["notes"] = notes
    return out


def _push_fold(req: PushFoldRequest, attempt: Attempt) -> PushFold:
    bounds: dict[str, Any] = {"time_limit": attempt.time_limit, "callback": attempt.keep_going}
    if req.small_blind is not None:  # else the library's default
        bounds["small_blind"] = req.small_blind
    if req.stack is not None:
        return push_fold(req.stack, ante=req.ante, **bounds)
    assert req.big_blind is not None  # the ICM form has it (PushFoldRequest.parse)
    return push_fold_icm(req.stacks, req.payouts, big_blind=req.big_blind, ante=req.ante, **bounds)


@built_once
def preflop_table_data() -> dict[str, Any]:
    """The whole heads-up table (built once: the same for every request)."""
    table = preflop_table()
    return {"classes": list(HAND_CLASSES), "table": [[float(v) for v in row] for row in table]}


def range_job(req: RangeRequest, _attempt: Attempt) -> dict[str, Any]:
    """``POST /api/range``: the range read for its game (the engine's parser, so the page paints what
    every calculation reads): its normalised text, its grid's classes and each one's share, and its
    weighted combos.  A range holds at most 1,326 combos: no time limit is needed."""
    try:
        hand_range = Range(req.range, game=req.game)
    except ValueError as error:
        raise BadRequest(400, f"range: {error}", "range") from None
    return {
        "range": str(hand_range),
        "game": req.game,
        "classes": list(grid_classes(req.game)),
        "grid": [float(v) for v in hand_range.grid(req.game).ravel()],
        "combos": hand_range.weighted_combos,
        "mixed": mixed_classes(hand_range.combos),
    }


def preflop_job(hand: str | None, _attempt: Attempt) -> dict[str, Any]:
    """The table, or one class's row of it (``hand`` like ``AKs``; ValueError when it is not one)."""
    if hand is None:
        return preflop_table_data()
    i = class_index(hand)
    row = preflop_table()[i]
    return {"hand": HAND_CLASSES[i], "classes": list(HAND_CLASSES), "equity": [float(v) for v in row]}


@built_once
def ranking_data(game: str) -> dict[str, Any]:
    """The game's classes strongest first (169, or 81 in short deck), with their equity against a
    random hand and combos, and the deck's combos (1326, or 630)."""
    ranked = hand_ranking(game)
    return {
        "game": game,
        "ranking": [{"hand_class": r.hand_class, "equity": r.equity, "combos": r.combos} for r in ranked],
        "total_combos": 1326 if game == "holdem" else 630,
    }


def ranking_job(game: str, _attempt: Attempt) -> dict[str, Any]:
    """``GET /api/ranking``: :func:`ranking_data` of the game (a lookup: the attempt is not needed)."""
    return ranking_data(game)
