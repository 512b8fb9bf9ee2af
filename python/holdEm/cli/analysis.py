"""``holdem nextcard`` (equity after each next card) and ``holdem breakdown`` (equity combo by combo)."""

from __future__ import annotations

import argparse
from typing import Any

from holdEm.cli.arg_types import player_number
from holdEm.cli.progress import terminal_progress
from holdEm.cli.subcommand import (
    add_board_flag,
    add_game_flag,
    add_output_flag,
    add_plot_flag,
    add_seed_flag,
    add_subcommand,
    add_threads_flag,
    add_time_limit_flag,
    write_plot,
    write_result,
)

NEXTCARD_ABOUT = """\
Each player's exact equity after every card that can come next on a flop or
a turn, and each player's outs: the cards after which a player who does not
lead now leads.
"""

NEXTCARD_EXAMPLES = """\
examples:
  holdem nextcard AsKs QhQd --board 7h8h2c        # a table: one row per turn card
  holdem nextcard AhKh QQ+ --board 7h8h2c         # a range: cards weighted by how often they come
  holdem nextcard AhKh QsQd JcTc --board 9h8h2c --json   # three players, each one's outs
  holdem nextcard AsKs QhQd --board 7h8h2c --plot turn.png   # also a picture
  holdem nextcard AhKh QQ+ --board 7h8h9c --game shortdeck   # six through ace: a flush beats a full house
  holdem nextcard AsKsQdJd random --board 2c3d4h9s --game plo4  # Omaha (hi-lo: the pot share)
"""

BREAKDOWN_ABOUT = """\
One player's equity, win and tie chance for every combo in its range against
the other players (their ranges conditioned on the combo's cards), each combo
weighted by how often the player holds it; the weighted mean is the player's
equity.  In Omaha high (--game omaha, plo5, plo6) it is heads-up, each player a
range of patterns or all its cards, and the rows are the player's hands.
--player counts from 1; in --json output "player" counts from 0, as in Python
and the web API.
"""

BREAKDOWN_EXAMPLES = """\
examples:
  holdem breakdown "22+,A2s+,KTs+,QJs" "QQ+,AKs"  # preflop, the first player's range
  holdem breakdown "QQ+,AK" AhKh --board Kd7c2s
  holdem breakdown AsKs "15%" --player 2 --board Qh8h3d --json
  holdem breakdown "22+,A2s+,KTs+" "QQ+,AKs" --plot grid.png   # also the 13x13 heat map
  holdem breakdown "TT+,AQs+" random --board Kd7h6h --game shortdeck
  holdem breakdown "AA:xxyy" "KK,QQ" --board Jh8h2c7d --game omaha   # hand by hand
"""


def add_parsers(commands: Any) -> None:
    """Adds ``nextcard`` and ``breakdown`` to the subcommand parsers."""
    summary = "exact equity after each card that can come next, and outs"
    nextcard = add_subcommand(commands, "nextcard", summary=summary, about=NEXTCARD_ABOUT, examples=NEXTCARD_EXAMPLES)
    nextcard.add_argument("hands", nargs="+", metavar="HAND", help="one per player: AsKs, As, a range, or random")
    add_board_flag(nextcard, required=True, help="3 or 4 board cards, e.g. 7h8h2c")
    nextcard.add_argument("--dead", default="", help="cards known to be out of play")
    add_game_flag(nextcard)
    add_threads_flag(nextcard)
    add_time_limit_flag(nextcard)
    add_output_flag(nextcard)
    add_plot_flag(nextcard, picture="each player's equity by next card")
    nextcard.set_defaults(run=cmd_nextcard)

    summary = "one player's equity combo by combo across its range"
    breakdown = add_subcommand(
        commands, "breakdown", summary=summary, about=BREAKDOWN_ABOUT, examples=BREAKDOWN_EXAMPLES
    )
    breakdown.add_argument("hands", nargs="+", metavar="HAND", help="one per player: AsKs, a range, or random")
    add_board_flag(breakdown, default="", help="0 to 5 known board cards")
    breakdown.add_argument("--dead", default="", help="cards known to be out of play")
    breakdown.add_argument(
        "--player", type=player_number, default=1, help="whose range to break down, counting from 1 (default 1)"
    )
    add_game_flag(breakdown)
    add_threads_flag(breakdown)
    add_time_limit_flag(breakdown)
    add_seed_flag(breakdown, seeds="of the combos estimated by Monte Carlo")
    add_output_flag(breakdown)
    add_plot_flag(breakdown, picture="the equity per hand class on the 13x13 grid (Omaha: the equity distribution)")
    breakdown.set_defaults(run=cmd_breakdown)


def cmd_nextcard(args: argparse.Namespace) -> int:
    """``holdem nextcard``: each player's equity after every next card, as a table, JSON or a picture."""
    from holdEm.analysis import next_card
    from holdEm.plot import plot_next_card

    with terminal_progress() as callback:
        result = next_card(
            args.hands,
            args.board,
            args.dead,
            game=args.game,
            threads=args.threads,
            time_limit=args.time_limit,
            callback=callback,
        )
    return write_result(result, args.json) or write_plot(lambda: plot_next_card(result), args.plot)


def cmd_breakdown(args: argparse.Namespace) -> int:
    """``holdem breakdown``: one player's equity combo by combo, as a table, JSON or a picture."""
    from holdEm.analysis import equity_breakdown

    if args.player > len(args.hands):
        raise ValueError(f"--player {args.player}: there are only {len(args.hands)} players")
    from holdEm.games import TWO_CARD_DECKS
    from holdEm.plot import plot_breakdown, plot_distribution

    with terminal_progress() as callback:
        result = equity_breakdown(
            args.hands,
            args.board,
            args.dead,
            player=args.player - 1,
            game=args.game,
            threads=args.threads,
            seed=args.seed,
            time_limit=args.time_limit,
            callback=callback,
        )
    # Omaha hands have no class grid: their picture is the equity distribution.
    picture = plot_breakdown if result.game in TWO_CARD_DECKS else plot_distribution
    return write_result(result, args.json) or write_plot(lambda: picture(result), args.plot)
