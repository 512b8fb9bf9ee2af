"""``holdem flops``: each player's equity on every flop of a preflop spot, by flop texture."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from holdEm.cli.arg_types import non_negative, player_number, trials
from holdEm.cli.progress import terminal_progress
from holdEm.cli.subcommand import (
    add_output_flag,
    add_plot_flag,
    add_seed_flag,
    add_subcommand,
    add_threads_flag,
    add_time_limit_flag,
    add_two_card_game_flag,
    write_plot,
    write_result,
)
from holdEm.flops import TEXTURE_LABELS

FLOPS_ABOUT = """\
Each player's equity on every flop that can come in a preflop spot, each flop
weighted by how often it comes, summed by flop texture: suits (rainbow,
two-tone, monotone), pairing (unpaired, paired, trips), straight (whether some
two hole cards make a straight with it) and high card; then the best and worst
flops for a player.  Flops that are the same up to a suit permutation leaving
every range unchanged are computed once (1,755 classes of the 22,100 flops
for ranges like QQ+,AKs).  The mean over the flops is the preflop equity.
"""

FLOPS_EXAMPLES = """\
examples:
  holdem flops "22+,A2s+,KTs+,ATo+" "QQ+,AK"          # ranges: every texture, best and worst flops
  holdem flops AhKh QQ --by suits --by straight         # only those textures
  holdem flops "22+,A2s+" random --hits --by suits        # and how often the range makes each hand
  holdem flops AsKs QhQd --player 2 --best 10 --json
  holdem flops "TT+,AQs+" random --trials 20000         # Monte Carlo on each flop (faster, estimated)
  holdem flops "QQ+,AKs" "JJ-88" --plot flops.png       # also a picture: equity by texture
  holdem flops "TT+,AKs" "99-66" --game shortdeck
"""


def add_parsers(commands: Any) -> None:
    """Adds ``flops`` to the subcommand parsers."""
    summary = "equity on every flop of a preflop spot, by flop texture"
    flops = add_subcommand(commands, "flops", summary=summary, about=FLOPS_ABOUT, examples=FLOPS_EXAMPLES)
    flops.add_argument("hands", nargs="+", metavar="HAND", help="one per player: AsKs, As, a range, or random")
    flops.add_argument("--dead", default="", help="cards known to be out of play")
    flops.add_argument(
        "--by",
        action="append",
        choices=tuple(TEXTURE_LABELS),
        default=None,
        help="a texture to list (repeat for more; default all four); --plot then draws the first",
    )
    flops.add_argument(
        "--player", type=player_number, default=1, help="whose best and worst flops to list, counting from 1"
    )
    flops.add_argument("--best", type=non_negative, default=5, help="how many best and worst flops (default 5)")
    flops.add_argument(
        "--hits",
        action="store_true",
        help="also how often the player's range makes each hand and draw on the flop (by the first --by too)",
    )
    flops.add_argument(
        "--trials", type=trials, default=None, help="Monte Carlo deals per flop instead of exact enumeration"
    )
    add_two_card_game_flag(flops)
    add_threads_flag(flops)
    add_time_limit_flag(flops)
    add_seed_flag(flops, seeds="of the Monte Carlo flops")
    add_output_flag(flops)
    add_plot_flag(flops, picture="the player's equity by flop texture")
    flops.set_defaults(run=cmd_flops)


def cmd_flops(args: argparse.Namespace) -> int:
    """``holdem flops``: the flop report of a preflop spot, as text, JSON or a picture."""
    from holdEm.flops import flop_report
    from holdEm.plot import plot_flops

    if args.player > len(args.hands):
        raise ValueError(f"--player {args.player}: there are only {len(args.hands)} players")
    try:
        with terminal_progress() as callback:
            report = flop_report(
                args.hands,
                args.dead,
                game=args.game,
                trials=args.trials,
                threads=args.threads,
                seed=args.seed,
                time_limit=args.time_limit,
                callback=callback,
            )
    except TimeoutError as error:
        if args.trials is not None:
            raise
        raise TimeoutError(f"{error}; --trials N samples each class of flops with N deals instead") from None
    player, textures = args.player - 1, args.by or tuple(TEXTURE_LABELS)
    if args.json:
        write_result(report, True)
    else:
        sys.stdout.write(report.text(textures, player=player, best=args.best) + "\n")
        if args.hits:
            sys.stdout.write(hits_table(report, player, args.by[0] if args.by else None) + "\n")
    return write_plot(lambda: plot_flops(report, player=player, by=textures[0] if args.by else None), args.plot)


def hits_table(report: Any, player: int, by: str | None) -> str:
    """The player's hit classes over all flops (and over each group of ``by``), one row a class;
    the classes no flop gives left out."""
    columns = report.hits(player) | (report.hits(player, by) if by else {})
    width = max(len(k) for k in report.hit_classes)
    lines = [f"hits of {report.hands[player]} on the flop"]
    lines.append(f"{'':<{width}}" + "".join(f"  {label:>9}" for label in columns))
    for k in report.hit_classes:
        shares = [column[k] for column in columns.values()]
        if any(shares):
            lines.append(f"{k:<{width}}" + "".join(f"  {share:>9.1%}" for share in shares))
    return "\n".join(lines)
