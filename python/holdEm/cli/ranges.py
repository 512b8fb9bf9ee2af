"""``holdem preflop`` (the heads-up table of hand classes) and ``holdem range`` (a range on the 13x13 grid,
or an Omaha range's size)."""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from typing import Any, TextIO

from holdEm._words import counted
from holdEm.cli.progress import is_terminal
from holdEm.cli.subcommand import (
    add_board_flag,
    add_game_flag,
    add_output_flag,
    add_plot_flag,
    add_ranked_game_flag,
    add_subcommand,
    write_plot,
)

PREFLOP_ABOUT = """\
The exact all-in equity of each starting-hand class against each other one,
heads-up (each side's combos drawn uniformly among those sharing no card),
read from the table shipped with holdEm.
"""

PREFLOP_EXAMPLES = """\
examples:
  holdem preflop AKs            # AKs against each class: "AA: 0.1214" ...
  holdem preflop AKs --json     # {"hand_class": "AKs", "equity": {"AA": 0.1214..., ...}}
  holdem preflop AKs QQ         # one cell: "AKs v QQ, ...: AKs 0.4605, QQ 0.5395 (ties 0.0043)"
  holdem preflop                # the whole 169 x 169 table, one row a line
  holdem preflop --json         # {"classes": [...], "table": [[...], ...]}
  holdem preflop --ranking      # the classes strongest first, by equity against a random hand
  holdem preflop --ranking --game shortdeck   # the short deck's 81 (what "15%" takes there)
  holdem preflop --ranking --game plo5 | head # PLO5's 134,459 suit classes, strongest first
"""

RANGE_ABOUT = """\
Shows a range on the 13x13 grid of hand classes (pairs on the diagonal,
suited above it, offsuit below), each cell the share of the class's combos
in the range (weights counted: AK:0.5 shows 0.50).  In short deck (--game
shortdeck or shortdeck-triton) the grid is the 9x9 of its classes, ace to six.
In an Omaha game (--game omaha, plo5, plo6, their -hilo forms) RANGE is a
range of patterns (AA:xxyy, RROO, 15%): it prints how many of the game's
hands it holds and their share; --list adds the hands, one a line.
"""

RANGE_EXAMPLES = """\
examples:
  holdem range "15%"            # the strongest 15% of hands
  holdem range "15%,76s"        # ... plus 76s
  holdem range "QQ+,AKs,KQo:0.5"
  holdem range "33.3%" --json   # {"range": ..., "combos": ..., "grid": {"AA": 1.0, ...}}
  holdem range "15%" --plot range.png   # also the grid as a picture
  holdem range "15%" --game shortdeck   # the short deck's strongest 15% (of its 630), on its 9x9 grid
  holdem range "QQ+,AK" --board Qh7c2d  # the combos left once the board is seen (card removal)
  holdem range "AA:xxyy" --game omaha   # "AA:xxyy: 864 of 270,725 PLO4 hands (0.319%)"
  holdem range "RROO" --game plo5 --json  # {"range": "RROO", "game": "plo5", "hands": ..., "share": ...}
"""


def add_parsers(commands: Any) -> None:
    """Adds ``preflop`` and ``range`` to the subcommand parsers."""
    summary = "heads-up all-in equity between the 169 starting-hand classes"
    preflop = add_subcommand(commands, "preflop", summary=summary, about=PREFLOP_ABOUT, examples=PREFLOP_EXAMPLES)
    preflop.add_argument("hand_class", nargs="?", metavar="CLASS", help="one class (AKs, QQ, T9o): its row only")
    preflop.add_argument("against", nargs="?", metavar="AGAINST", help="a second class: the one cell of the two")
    preflop.add_argument("--players", type=int, default=2, help="players (only 2, the default)")
    preflop.add_argument("--ranking", action="store_true", help="the classes strongest first against a random hand")
    add_ranked_game_flag(preflop)
    add_output_flag(preflop)
    preflop.set_defaults(run=cmd_preflop)

    summary = "a range (QQ+,AKs or 15%%) on the 13x13 grid of hand classes, or an Omaha range's size"
    shown = add_subcommand(commands, "range", summary=summary, about=RANGE_ABOUT, examples=RANGE_EXAMPLES)
    shown.add_argument("range", metavar="RANGE", help='a range like "15%%", "15%%,A5s" or "QQ+,AKs:0.5"')
    add_game_flag(shown)
    add_board_flag(shown, default="", help="cards seen (a board): the combos holding none of them are shown")
    shown.add_argument("--dead", default="", help="more cards seen (out of play), as --board")
    shown.add_argument("--list", action="store_true", help="Omaha: also the hands, one a line")
    add_output_flag(shown)
    add_plot_flag(shown, picture="the grid")
    shown.set_defaults(run=cmd_range)


def cmd_preflop(args: argparse.Namespace) -> int:
    """``holdem preflop``: the heads-up class table, a row or one cell of it, or a game's ranking."""
    from holdEm.preflop import HAND_CLASSES, class_index, hand_ranking, preflop_table

    if args.game != "holdem" and not args.ranking:
        raise ValueError(
            f"--game {args.game}: the heads-up table is Hold'em's; give --ranking for {args.game}'s ranking"
        )
    if args.ranking and args.hand_class is not None:
        raise ValueError(f"--ranking lists every class: give it without CLASS ({args.hand_class}), or CLASS alone")
    if args.players != 2:
        raise ValueError(f"--players {args.players}: the shipped table is heads-up (2 players)")
    out = sys.stdout
    if args.ranking:
        write_ranking(hand_ranking(args.game), args.json)
        return 0
    table = preflop_table(players=args.players)
    if args.against is not None:
        return _preflop_cell(table, class_index(args.hand_class), class_index(args.against), args.json)
    if args.hand_class is not None:
        i = class_index(args.hand_class)
        row = {name: float(table[i, j]) for j, name in enumerate(HAND_CLASSES)}
        if args.json:
            json.dump({"hand_class": HAND_CLASSES[i], "equity": row}, out)
            out.write("\n")
        else:
            out.write(f"{HAND_CLASSES[i]} against each class (heads-up, all-in preflop):\n")
            for name, value in row.items():
                out.write(f"{name}: {value:.4f}\n")
        return 0
    if args.json:
        json.dump({"classes": list(HAND_CLASSES), "table": table.tolist()}, out)
        out.write("\n")
        return 0
    out.write("row class against each column class, in this order: " + " ".join(HAND_CLASSES) + "\n")
    for i, name in enumerate(HAND_CLASSES):
        out.write(f"{name:<3} " + " ".join(f"{v:.4f}" for v in table[i]) + "\n")
    return 0


def _preflop_cell(table: Any, i: int, j: int, as_json: bool) -> int:
    """``holdem preflop CLASS AGAINST``: the two classes' equities against each other and their tie
    chance (the table's cells (i, j) and (j, i), the tie table's (i, j))."""
    from holdEm.preflop import HAND_CLASSES, preflop_ties

    first, second = HAND_CLASSES[i], HAND_CLASSES[j]
    equity, ties = float(table[i, j]), float(preflop_ties()[i, j])
    if as_json:
        json.dump({"hand_class": first, "against": second, "equity": equity, "tie": ties}, sys.stdout)
        sys.stdout.write("\n")
    else:
        shown = f"{first} {equity:.4f}, {second} {float(table[j, i]):.4f} (ties {ties:.4f})"
        sys.stdout.write(f"{first} v {second}, heads-up all-in preflop: {shown}\n")
    return 0


def write_ranking(ranking: list[Any], as_json: bool) -> None:
    """The classes strongest first: a line each (place, class, equity), or one JSON list."""
    out = sys.stdout
    if as_json:
        json.dump([{"hand_class": r.hand_class, "equity": r.equity, "combos": r.combos} for r in ranking], out)
        out.write("\n")
        return
    # Hold'em's three-wide columns; Omaha's classes are longer, and there are more places.
    place_width = max(3, len(str(len(ranking))))
    class_width = max(3, *(len(r.hand_class) for r in ranking))
    for place, r in enumerate(ranking, 1):
        out.write(f"{place:{place_width}d}. {r.hand_class:<{class_width}}  {r.equity:.4f}\n")


def _seen_cards(args: argparse.Namespace) -> list[int]:
    """The board and dead cards of ``holdem range``: ValueError naming the option at fault for a card
    not in the game's deck, a card given twice, or a board of more than five cards."""
    from holdEm._core import format_card
    from holdEm._players import checked_cards
    from holdEm.games import TWO_CARD_DECKS

    board, dead = checked_cards(args.board, "--board"), checked_cards(args.dead, "--dead")
    if len(board) > 5:
        raise ValueError(f"--board: a board has at most 5 cards, got {len(board)}")
    missing = TWO_CARD_DECKS.get(args.game, 0)
    for option, cards in (("--board", board), ("--dead", dead)):
        for card in cards:
            if missing >> card & 1:
                raise ValueError(f"{option}: {format_card(card)} is not in the short deck (six through ace)")
    twice = set(board) & set(dead)
    if twice:
        raise ValueError(f"--dead: {format_card(min(twice))} is on the board too")
    return board + dead


def cmd_range(args: argparse.Namespace) -> int:
    """``holdem range``: a range on the grid (the combos left once cards are seen), or an Omaha range's size."""
    from holdEm._core import format_cards
    from holdEm.games import TWO_CARD_DECKS
    from holdEm.hand_range import Range, grid_classes

    if args.game not in TWO_CARD_DECKS:
        return _omaha_range(args)
    if args.list:
        raise ValueError("--list is for the Omaha games: a Hold'em range shows on the grid")
    given = Range(args.range, game=args.game)
    seen = _seen_cards(args)
    hand_range = given.without(seen) if seen else given  # card removal: what is left once they are seen
    # The share is of the combos the cards seen leave (1,176 on a flop), as the range's count is.
    deck_combos = math.comb((52 if args.game == "holdem" else 36) - len(seen), 2)
    classes = grid_classes(args.game)
    side = 13 if args.game == "holdem" else 9  # the short deck's classes, ace to six
    grid = dict(zip(classes, hand_range.grid(args.game).ravel().tolist()))
    combos = hand_range.combos
    weighted = hand_range.weighted_combos
    # Its size in words, under the grid and in the picture's title.
    size = f"{counted(len(combos), 'combo')} ({100 * len(combos) / deck_combos:.1f}% of {deck_combos})"
    if seen:
        size += f" left of {len(given)} once {format_cards(seen)} are seen"
    if weighted != len(combos):
        size += f", {weighted:.1f} weighted"
    title = f"{args.range.strip()}: {size}" if seen else None  # else plot_range's own: the same without cards
    out = sys.stdout
    if args.json:
        data = {"range": args.range, "normalised": str(hand_range), "combos": len(combos),
                "weighted_combos": weighted, "grid": grid}  # fmt: skip
        if args.game != "holdem":
            data["game"] = args.game
        if seen:
            data["seen"] = format_cards(seen)
            data["combos_given"] = len(given)
        json.dump(data, out)
        out.write("\n")
        return _plot_range(args, hand_range, title)
    colour = _shows_colour(out)
    for row in range(side):
        cells = []
        for col in range(side):
            name = classes[side * row + col]
            share = grid[name]
            cell = f"{name:<3} {share:4.2f}" if share else f"{name:<3}   . "
            if colour and share:
                cell = f"\x1b[7m{cell}\x1b[0m"  # reverse video marks the cells in the range
            cells.append(cell)
        out.write(" ".join(cells) + "\n")
    out.write(f"{size}: {hand_range or 'none'}\n")  # (a board can leave no combo)
    return _plot_range(args, hand_range, title)


def _shows_colour(stream: TextIO) -> bool:
    """Whether the grid marks its cells in reverse video: on a terminal, unless ``NO_COLOR`` is set
    (no-color.org) or the terminal says it is dumb."""
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    return is_terminal(stream)


def _omaha_range(args: argparse.Namespace) -> int:
    """An Omaha range: its hand count and share of the game's hands, their weighted count when the
    text weighs them (``KK@50``), and with --list the hands (each ``@w`` under a full weight)."""
    from math import comb

    import numpy as np

    from holdEm import format_cards
    from holdEm.games import HOLE_CARDS
    from holdEm.omaha_range import FULL_WEIGHT, omaha_weighted_hands

    if args.plot is not None:
        raise ValueError("--plot draws the grid of a Hold'em or short-deck range, not of an Omaha range")
    hands, weights = omaha_weighted_hands(args.range, args.game)
    given, seen = len(hands), _seen_cards(args)
    if seen:  # card removal: the hands holding none of the cards seen
        kept = ~np.isin(hands, seen).any(axis=1)
        hands, weights = hands[kept], weights[kept]
    total = comb(52 - len(seen), HOLE_CARDS[args.game])  # the hands the cards seen leave (as Hold'em's share)
    weighted = bool((weights < 1).any())
    listed = None
    if args.list:
        shown = [round(FULL_WEIGHT * w) for w in weights.tolist()]
        listed = [format_cards(row.tolist()) + (f"@{w}" if w < FULL_WEIGHT else "") for row, w in zip(hands, shown)]
    out = sys.stdout
    if args.json:
        data: dict[str, Any] = {"range": args.range, "game": args.game, "hands": len(hands), "of": total,
                                "share": len(hands) / total}  # fmt: skip
        if weighted:
            data["weighted_hands"] = float(weights.sum())
        if listed is not None:
            data["list"] = listed
        if seen:
            data["seen"], data["hands_given"] = format_cards(seen), given
        json.dump(data, out)
        out.write("\n")
        return 0
    game = f"PLO{HOLE_CARDS[args.game]}"
    counted = f", {weights.sum():,.1f} weighted" if weighted else ""
    left = f", left of {given:,} once {format_cards(seen)} are seen" if seen else ""
    share = f"{100 * len(hands) / total:.3f}%"
    out.write(f"{args.range}: {len(hands):,} of {total:,} {game} hands ({share}){counted}{left}\n")
    if listed is not None:
        out.write("".join(f"{hand}\n" for hand in listed))
    return 0


def _plot_range(args: argparse.Namespace, hand_range: Any, title: str | None) -> int:
    from holdEm.plot import plot_range

    return write_plot(lambda: plot_range(hand_range, game=args.game, title=title), args.plot)
