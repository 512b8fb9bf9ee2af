"""The API's OpenAPI 3.1 description, written as data (served at ``/openapi.json``)."""

from __future__ import annotations

from typing import Any

from holdEm._version import __version__
from holdEm.equity import CATEGORY_NAMES
from holdEm.games import GAME_SPELLINGS, TWO_CARD_DECKS, equity_game
from holdEm.omaha_hits import OMAHA_HILO_HITS_GAMES, OMAHA_HITS_GAMES
from holdEm.web.bodies import PushFoldRequest
from holdEm.web.jobs import MAX_LISTED_HANDS, RANKED_FLOPS
from holdEm.web.limits import ServerLimits

_SEED = {"type": ["integer", "null"], "minimum": 0, "maximum": 2**64 - 1}
_HILO = {"type": "array", "items": {"type": ["number", "null"]}}
# The hit report's games: Hold'em, the short decks, Omaha high and Omaha hi-lo.
_HITS_GAMES = [
    name for name in GAME_SPELLINGS if equity_game(name) in (*TWO_CARD_DECKS, *OMAHA_HITS_GAMES, *OMAHA_HILO_HITS_GAMES)
]
# The two-card games (the flop report's), each spelling of them.
_TWO_CARD_GAMES = [name for name in GAME_SPELLINGS if equity_game(name) in TWO_CARD_DECKS]
_FLOP_ROW = {
    "type": "object",
    "description": "one class of flops the same up to a suit permutation: flop (one of them), flops (how "
    "many), frequency (the chance one comes), equity and stderr per player, and its texture: suits, pairing, "
    "high, straight",
}
_EXACT = {"type": ["boolean", "null"], "description": "null: enumerate when that takes about a second"}


def _progress_line(partial: str | None) -> dict[str, Any]:
    """A streamed progress line: the share done and the engine's seconds (and the result so far)."""
    properties: dict[str, Any] = {"progress": {"type": "number"}, "elapsed": {"type": "number"}}
    if partial is not None:
        properties["partial"] = {"$ref": f"#/components/schemas/{partial}"}
    return {"type": "object", "required": ["progress", "elapsed"], "properties": properties}


def _stream_field(line: str, result: str) -> dict[str, Any]:
    """The ``stream`` field of a request whose answer can be streamed: its progress ``line`` and ``result``."""
    return {
        "type": "boolean",
        "default": False,
        "description": f"NDJSON: a line {line} about every 0.25 s while it runs, then {{'result': {result}}} or an "
        "Error with 'status' (a body its checks refuse is answered as without stream)",
    }


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _json_body(schema: str) -> dict[str, Any]:
    return {"required": True, "content": {"application/json": {"schema": _ref(schema)}}}


def _answers(
    schema: str, summary: str, *, body: ServerLimits | None, progress: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The responses of an endpoint answering ``schema``: with a JSON body to read under the ``body``
    limits (the 408, 413 and 422 a body or its work can bring; None: no body), and a ``progress``
    line schema when it streams."""
    error = {"content": {"application/json": {"schema": _ref("Error")}}}
    answer: dict[str, Any] = {"application/json": {"schema": _ref(schema)}}
    if progress is not None:  # "stream": true: NDJSON, one object a line
        result = {"type": "object", "required": ["result"], "properties": {"result": _ref(schema)}}
        answer["application/x-ndjson"] = {
            "schema": {
                "description": "each line one of: progress, the result, or an Error with its status (an error "
                "found while computing comes as such a line, the HTTP status being 200 by then)",
                "oneOf": [progress, result, _ref("Error")],
            }
        }
    answers: dict[str, Any] = {
        "200": {"description": summary, "content": answer},
        "400": {"description": "bad input: the reason names the field or the bad token", **error},
    }
    if body is not None:
        answers["408"] = {"description": f"the body did not all arrive within {body.body_timeout:g} s", **error}
        answers["413"] = {"description": f"the body is over {body.max_body} bytes", **error}
        answers["422"] = {"description": "the work does not fit the server's time limit", **error}
    answers["503"] = {
        "description": "busy: no slot came free in time",
        "headers": {"Retry-After": {"description": "seconds to wait", "schema": {"type": "integer"}}},
        **error,
    }
    answers["default"] = {"description": "another error: an unknown path (404), a wrong method (405), 500", **error}
    return answers


def _schemas(limits: ServerLimits) -> dict[str, Any]:
    """The bodies and answers, with the server's bounds on what a request may hold."""
    cards = {"type": "string", "maxLength": limits.max_cards_text, "description": "cards like 'As Kd 7h' or 'AsKd7h'"}
    hands = {
        "type": "array",
        "minItems": 2,
        "maxItems": limits.max_players,
        "items": {"type": "string", "maxLength": limits.max_text},
        "description": "one per player: hole cards ('AsKs'), some of them, 'random' or a range ('QQ+,AKs:0.5', "
        "'15%'; in Omaha patterns like 'AA:xxyy,KK')",
    }
    per_player = {"type": "array", "maxItems": limits.max_players, "items": {"type": "number"}}
    return {
        "Error": {
            "type": "object",
            "required": ["error"],
            "properties": {
                "error": {"type": "string"},
                "field": {"type": "string", "description": "the body field or query parameter at fault, when one is"},
                "index": {"type": "integer", "description": "the player (from 0) whose hand is at fault"},
                "status": {"type": "integer", "description": "in a stream: the HTTP status the error stands for"},
            },
        },
        "EquityRequest": {
            "type": "object",
            "additionalProperties": False,
            "required": ["hands"],
            "properties": {
                "hands": hands,
                "board": {**cards, "description": "0 to 5 board cards"},
                "dead": {**cards, "description": "cards out of play"},
                "game": {
                    "enum": list(GAME_SPELLINGS),
                    "default": "holdem",
                    "description": "the game of holdEm.equity (plo stands for plo4; plo-hilo and plo8 for plo4-hilo; "
                    "omaha8 for omaha-hilo, the same game)",
                },
                "exact": _EXACT,
                "trials": {"type": ["integer", "null"], "minimum": 1, "maximum": limits.max_trials},
                "target_stderr": {"type": ["number", "null"], "exclusiveMinimum": 0, "maximum": 1},
                "seed": _SEED,
                "time_limit": {
                    "type": ["number", "null"],
                    "exclusiveMinimum": 0,
                    "description": "capped by the server's",
                },
                "stream": _stream_field(
                    "{progress: the share done, elapsed: the engine's seconds, partial: the EquityResult so far}",
                    "EquityResult",
                ),
            },
        },
        "EquityResult": {
            "type": "object",
            "description": "holdEm.EquityResult.to_dict(), plus category_order, summary, method and notes (what the "
            "server changed)",
            "properties": {
                "hands": {"type": "array", "items": {"type": "string"}},
                "board": {"type": "string"},
                "dead": {"type": "string"},
                "game": {"type": "string"},
                "equity": {"type": "array", "items": {"type": ["number", "null"]}},
                "win": {"type": "array", "items": {"type": ["number", "null"]}},
                "tie": {"type": "array", "items": {"type": ["number", "null"]}},
                "stderr": {"type": "array", "items": {"type": ["number", "null"]}},
                "categories": {
                    "type": "array",
                    "items": {"type": "object", "additionalProperties": {"type": ["number", "null"]}},
                    "description": "per player: the chance of ending with each hand category, by its name (null "
                    "where not known: an enumeration the time limit cut short)",
                },
                "category_order": {
                    "type": "array",
                    "items": {"type": "string", "enum": list(CATEGORY_NAMES)},
                    "description": "the names of the categories weakest first, in the game's order (the short deck's "
                    "flush beats its full house): the order to list them in, which the keys of categories do not "
                    "promise",
                },
                "trials": {"type": "integer"},
                "exact": {"type": "boolean"},
                "enumerated": {"type": "boolean"},
                "complete": {"type": "boolean"},
                "progress": {"type": "number"},
                "elapsed": {"type": "number"},
                "seed": {
                    "type": ["integer", "null"],
                    "description": "the seed a sampled answer drew with (given or drawn for it): ask with it again "
                    "for the same figures; null for exact figures",
                },
                "hi_share": {**_HILO, "description": "hi-lo games only: the pot share won with the high hand"},
                "lo_share": {**_HILO, "description": "hi-lo games only: the pot share won with the low"},
                "scoop": {**_HILO, "description": "hi-lo games only: the chance of winning the whole pot alone"},
                "low_frequency": {
                    "type": ["number", "null"],
                    "description": "hi-lo games only: how often a low qualifies",
                },
                "summary": {"type": "string"},
                "method": {"type": "string"},
                "notes": {"type": "array", "items": {"type": "string"}},
            },
        },
        "AnalysisRequest": {
            "type": "object",
            "additionalProperties": False,
            "required": ["hands"],
            "properties": {
                "hands": hands,
                "board": cards,
                "dead": cards,
                "player": {"type": "integer", "minimum": 0, "description": "the player, from 0 (below the players)"},
                "exact": _EXACT,
                "seed": _SEED,
                "game": {
                    "type": "string",
                    "enum": list(GAME_SPELLINGS),
                    "default": "holdem",
                    "description": "every game (a breakdown in Omaha and Omaha hi-lo: heads-up and exact)",
                },
            },
        },
        "NextCardRequest": {
            "type": "object",
            "additionalProperties": False,
            "required": ["hands"],
            "properties": {
                "hands": hands,
                "board": {**cards, "description": "3 or 4 board cards (a flop or a turn)"},
                "dead": cards,
                "game": {"type": "string", "enum": list(GAME_SPELLINGS), "default": "holdem"},
            },
        },
        "Breakdown": {
            "type": "object",
            "description": "holdEm.EquityBreakdown.to_dict(), plus (Hold'em, short deck) classes and by_class (169 "
            f"means, null where empty); in Omaha (no grid) combos lists only the {MAX_LISTED_HANDS} hands of the most "
            "equity, strongest first, with order, total, more and listed_weight",
            "properties": {
                "notes": {
                    "type": "array",
                    "items": {"type": "string"},
                    "description": "Hold'em, short deck: why the combos were sampled (the automatic mode, past the "
                    "limit)",
                },
                "range_combos": {
                    "type": "number",
                    "description": "Hold'em, short deck: the combos counted by their weight in the player's range "
                    "(AKo:0.5 "
                    "counts half), as the hit report counts them",
                },
                "player": {"type": "integer"},
                "equity": {"type": "number", "description": "the player's equity over all its combos or hands"},
                "stderr": {"type": "number", "description": "the standard error of equity: 0 when exact"},
                "combos": {
                    "type": "array",
                    "items": {"type": "object"},
                    "description": "{combo, weight, equity, win, tie, stderr} per combo (Omaha: per hand, like "
                    "'AsAhKsKh')",
                },
                "classes": {"type": "array", "items": {"type": "string"}, "description": "Hold'em and short deck"},
                "by_class": {"type": "array", "items": {"type": ["number", "null"]}, "description": "as classes"},
                "order": {
                    "type": "string",
                    "enum": ["equity"],
                    "description": "Omaha: combos are the most equity first",
                },
                "total": {"type": "integer", "description": "Omaha: the player's hands, listed or not"},
                "more": {"type": "integer", "description": "Omaha: the hands left out of combos"},
                "listed_weight": {"type": "number", "description": "Omaha: the listed hands' share of the deals"},
            },
        },
        "NextCard": {
            "type": "object",
            "description": "holdEm.NextCard.to_dict(): each player's exact equity after each card that can come",
            "properties": {
                "hands": {"type": "array", "items": {"type": "string"}},
                "board": {"type": "string"},
                "dead": {"type": "string"},
                "game": {"type": "string"},
                "equity": {"type": "array", "items": {"type": "number"}, "description": "per player, now"},
                "cards": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "card": {"type": "string"},
                            "weight": {"type": "number", "description": "the chance this card comes next"},
                            "equity": {"type": "array", "items": {"type": "number"}, "description": "per player"},
                        },
                    },
                    "description": "each card that can come, in deck order: the weights times the equities sum "
                    "to equity",
                },
                "outs": {
                    "type": "array",
                    "items": {"type": "array", "items": {"type": "string"}},
                    "description": "per player: the cards after which it leads when it does not lead now",
                },
            },
        },
        "HitsRequest": {
            "type": "object",
            "additionalProperties": False,
            "required": ["range", "board"],
            "properties": {
                "range": {
                    "type": "string",
                    "maxLength": limits.max_text,
                    "description": "range text ('QQ+,AKs:0.5', 'random', '15%'); in Omaha patterns like 'AA:xxyy,KK' "
                    "('15%' in PLO4 and PLO5), at most 4,000,000 hands",
                },
                "board": {**cards, "description": "3, 4 or 5 cards (a flop, a turn or a river: no draws on a river)"},
                "dead": cards,
                "game": {
                    "type": "string",
                    "enum": _HITS_GAMES,
                    "default": "holdem",
                    "description": "short deck: the 36 cards six through ace, made hands in that game's order; Omaha "
                    "high (omaha, plo5, plo6): a hand plays two hole cards, the draws add the wrap; Omaha hi-lo "
                    "(omaha-hilo, "
                    "plo5-hilo, plo6-hilo): the same high classes and the low half (lows, low_draws)",
                },
                "select": {
                    "type": "string",
                    "maxLength": limits.max_text,
                    "description": "hit classes to keep, e.g. 'top pair+,flush draw' (a made hand with + adds the "
                    "stronger ones; in hi-lo also the low classes, e.g. 'nut low,2nd nut low+,nut low draw'): the "
                    "answer's 'selected' holds their combos as range text, in Omaha the number "
                    f"of hands kept and the first {MAX_LISTED_HANDS} of them",
                },
            },
        },
        "Hits": {
            "type": "object",
            "description": "holdEm.BoardHits.to_dict(): range, board, dead, game, combos, made, draws (in hi-lo also "
            "lows: nut low, 2nd nut low, other low, no low, and low_draws: low draw, nut low draw, backdoor low draw); "
            "order: for each of those parts its class names in order (made hands strongest first, in the game's "
            "order), which the keys do not promise (a proxy may sort them); with select, "
            "also selected: {classes, range, combos}, in Omaha {classes, combos (the hands kept), hands (the first "
            f"{MAX_LISTED_HANDS} as text like 'AsAhKsKh', in the library's order), more (how many are not listed)}}",
            "properties": {
                "range": {"type": "string"},
                "board": {"type": "string"},
                "dead": {"type": "string"},
                "game": {"type": "string"},
                "combos": {"type": "number", "description": "the combos (Omaha: hands) counted, by their weight"},
                "made": {"type": "object", "additionalProperties": {"type": "number"}, "description": "shares"},
                "draws": {"type": "object", "additionalProperties": {"type": "number"}, "description": "shares"},
                "lows": {"type": "object", "additionalProperties": {"type": "number"}, "description": "hi-lo"},
                "low_draws": {"type": "object", "additionalProperties": {"type": "number"}, "description": "hi-lo"},
                "order": {"type": "object", "additionalProperties": {"type": "array", "items": {"type": "string"}}},
                "selected": {"type": "object"},
            },
        },
        "RangeRequest": {
            "type": "object",
            "additionalProperties": False,
            "required": ["range"],
            "properties": {
                "range": {
                    "type": "string",
                    "maxLength": limits.max_text,
                    "description": "range text ('QQ+,AKs:0.5', 'A5s-A2s', '15%')",
                },
                "game": {"type": "string", "enum": _TWO_CARD_GAMES, "default": "holdem"},
            },
        },
        "Range": {
            "type": "object",
            "required": ["range", "game", "classes", "grid", "combos"],
            "properties": {
                "range": {"type": "string", "description": "the normalised text, which reads back as the same range"},
                "game": {"type": "string"},
                "classes": {
                    "type": "array",
                    "items": {"type": "string"},
                    "description": "the grid's classes row by row, ace first: 169 (13x13), the short deck's 81 (9x9)",
                },
                "grid": {
                    "type": "array",
                    "items": {"type": "number"},
                    "description": "as classes: the share of each class's combos in the range, weights summed (0..1)",
                },
                "combos": {"type": "number", "description": "the range's combos counted by weight"},
                "mixed": {
                    "type": "array",
                    "items": {"type": "string"},
                    "description": "the classes whose combos are in the range at different weights (AhKh alone): "
                    "their share in grid does not say which combos",
                },
            },
        },
        "FlopsRequest": {
            "type": "object",
            "additionalProperties": False,
            "required": ["hands"],
            "properties": {
                "hands": {
                    **hands,
                    "description": "one per player: hole cards ('AsKs'), one card, 'random' or a range",
                },
                "board": {**cards, "description": "empty or left out: the report is of a preflop spot"},
                "dead": cards,
                "game": {"type": "string", "enum": _TWO_CARD_GAMES, "default": "holdem"},
                "stream": _stream_field(
                    "{progress: the share of the classes of flops done, elapsed: the seconds since the request came}",
                    "Flops",
                ),
            },
        },
        "Flops": {
            "type": "object",
            "description": "holdEm.FlopReport.to_dict() without its every row (flops): hands, dead, game, equity and "
            "stderr (preflop, per player), exact, elapsed, groups (per texture: suits, pairing, high, straight, the "
            "groups {label, classes, flops, frequency, equity}); classes (how many rows), and per player its "
            f"{RANKED_FLOPS} best flops (best, the best first) and worst (worst, the worst first); notes (a spot "
            "whose enumeration would not fit the time limit is sampled, each class of flops by Monte Carlo, and "
            "says so)",
            "properties": {
                "equity": {"type": "array", "items": {"type": ["number", "null"]}},
                "exact": {"type": "boolean"},
                "notes": {"type": "array", "items": {"type": "string"}},
                "groups": {"type": "object", "additionalProperties": {"type": "array", "items": {"type": "object"}}},
                "classes": {"type": "integer", "description": "the classes of flops (the library's rows)"},
                "best": {"type": "array", "items": {"type": "array", "items": _FLOP_ROW}},
                "worst": {"type": "array", "items": {"type": "array", "items": _FLOP_ROW}},
            },
        },
        "PushFoldRequest": {
            "type": "object",
            "additionalProperties": False,
            "description": "chips (holdEm.push_fold): stack, with ante and small_blind in big blinds; or tournament "
            "equity (holdEm.push_fold_icm): stacks, payouts and big_blind, with small_blind and ante in chips; "
            "not both",
            "oneOf": [
                {
                    "required": ["stack"],
                    "not": {"anyOf": [{"required": [name]} for name in PushFoldRequest.ICM_FIELDS]},
                },
                {"required": list(PushFoldRequest.ICM_FIELDS), "not": {"required": ["stack"]}},
            ],
            "properties": {
                "stack": {"type": "number", "description": "the effective stack in big blinds before posting"},
                "ante": {"type": ["number", "null"], "minimum": 0, "default": 0, "description": "each player's"},
                "small_blind": {
                    "type": ["number", "null"],
                    "description": "default 0.5 (big blinds), in ICM half the big blind (chips)",
                },
                "stacks": {
                    **per_player,
                    "minItems": 2,
                    "description": "ICM: the chips of the small blind, the big blind, then every other player (folded)",
                },
                "payouts": {
                    **per_player,
                    "minItems": 1,
                    "description": "ICM: the prizes of first place, second, ...",
                },
                "big_blind": {"type": "number", "exclusiveMinimum": 0, "description": "ICM: in chips"},
            },
        },
        "PushFold": {
            "type": "object",
            "description": "holdEm.PushFold.to_dict(), plus unit ('BB', or 'in prizes' under ICM), text (the "
            "library's lines: the spot, each range with its share, the values and the exploitability) and notes (a "
            "solver stopped by the time limit says so)",
            "properties": {
                "stack": {"type": "number", "description": "the effective stack, in big blinds"},
                "ante": {"type": "number", "description": "each player's ante, in big blinds (also under ICM)"},
                "small_blind": {"type": "number", "description": "in big blinds (also under ICM)"},
                "stacks": {
                    "type": "array",
                    "items": {"type": "number"},
                    "description": "ICM: the chips of the SB, the BB and the others, as given (empty in chips)",
                },
                "payouts": {"type": "array", "items": {"type": "number"}, "description": "ICM: as given"},
                "big_blind": {"type": "number", "description": "ICM: the big blind in chips (1 in chips, the unit)"},
                "push_share": {"type": "number", "description": "the share of the 1,326 combos the SB pushes"},
                "call_share": {"type": "number", "description": "the share the BB calls a push with"},
                "push_range": {"type": "string", "description": "range text, a mixed class weighted by its frequency"},
                "call_range": {"type": "string"},
                "value": {"type": "number", "description": "the SB's expected result per hand, in unit"},
                "bb_value": {"type": "number", "description": "the BB's"},
                "exploitability": {
                    "type": "number",
                    "description": "what both best responses gain together (0: exact)",
                },
                "iterations": {"type": "integer"},
                "converged": {"type": "boolean", "description": "false when the time limit came first (see notes)"},
                "classes": {
                    "type": "object",
                    "description": "per hand class (AA, AKs, ...): push, call (frequencies), push_gain, call_gain "
                    "(what "
                    "each action wins over folding)",
                    "additionalProperties": {"type": "object", "additionalProperties": {"type": "number"}},
                },
                "unit": {"type": "string", "enum": ["BB", "in prizes"]},
                "text": {"type": "array", "items": {"type": "string"}},
                "notes": {"type": "array", "items": {"type": "string"}},
            },
        },
        "Preflop": {
            "type": "object",
            "description": "classes (169) and table (169 x 169), or for ?hand= its class and its row as equity",
        },
        "Ranking": {
            "type": "object",
            "properties": {
                "ranking": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "hand_class": {"type": "string"},
                            "equity": {"type": "number"},
                            "combos": {"type": "integer"},
                        },
                    },
                },
                "total_combos": {"type": "integer"},
            },
        },
    }


def _post(
    limits: ServerLimits, summary: str, request: str, answer: str, progress: dict[str, Any] | None = None
) -> dict[str, Any]:
    responses = _answers(answer, summary, body=limits, progress=progress)
    return {"post": {"summary": summary, "requestBody": _json_body(request), "responses": responses}}


def openapi_document(limits: ServerLimits) -> dict[str, Any]:
    """The OpenAPI description of an app serving with these ``limits``."""
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "holdEm equity calculator",
            "version": __version__,
            "description": "Equity, range analysis and preflop tables from the holdEm engine. Every computation is "
            "bounded by the server's time limit; errors are {'error': reason}. Read leniently: an optional field "
            "given null is as if left out, and game names are taken in any case with spaces around them.",
        },
        "paths": {
            "/api/equity": _post(
                limits,
                "equity, win and tie per player, exact or Monte Carlo",
                "EquityRequest",
                "EquityResult",
                _progress_line("EquityResult"),
            ),
            "/api/breakdown": _post(
                limits,
                "one player's equity per combo of its range (Omaha high: per hand, heads-up)",
                "AnalysisRequest",
                "Breakdown",
            ),
            "/api/nextcard": _post(limits, "each player's equity after every next card", "NextCardRequest", "NextCard"),
            "/api/hits": _post(limits, "how a range hits a flop, turn or river", "HitsRequest", "Hits"),
            "/api/flops": _post(
                limits,
                "each player's equity on every flop of a preflop spot, by flop texture (Hold'em, short deck)",
                "FlopsRequest",
                "Flops",
                _progress_line(None),
            ),
            "/api/range": _post(
                limits, "range text read as every calculation reads it, for a grid", "RangeRequest", "Range"
            ),
            "/api/pushfold": _post(
                limits,
                "the heads-up push/fold equilibrium of the blinds, in chips or in tournament equity (ICM)",
                "PushFoldRequest",
                "PushFold",
            ),
            "/api/preflop": {
                "get": {
                    "summary": "the heads-up preflop equity table, or one class's row",
                    "parameters": [{"name": "hand", "in": "query", "required": False, "schema": {"type": "string"}}],
                    "responses": _answers("Preflop", "the table or the row", body=None),
                }
            },
            "/api/ranking": {
                "get": {
                    "summary": "the classes strongest first: Hold'em's 169, or the short deck's 81",
                    "parameters": [
                        {
                            "name": "game",
                            "in": "query",
                            "required": False,
                            "schema": {"type": "string", "enum": ["holdem", "shortdeck", "shortdeck-triton"]},
                        }
                    ],
                    "responses": _answers("Ranking", "the ranking", body=None),
                }
            },
            "/api/status": {
                "get": {
                    "summary": "the slots free now and the server's limits",
                    "responses": {
                        "200": {
                            "description": "slots and limits",
                            "content": {"application/json": {"schema": {"type": "object"}}},
                        }
                    },
                }
            },
        },
        "components": {"schemas": _schemas(limits)},
    }
