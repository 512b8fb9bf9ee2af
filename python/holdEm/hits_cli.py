"""``holdem hits``: how a range hits a flop or a turn (holdEm.board_hits)."""

from __future__ import annotations

import argparse
from typing import Any

from holdEm.subcommand import add_board_flag, add_output_flag, add_subcommand, add_two_card_game_flag, write_result

HITS_ABOUT = """\
The weighted share of a range's combos in each made-hand class (a partition:
straight flush ... no made hand) and with each draw (flush draw, nut flush
draw, backdoor flush draw, open-ended straight draw, gutshot, overcards,
combo draw) on a flop or a turn.  Combos using a board or dead card are left
out; see holdEm.board_hits for the rules.  --game shortdeck (or
shortdeck-triton) plays the 36 cards six through ace, in that game's hand
order.
"""

HITS_EXAMPLES = """\
examples:
  holdem hits random --board 7h8h2c           # "top pair   10.20%" ...
  holdem hits "15%" --board As7d2c --dead Kh
  holdem hits "QQ+,AKs,T9s:0.5" --board Th9h4c5d
  holdem hits "22+,A2s+" --board 7h8h2c --json  # {"range": ..., "made": {...}, "draws": {...}}
  holdem hits random --board Ah7d8c --game shortdeck  # the wheel A-6-7-8-9; a flush above a full house
"""


def add_parsers(commands: Any) -> None:
    """Adds ``hits`` to the subcommand parsers."""
    summary = "how a range hits a flop or turn: made hands and draws (Flopzilla's hit report)"
    hits = add_subcommand(commands, "hits", summary=summary, about=HITS_ABOUT, examples=HITS_EXAMPLES)
    hits.add_argument("range", metavar="RANGE", help='a range like "random", "15%%" or "QQ+,AKs:0.5"')
    add_board_flag(hits, required=True, help="3 or 4 board cards, e.g. 7h8h2c")
    hits.add_argument("--dead", default="", help="cards known to be out of play")
    add_two_card_game_flag(hits)
    add_output_flag(hits)
    hits.set_defaults(run=cmd_hits)


def cmd_hits(args: argparse.Namespace) -> int:
    """Runs ``holdem hits``; ValueError (bad input) is reported by the caller."""
    from holdEm.hits import board_hits

    return write_result(board_hits(args.range, args.board, args.dead, game=args.game), args.json)
