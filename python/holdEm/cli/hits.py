"""``holdem hits``: how a range hits a flop, a turn or a river (holdEm.board_hits)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from holdEm.cli.subcommand import add_board_flag, add_output_flag, add_subcommand, write_result

HITS_ABOUT = """\
The weighted share of a range's combos in each made-hand class (a partition:
straight flush ... no made hand) and with each draw (flush draw, nut flush
draw, backdoor flush draw, open-ended straight draw, gutshot, overcards,
combo draw) on a flop or a turn; on a river (five board cards) the made
hands only, the draws all 0 (no card is to come; the text says none).
Combos using a board or dead card are left out; see holdEm.board_hits for
the rules.  --game shortdeck (or
shortdeck-triton) plays the 36 cards six through ace, in that game's hand
order.  --game omaha (plo4), plo5 or plo6 reads an Omaha range (patterns
like AA:xxyy, random, 15% in PLO4 and PLO5) and classes each hand by its
best two hole cards with three board cards, the draws adding the wrap
(three or more straight ranks).  --game omaha-hilo (plo-hilo, plo4-hilo),
plo5-hilo or plo6-hilo adds the low half: each hand's eight-or-better low
(nut low, 2nd nut low, other low, no low; blockers do not count) and its
low draws (low draw, nut low draw: the next card gives it a low / the nut
low; backdoor low draw, on a flop: only a turn and river of two new low
ranks do).  --select keeps the combos in the classes it names (a made hand or a
low with a '+' adds the stronger ones) and prints them as a range, the one
that continues, to hand on to holdem equity (in Omaha: how many hands
continue; with --json the hands).
"""

HITS_EXAMPLES = """\
examples:
  holdem hits random --board 7h8h2c           # "top pair   10.20%" ...
  holdem hits "15%" --board As7d2c --dead Kh
  holdem hits "QQ+,AKs,T9s:0.5" --board Th9h4c5d
  holdem hits "22+,A2s+" --board 7h8h2c --json  # {"range": ..., "made": {...}, "draws": {...}}
  holdem hits "22+,A2s+,KQs" --board 7h8h2cKsTd   # a river: made hands only
  holdem hits random --board Ah7d8c --game shortdeck  # the wheel A-6-7-8-9; a flush above a full house
  holdem hits "22+,A2s+,KTs+,QTs+,JTs,AJo+" --board Jh8h2c --select "top pair+,flush draw"
  holdem hits "15%" --board 9h8c2d --game omaha --select "wrap,two pair+"  # PLO4: "wrap   ..." too
  holdem hits "A2xx,A3xx,A4xx" --board 5c6d9h --game omaha-hilo --select "nut low,nut low draw"
"""


def add_parsers(commands: Any) -> None:
    """Adds ``hits`` to the subcommand parsers."""
    from holdEm.cli.arg_types import game

    summary = "how a range hits a flop, turn or river: made hands and draws (Flopzilla's hit report)"
    hits = add_subcommand(commands, "hits", summary=summary, about=HITS_ABOUT, examples=HITS_EXAMPLES)
    ranges = 'a range like "random", "15%%" or "QQ+,AKs:0.5" (in Omaha "AA:xxyy", "JT98")'
    hits.add_argument("range", metavar="RANGE", help=ranges)
    add_board_flag(hits, required=True, help="3, 4 or 5 board cards (a flop, turn or river), e.g. 7h8h2c")
    hits.add_argument("--dead", default="", help="cards known to be out of play")
    hits.add_argument(
        "--select",
        metavar="CLASSES",
        help='also print the combos in these classes as a range, e.g. "top pair+,flush draw"',
    )
    hits.add_argument(
        "--game",
        type=game,
        default="holdem",
        help="holdem (default), shortdeck, shortdeck-triton, omaha (= plo, plo4), plo5, plo6, omaha-hilo "
        "(= omaha8, plo8, plo-hilo, plo4-hilo), plo5-hilo or plo6-hilo; any case",
    )
    add_output_flag(hits)
    hits.set_defaults(run=cmd_hits)


def cmd_hits(args: argparse.Namespace) -> int:
    """Runs ``holdem hits``; ValueError (bad input) is reported by the caller."""
    from holdEm.hand_range import Range
    from holdEm.hits import board_hits

    hits = board_hits(args.range, args.board, args.dead, game=args.game)
    if args.select is None:
        return write_result(hits, args.json)
    if args.json:
        data = hits.to_dict()
        data["selected"] = hits.selection_dict(args.select)
        json.dump(data, sys.stdout)
        sys.stdout.write("\n")
        return 0
    selected = hits.select(args.select)
    if not isinstance(selected, Range):  # Omaha: an array of hands, too many to print as a rule
        share = len(selected) / hits.combos
        sys.stdout.write(f"{hits}\nselected ({args.select}): {len(selected)} hands ({share:.1%})\n")
        return 0
    share = selected.weighted_combos / hits.combos
    sys.stdout.write(f"{hits}\nselected ({args.select}): {selected.weighted_combos:g} combos ({share:.1%})\n")
    sys.stdout.write(f"{selected if len(selected) else '(none)'}\n")
    return 0
