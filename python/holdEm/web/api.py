"""The JSON API's handlers: read and check the request, run its job on the scheduler, answer.

Every error is answered as ``{"error": "..."}``: 400 for bad input (the checks of
:mod:`holdEm.web.bodies`, and the engine's ``ValueError`` text, which names the bad
token), 413 for a body over the limit, 422 for an analysis the time limit cannot fit,
503 when the server is busy, 500 (with nothing but the error's kind) for anything
unexpected.  No exception leaves a handler.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import threading
from collections.abc import AsyncIterator
from typing import Any, Callable

from starlette.requests import Request
from starlette.responses import Response, StreamingResponse

from holdEm.equity import EquityResult
from holdEm.games import TWO_CARD_DECKS, equity_game
from holdEm.web import jobs
from holdEm.web.bodies import AnalysisRequest, BadRequest, EquityRequest, HitsRequest, read_json
from holdEm.web.limits import Attempt, ClientGone, Overloaded, Scheduler, ServerLimits, watch_disconnect

log = logging.getLogger("holdEm.web")

_background: set[asyncio.Task[Any]] = set()  # tasks kept alive until they end


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
    return json.dumps(_plain(data), allow_nan=False, separators=(",", ":")).encode()


def json_response(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return Response(dumps(data), status_code=status, media_type="application/json", headers=headers)


def error_response(status: int, message: str, headers: dict[str, str] | None = None) -> Response:
    return json_response({"error": message}, status, headers)


def classify(error: BaseException) -> tuple[int, str]:
    """The status and message for an exception raised while answering."""
    if isinstance(error, BadRequest):
        return error.status, error.reason
    if isinstance(error, ValueError):  # the engine's checks: the message names the bad token
        return 400, str(error) or type(error).__name__
    if isinstance(error, jobs.TooMuchWork):
        return 422, str(error)
    if isinstance(error, Overloaded):
        return 503, str(error)
    if isinstance(error, ClientGone):
        return 499, "the client closed the request"
    log.exception("unexpected error", exc_info=error)
    return 500, f"internal error ({type(error).__name__}); the server goes on"


def _scheduler(request: Request) -> Scheduler:
    return request.app.state.scheduler


def _limits(request: Request) -> ServerLimits:
    return _scheduler(request).limits


async def _answer(request: Request, job: Callable[[Attempt], Any]) -> Response:
    """Runs ``job`` on the scheduler, stopping it if the client disconnects."""
    cancel = threading.Event()
    watcher = asyncio.create_task(watch_disconnect(request, cancel))
    try:
        data = await _scheduler(request).compute(job, cancel)
    except Exception as error:  # every failure becomes a JSON answer
        status, message = classify(error)
        return error_response(status, message, {"Retry-After": "1"} if status == 503 else None)
    finally:
        watcher.cancel()
    return json_response(data)


async def _body(request: Request) -> dict[str, Any]:
    return await read_json(request, _limits(request))


async def _checked(request: Request, parse: Callable[[dict[str, Any]], Any]) -> Any:
    """The parsed request, or a Response refusing it."""
    try:
        return parse(await _body(request))
    except Exception as error:
        status, message = classify(error)
        return error_response(status, message)


async def equity(request: Request) -> Response:
    """``POST /api/equity``: :func:`holdEm.equity`'s ``to_dict()`` plus ``summary``, ``method``
    and ``notes``; with ``"stream": true`` an NDJSON stream of progress lines and the result."""
    req = await _checked(request, lambda body: EquityRequest.parse(body, _limits(request)))
    if isinstance(req, Response):
        return req
    if req.stream:
        return _stream_equity(request, req)
    return await _answer(request, lambda attempt: jobs.equity_job(req, attempt))


def _stream_equity(request: Request, req: EquityRequest) -> Response:
    """Lines of ``{"progress", "elapsed", "partial"}`` about every 0.25 s, then one line
    ``{"result": ...}`` or ``{"error": ..., "status": ...}``.  A client that goes away
    (or aborts) ends the stream, and the computation with it."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
    cancel = threading.Event()

    def report(so_far: EquityResult) -> None:
        item = {"progress": so_far.progress, "elapsed": so_far.elapsed, "partial": so_far.to_dict()}
        loop.call_soon_threadsafe(queue.put_nowait, item)

    async def run() -> None:
        try:
            data = await _scheduler(request).compute(lambda attempt: jobs.equity_job(req, attempt, report), cancel)
            item: dict[str, Any] = {"result": data}
        except Exception as error:
            status, message = classify(error)
            item = {"error": message, "status": status}
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
    return await _answer(request, lambda attempt: jobs.breakdown_job(req, attempt))


async def nextcard(request: Request) -> Response:
    """``POST /api/nextcard``: :func:`holdEm.next_card`'s ``to_dict()``."""
    req = await _checked(request, lambda body: AnalysisRequest.parse(body, _limits(request), breakdown=False))
    if isinstance(req, Response):
        return req
    return await _answer(request, lambda attempt: jobs.next_card_job(req, attempt))


async def hits(request: Request) -> Response:
    """``POST /api/hits``: :func:`holdEm.board_hits`'s ``to_dict()``."""
    req = await _checked(request, lambda body: HitsRequest.parse(body, _limits(request)))
    if isinstance(req, Response):
        return req
    return await _answer(request, lambda attempt: jobs.hits_job(req, attempt))


async def preflop(request: Request) -> Response:
    """``GET /api/preflop``: the heads-up table, or with ``?hand=AKs`` that class's row."""
    unknown = sorted(set(request.query_params) - {"hand"})
    if unknown:
        return error_response(400, f"unknown parameter {unknown[0]!r} (the one parameter is hand)")
    hand = request.query_params.get("hand")
    if hand is not None and len(hand) > 16:
        return error_response(400, f"hand must be a class like AKs, got {hand[:16]!r}...")
    return await _answer(request, lambda attempt: jobs.preflop_job(hand, attempt))


async def ranking(request: Request) -> Response:
    """``GET /api/ranking``: the classes strongest first (what ``15%`` ranges take); with
    ``?game=shortdeck`` (or ``shortdeck-triton``) the short deck's 81."""
    unknown = sorted(set(request.query_params) - {"game"})
    if unknown:
        return error_response(400, f"unknown parameter {unknown[0]!r} (the one parameter is game)")
    asked = request.query_params.get("game", "holdem")[:20]
    game = equity_game(asked)
    if game not in TWO_CARD_DECKS:
        return error_response(400, f"a ranking is for {', '.join(TWO_CARD_DECKS)}, not {asked!r}")
    return await _answer(request, lambda attempt: jobs.ranking_job(game, attempt))


async def status(request: Request) -> Response:
    """``GET /api/status``: the free slots and the limits (answered on the event loop: no work)."""
    return json_response(_scheduler(request).status())
