"""``holdem eval``: the strength, category and best five of one hand."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from holdEm.cli.arg_types import game_among, game_choices
from holdEm.games import EQUITY_GAMES, HOLE_CARDS, SAME_GAMES

EVAL_EXAMPLES = """\
examples:
  $ holdem eval AsKsQsJsTs9h2c
  $ holdem eval As Kd 7h 7c 2s
  $ holdem eval --omaha 6c3sJs8s7c Kd4cKh2h      # board, then 4..6 hole cards
  $ holdem eval --json 9sTh4d4s7s7h5s
  $ holdem eval --game shortdeck As6d7h8c9s      # short deck: 36 cards, six through ace
  $ holdem eval --game plo8 2c5d7hKcKs 3h4hKhQd  # Omaha hi-lo: high and low

--game: holdem (default); shortdeck (flush beats full house, A-6-7-8-9 is
the lowest straight, a straight beats three of a kind; strengths 1..1404) or
shortdeck-triton (the same, but three of a kind beats a straight); an Omaha
game (omaha, plo5, plo6) reads BOARD HOLE as --omaha does, its hand of the
game's size; its hi-lo form (omaha-hilo = plo8, plo5-hilo, plo6-hilo) adds
the eight-or-better low (0 = none, 1..56).
"""

GAMES = EQUITY_GAMES


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
    evaluate.add_argument(
        "--game",
        type=game_among(GAMES),
        metavar=game_choices(GAMES),
        default="holdem",
        help="hand rules: holdem (default), shortdeck, shortdeck-triton; an Omaha game (omaha, plo5, plo6, "
        "their -hilo forms, plo8) reads CARDS as BOARD HOLE, as --omaha does",
    )
    evaluate.add_argument("--json", action="store_true", help="machine-readable output")
    evaluate.set_defaults(run=cmd_eval)


def cmd_eval(args: argparse.Namespace) -> int:
    """``holdem eval``: the strength, category and best five of one hand (Omaha: board and hole cards)."""
    import holdEm

    hole_cards = HOLE_CARDS[args.game]
    short_deck = args.game.startswith("shortdeck")
    try:
        low = None
        if short_deck and args.omaha:
            raise ValueError(f"--omaha is for Omaha; --game {args.game} evaluates 5, 6 or 7 cards")
        if args.omaha or hole_cards > 2:  # an Omaha game is an Omaha deal
            if len(args.cards) != 2:
                raise ValueError("an Omaha deal takes two arguments: BOARD HOLE (e.g. 6c3sJs8s7c Kd4cKh2h)")
            board, hole = args.cards
            held = len(holdEm.parse_cards(hole))
            if hole_cards > 2 and held != hole_cards:
                raise ValueError(f"a hand in {args.game} has {hole_cards} cards, got {held} ({hole})")
            best = holdEm.best_omaha_hand(board, hole)
            if args.game.endswith("-hilo"):
                low = holdEm.evaluate_omaha_lo(board, hole)
            shown = f"board {holdEm.format_cards(board, ' ')}  hole {holdEm.format_cards(hole, ' ')}"
        else:
            cards = " ".join(args.cards)
            best = holdEm.best_hand(cards, game=args.game if short_deck else "holdem")
            shown = holdEm.format_cards(cards, " ")
    except (ValueError, TypeError) as error:
        print(f"holdem eval: error: {error}", file=sys.stderr)
        return 2
    game = "omaha" if args.omaha and args.game == "holdem" else SAME_GAMES.get(args.game, args.game)  # as listed
    if args.json:
        data = {"game": game, "strength": best.strength, "category": best.category, "name": best.name,
                "cards": list(best.cards), "score": best.score}  # fmt: skip
        if low is not None:
            data["low"] = low
            data["low_ranks"] = list(holdEm.low_ranks(low)) if low else None
        print(json.dumps(data))
        return 0
    scale = f"1..1404, higher is better; {args.game}" if short_deck else "1..7462, higher is better"
    print(f"cards      {shown}")
    print(f"strength   {best.strength} ({scale})")
    print(f"category   {best.category} {best.name}")
    print(f"best five  {' '.join(best.cards)}")
    print(f"score      {best.score}")
    if low is not None:
        shown_low = "-".join("A" if r == 1 else str(r) for r in holdEm.low_ranks(low)) if low else "none"
        print(f"low        {low} (0 = none, 1..56, higher is better): {shown_low}")
    return 0
