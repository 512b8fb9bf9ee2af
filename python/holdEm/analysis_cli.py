"""``holdem nextcard`` (equity after each next card) and ``holdem breakdown`` (equity combo by combo)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

NEXTCARD_ABOUT = """\
Each player's exact equity after every card that can come next on a flop or
a turn, and each player's outs: the cards after which a player who does not
lead now leads.
"""

NEXTCARD_EXAMPLES = """\
examples:
  holdem nextcard AsKs QhQd --board 7h8h2c        # a table: one row per turn card
  holdem nextcard AhKh QQ+ --board 7h8h2c         # a range: cards weighted by how often they come
  holdem nextcard AsKs QhQd JcTc --board 7h8h2c9d --json
"""

BREAKDOWN_ABOUT = """\
One player's equity, win and tie chance for every combo in its range against
the other players (their ranges conditioned on the combo's cards), each combo
weighted by how often the player holds it; the weighted mean is the player's
equity.
"""

BREAKDOWN_EXAMPLES = """\
examples:
  holdem breakdown "22+,A2s+,KTs+,QJs" "QQ+,AKs"  # preflop, player 0's range
  holdem breakdown "QQ+,AK" AhKh --board Kd7c2s
  holdem breakdown AsKs "15%" --player 1 --board Qh8h3d --json
"""


def add_parsers(commands: Any) -> None:
    """Adds ``nextcard`` and ``breakdown`` to the subcommand parsers."""
    raw = argparse.RawDescriptionHelpFormatter
    nextcard = commands.add_parser(
        "nextcard",
        help="exact equity after each card that can come next, and outs",
        description=NEXTCARD_ABOUT,
        epilog=NEXTCARD_EXAMPLES,
        formatter_class=raw,
    )
    nextcard.add_argument("hands", nargs="+", metavar="HAND", help="one per player: AsKs, As, a range, or random")
    nextcard.add_argument("--board", required=True, help="3 or 4 board cards, e.g. 7h8h2c")
    nextcard.add_argument("--dead", default="", help="cards known to be out of play")
    nextcard.add_argument("--json", action="store_true", help="machine-readable output")

    breakdown = commands.add_parser(
        "breakdown",
        help="one player's equity combo by combo across its range",
        description=BREAKDOWN_ABOUT,
        epilog=BREAKDOWN_EXAMPLES,
        formatter_class=raw,
    )
    breakdown.add_argument("hands", nargs="+", metavar="HAND", help="one per player: AsKs, a range, or random")
    breakdown.add_argument("--board", default="", help="0 to 5 known board cards")
    breakdown.add_argument("--dead", default="", help="cards known to be out of play")
    breakdown.add_argument("--player", type=int, default=0, help="whose range to break down (default 0)")
    breakdown.add_argument("--json", action="store_true", help="machine-readable output")


def cmd_nextcard(args: argparse.Namespace) -> int:
    from holdEm.analysis import next_card

    result = next_card(args.hands, args.board, args.dead)
    if args.json:
        json.dump(result.to_dict(), sys.stdout)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(str(result) + "\n")
    return 0


def cmd_breakdown(args: argparse.Namespace) -> int:
    from holdEm.analysis import equity_breakdown

    result = equity_breakdown(args.hands, args.board, args.dead, player=args.player)
    if args.json:
        json.dump(result.to_dict(), sys.stdout)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(str(result) + "\n")
    return 0
