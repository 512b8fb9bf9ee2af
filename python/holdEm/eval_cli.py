"""``holdem eval``: the strength, category and best five of one hand."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

EVAL_EXAMPLES = """\
examples:
  $ holdem eval AsKsQsJsTs9h2c
  $ holdem eval As Kd 7h 7c 2s
  $ holdem eval --omaha 6c3sJs8s7c Kd4cKh2h      # board, then 4..6 hole cards
  $ holdem eval --json 9sTh4d4s7s7h5s
"""


def add_parsers(commands: Any) -> None:
    """Adds ``eval`` to the subcommand parsers."""
    evaluate = commands.add_parser(
        "eval",
        help="strength, category and best five of one hand",
        description="Evaluates 5, 6 or 7 cards (or, with --omaha, a board and 4..6 hole cards).",
        epilog=EVAL_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    evaluate.add_argument("cards", nargs="+", metavar="CARDS", help="cards like AsKd7h or As Kd 7h")
    evaluate.add_argument("--omaha", action="store_true", help="CARDS are BOARD HOLE: exactly two hole cards used")
    evaluate.add_argument("--json", action="store_true", help="machine-readable output")
    evaluate.set_defaults(run=cmd_eval)


def cmd_eval(args: argparse.Namespace) -> int:
    import holdEm

    try:
        if args.omaha:
            if len(args.cards) != 2:
                raise ValueError("--omaha takes two arguments: BOARD HOLE (e.g. 6c3sJs8s7c Kd4cKh2h)")
            board, hole = args.cards
            best = holdEm.best_omaha_hand(board, hole)
            shown = f"board {holdEm.format_cards(board, ' ')}  hole {holdEm.format_cards(hole, ' ')}"
        else:
            cards = " ".join(args.cards)
            best = holdEm.best_hand(cards)
            shown = holdEm.format_cards(cards, " ")
    except (ValueError, TypeError) as error:
        print(f"holdem eval: error: {error}", file=sys.stderr)
        return 2
    five = [c if isinstance(c, str) else holdEm.format_card(c) for c in best.cards]
    name = holdEm.category_name(best.category)
    if args.json:
        data = {"strength": best.strength, "category": best.category, "name": name, "cards": five,
                "score": best.score}  # fmt: skip
        print(json.dumps(data))
        return 0
    print(f"cards      {shown}")
    print(f"strength   {best.strength} (1..7462, higher is better)")
    print(f"category   {best.category} {name}")
    print(f"best five  {' '.join(five)}")
    print(f"score      {best.score}")
    return 0
