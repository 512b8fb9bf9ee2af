"""The JSON API's handlers: read and check the request, run its job on the scheduler, answer.

Every error is answered as ``{"error": "...", "field": ...}`` (see :mod:`holdEm.web.errors`):
400 for bad input (the checks of :mod:`holdEm.web.bodies`, and the engine's ``ValueError``
text, which names the bad token), 408 for a body that does not arrive in time, 413 for a
body over the limit, 422 for an analysis the time limit cannot fit, 503 when the server is
busy, 500 (with nothing but the error's kind) for anything unexpected.  No exception leaves
a handler.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import threading
import time
from collections.abc import AsyncIterator
from typing import Any, Callable

from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response, StreamingResponse

from holdEm.equity import EquityResult
from holdEm.games import TWO_CARD_DECKS, equity_game
from holdEm.preflop import class_index
from holdEm.web import jobs
from holdEm.web.bodies import (
    AnalysisRequest,
    EquityRequest,
    FlopsRequest,
    HitsRequest,
    PushFoldRequest,
    RangeRequest,
    read_json,
)
from holdEm.web.errors import BadRequest, ErrorAnswer, classify
from holdEm.web.limits import Attempt, ClientGone, Scheduler, ServerLimits, watch_disconnect

log = logging.getLogger("holdEm.web")

_background: set[asyncio.Task[Any]] = set()  # tasks kept alive until they end
_Send = Callable[[dict[str, Any]], None]  # sends one progress line of a stream (from any thread)


def _plain(value: Any) -> Any:
    """JSON has no NaN or infinity: such numbers become null."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def dumps(data: Any) -> bytes:
    """Compact JSON bytes of an answer (NaN refused: the jobs write it as null)."""
    return json.dumps(_plain(data), allow_nan=False, separators=(",", ":")).encode()


def json_response(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    """A JSON response of ``data``."""
    return Response(dumps(data), status_code=status, media_type="application/json", headers=headers)


def error_response(status: int, message: str, headers: dict[str, str] | None = None) -> Response:
    """A JSON error response: ``{"error": message}``."""
    return json_response({"error": message}, status, headers)


def answer_error(answer: ErrorAnswer) -> Response:
    """The response of a refused request (503, a busy server, says when to try again)."""
    return json_response(answer.body, answer.status, {"Retry-After": "1"} if answer.status == 503 else None)


def _scheduler(request: Request) -> Scheduler:
    return request.app.state.scheduler


def _limits(request: Request) -> ServerLimits:
    return _scheduler(request).limits


async def _answer(request: Request, job: Callable[[Attempt], Any], fields: tuple[str, ...] = ()) -> Response:
    """Runs ``job`` on the scheduler, stopping it if the client disconnects; an error names
    the field at fault among the request's ``fields``."""
    cancel = threading.Event()
    watcher = asyncio.create_task(watch_disconnect(request, cancel))
    try:
        data = await _scheduler(request).compute(job, cancel)
    except Exception as error:  # every failure becomes a JSON answer
        return answer_error(classify(error, fields))
    finally:
        watcher.cancel()
    return json_response(data)


async def _body(request: Request) -> dict[str, Any]:
    _no_parameters(request, "a POST's fields are in its JSON body")
    try:
        return await read_json(request, _limits(request))
    except ClientDisconnect:  # it left while sending: nobody to answer, nothing to log
        raise ClientGone() from None


async def _checked(request: Request, parse: Callable[[dict[str, Any]], Any]) -> Any:
    """The parsed request, or a Response refusing it."""
    try:
        return parse(await _body(request))
    except Exception as error:
        return answer_error(classify(error))


async def equity(request: Request) -> Response:
    """``POST /api/equity``: :func:`holdEm.equity`'s ``to_dict()`` plus ``category_order``, ``summary``,
    ``method`` and ``notes``; with ``"stream": true`` an NDJSON stream (:func:`_stream`) whose progress
    lines are ``{"progress", "elapsed", "partial"}`` (the engine's snapshot so far, with its
    ``category_order``: :func:`holdEm.web.jobs.equity_answer`)."""
    req = await _checked(request, lambda body: EquityRequest.parse(body, _limits(request)))
    if isinstance(req, Response):
        return req
    if not req.stream:
        return await _answer(request, lambda attempt: jobs.equity_job(req, attempt), EquityRequest.FIELDS)

    def job(attempt: Attempt, send: _Send) -> dict[str, Any]:
        def report(so_far: EquityResult) -> None:
            send({"progress": so_far.progress, "elapsed": so_far.elapsed, "partial": jobs.equity_answer(so_far)})

        return jobs.equity_job(req, attempt, report)

    return _stream(request, job, EquityRequest.FIELDS)


def _stream(request: Request, job: Callable[[Attempt, _Send], Any], fields: tuple[str, ...]) -> Response:
    """``job`` on the scheduler, answered as NDJSON: the progress lines it sends (each with
    ``progress``, about every 0.25 s), then one line ``{"result": ...}`` or ``{"error": ...,
    "status": ...}`` (the field at fault among ``fields``, as :func:`_answer` names it).  A client
    that goes away (or aborts) ends the stream, and the computation with it."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
    cancel = threading.Event()

    def send(item: dict[str, Any]) -> None:
        loop.call_soon_threadsafe(queue.put_nowait, item)

    async def run() -> None:
        try:
            data = await _scheduler(request).compute(lambda attempt: job(attempt, send), cancel)
            item: dict[str, Any] = {"result": data}
        except Exception as error:
            answer = classify(error, fields)
            item = {**answer.body, "status": answer.status}
        await queue.put(item)

    task = asyncio.create_task(run())
    _background.add(task)
    task.add_done_callback(_background.discard)

    async def lines() -> AsyncIterator[bytes]:
        try:
            while True:
                item = await queue.get()
                yield dumps(item) + b"\n"
                if "progress" not in item:
                    return
        finally:
            cancel.set()  # the stream ended or the client left: nothing more to compute

    return StreamingResponse(lines(), media_type="application/x-ndjson")


async def breakdown(request: Request) -> Response:
    """``POST /api/breakdown``: :func:`holdEm.equity_breakdown`'s ``to_dict()`` plus ``by_class``."""
    req = await _checked(request, lambda body: AnalysisRequest.parse(body, _limits(request), breakdown=True))
    if isinstance(req, Response):
        return req
    return await _answer(request, lambda attempt: jobs.breakdown_job(req, attempt), AnalysisRequest.FIELDS)


async def nextcard(request: Request) -> Response:
    """``POST /api/nextcard``: :func:`holdEm.next_card`'s ``to_dict()``."""
    req = await _checked(request, lambda body: AnalysisRequest.parse(body, _limits(request), breakdown=False))
    if isinstance(req, Response):
        return req
    return await _answer(request, lambda attempt: jobs.next_card_job(req, attempt), AnalysisRequest.FIELDS)


async def hits(request: Request) -> Response:
    """``POST /api/hits``: :func:`holdEm.board_hits`'s ``to_dict()`` (Hold'em, short deck, Omaha high and hi-lo)."""
    req = await _checked(request, lambda body: HitsRequest.parse(body, _limits(request)))
    if isinstance(req, Response):
        return req
    return await _answer(request, lambda attempt: jobs.hits_job(req, attempt), HitsRequest.FIELDS)


async def hand_range(request: Request) -> Response:
    """``POST /api/range``: range text read for its game, as the page's grid paints it
    (:func:`holdEm.web.jobs.range_job`)."""
    req = await _checked(request, lambda body: RangeRequest.parse(body, _limits(request)))
    if isinstance(req, Response):
        return req
    return await _answer(request, lambda attempt: jobs.range_job(req, attempt), RangeRequest.FIELDS)


async def flops(request: Request) -> Response:
    """``POST /api/flops``: :func:`holdEm.flop_report`'s ``to_dict()``, its rows trimmed to each player's
    best and worst flops (:func:`holdEm.web.jobs.flops_answer`); preflop, Hold'em and short deck.  With
    ``"stream": true`` an NDJSON stream (:func:`_stream`) whose progress lines are ``{"progress",
    "elapsed"}``: the share of the classes of flops done, and the seconds since the request came."""
    req = await _checked(request, lambda body: FlopsRequest.parse(body, _limits(request)))
    if isinstance(req, Response):
        return req
    if not req.stream:
        return await _answer(request, lambda attempt: jobs.flops_job(req, attempt), FlopsRequest.FIELDS)
    started = time.monotonic()  # the time shown counts the wait for a slot and the probe too

    def job(attempt: Attempt, send: _Send) -> dict[str, Any]:
        def report(share_done: float) -> None:
            send({"progress": share_done, "elapsed": time.monotonic() - started})

        return jobs.flops_job(req, attempt, report)

    return _stream(request, job, FlopsRequest.FIELDS)


async def pushfold(request: Request) -> Response:
    """``POST /api/pushfold``: :func:`holdEm.push_fold` (``stack``, in big blinds) or
    :func:`holdEm.push_fold_icm` (``stacks``, ``payouts``, ``big_blind``, in chips): ``to_dict()`` plus
    ``unit``, ``text`` and ``notes`` (:func:`holdEm.web.jobs.push_fold_job`)."""
    req = await _checked(request, lambda body: PushFoldRequest.parse(body, _limits(request)))
    if isinstance(req, Response):
        return req
    return await _answer(request, lambda attempt: jobs.push_fold_job(req, attempt), PushFoldRequest.FIELDS)


def _no_parameters(request: Request, why: str, allowed: frozenset[str] = frozenset()) -> None:
    """Refuses a query parameter other than the ``allowed``, named (``why``: which ones there are)."""
    unknown = sorted(set(request.query_params) - allowed)
    if unknown:
        other = unknown[0][:40]
        raise BadRequest(400, f"unknown parameter {other!r} ({why})", other)


def _parameter(request: Request, name: str) -> str | None:
    """The one query parameter ``name`` (None when not given), refusing any other and a repeat."""
    _no_parameters(request, f"the one parameter is {name}", frozenset([name]))
    given = request.query_params.getlist(name)
    if len(given) > 1:
        raise BadRequest(400, f"{name} is given {len(given)} times: give it once", name)
    return given[0] if given else None


async def preflop(request: Request) -> Response:
    """``GET /api/preflop``: the heads-up table, or with ``?hand=AKs`` that class's row."""
    try:
        hand = _parameter(request, "hand")
        if hand is not None and len(hand) > 16:
            raise BadRequest(400, f"hand must be a class like AKs, got {hand[:16]!r}...", "hand")
        if hand is not None:
            try:
                class_index(hand)  # checked here, so that the error names the parameter
            except ValueError as error:
                raise BadRequest(400, f"hand: {error}", "hand") from None
    except BadRequest as error:
        return answer_error(classify(error))
    return await _answer(request, lambda attempt: jobs.preflop_job(hand, attempt))


async def ranking(request: Request) -> Response:
    """``GET /api/ranking``: the classes strongest first (what ``15%`` ranges take); with
    ``?game=shortdeck`` (or ``shortdeck-triton``) the short deck's 81."""
    try:
        given = _parameter(request, "game")
        asked = "holdem" if given is None else given
        game = equity_game(asked)
        if game not in TWO_CARD_DECKS:
            shown = repr(asked[:20]) + ("..." if len(asked) > 20 else "")
            raise BadRequest(400, f"game: a ranking is for {', '.join(TWO_CARD_DECKS)}, not {shown}", "game")
    except BadRequest as error:
        return answer_error(classify(error))
    return await _answer(request, lambda attempt: jobs.ranking_job(game, attempt))


async def status(request: Request) -> Response:
    """``GET /api/status``: the free slots and the limits (answered on the event loop: no work)."""
    try:
        _no_parameters(request, "the status takes none")
    except BadRequest as error:
        return answer_error(classify(error))
    return json_response(_scheduler(request).status())
