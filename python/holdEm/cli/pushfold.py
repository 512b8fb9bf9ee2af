"""``holdem pushfold``: the push/fold equilibrium of the blinds at a stack depth (or in tournament
equity); ``holdem icm``: the players' tournament equity by the Independent Chip Model."""

from __future__ import annotations

import argparse
import math
import sys
from typing import Any

from holdEm.cli.progress import terminal_progress
from holdEm.cli.subcommand import add_output_flag, add_plot_flag, add_subcommand, write_plot, write_result

PUSHFOLD_ABOUT = """\
The Nash equilibrium of heads-up push/fold: the small blind goes all-in or
folds, the big blind calls the all-in or folds.  STACK is the effective stack
in big blinds before the blinds and antes are posted.  Figures are chips (big
blinds), from the exact all-in equity of every class against every class with
card removal; the answer is checked by each player's best response (its
exploitability is printed, 0 up to rounding).  --hand says what one class
does and what each action wins over folding.  --chart prints the Nash charts
instead: for each class the largest stack (1.1 to 20 BB by 0.1, or to --up-to)
at which the small blind pushes it and the big blind calls with it.

With --stacks and --payouts the results are tournament equity (ICM): the
stacks of the small blind, the big blind and the players who have folded, in
chips, with --big-blind, --small-blind (default half of it) and --ante in chips.
"""

PUSHFOLD_EXAMPLES = """\
examples:
  holdem pushfold 10                      # both ranges at 10 big blinds
  holdem pushfold 8 --ante 0.125          # with an ante of 1/8 big blind each
  holdem pushfold 12 --hand QTo --hand K5s
  holdem pushfold 15 --json
  holdem pushfold 10 --plot pushfold.png  # both ranges on the 13x13 grid
  holdem pushfold --chart --plot nash.png  # the push and the call chart, 1.1 to 20 BB (and a picture)
  holdem pushfold --chart --up-to 10 --ante 0.1
  holdem pushfold --stacks 7500,3000,1600,1400 --payouts 50,30,20 --big-blind 300  # the bubble, ICM
"""


def _stack(text: str) -> float:
    try:
        number = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a number of big blinds, got {text!r}") from None
    if not math.isfinite(number):  # float() reads "nan" and "inf": refused here, by the flag's name
        raise argparse.ArgumentTypeError(f"must be a finite number, got {text!r}")
    return number


ICM_ABOUT = """\
Each player's tournament equity by the Independent Chip Model (Malmuth-Harville):
a player finishes first with the chance of its share of the chips, and each next
place goes likewise among the chips left.  STACKS are the chips of each player;
--payouts the prizes of first place, second, ... (any unit: money or shares).
"""

ICM_EXAMPLES = """\
examples:
  holdem icm 5000 3000 2000 --payouts 50,30,20
  holdem icm 7500 3000 1600 1400 --payouts 0.5,0.3,0.2 --places   # and each place's chance
  holdem icm 4000 4000 2000 --payouts 65,35 --json
"""


def _chips(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a number of chips, got {text!r}") from None


def _numbers(text: str) -> list[float]:
    try:
        return [float(part) for part in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be numbers separated by commas, got {text!r}") from None


def add_parsers(commands: Any) -> None:
    """Adds ``pushfold`` to the subcommand parsers."""
    summary = "the heads-up push/fold equilibrium at a stack depth"
    parser = add_subcommand(commands, "pushfold", summary=summary, about=PUSHFOLD_ABOUT, examples=PUSHFOLD_EXAMPLES)
    parser.add_argument(
        "stack", type=_stack, nargs="?", metavar="STACK", help="effective stack in big blinds before posting"
    )
    parser.add_argument(
        "--ante", type=_stack, default=0.0, help="each player's ante in big blinds (chips with --stacks; default 0)"
    )
    parser.add_argument(
        "--small-blind",
        type=_stack,
        default=None,
        help="the small blind in big blinds (default 0.5; chips with --stacks, default half the big blind)",
    )
    parser.add_argument(
        "--stacks", type=_numbers, default=None, metavar="S,S,...", help="ICM: the SB's, the BB's, the others' chips"
    )
    parser.add_argument("--payouts", type=_numbers, default=None, metavar="P,P,...", help="ICM: first, second, ...")
    parser.add_argument("--big-blind", type=_stack, default=None, metavar="CHIPS", help="ICM: the big blind in chips")
    parser.add_argument(
        "--hand",
        action="append",
        default=None,
        metavar="CLASS",
        help="also what this class (or combo) does; repeatable",
    )
    parser.add_argument("--chart", action="store_true", help="the push and the call chart instead of one stack")
    parser.add_argument(
        "--up-to", type=_stack, default=None, metavar="BB", help="the chart's largest stack (default 20; step 0.1)"
    )
    add_output_flag(parser)
    add_plot_flag(parser, picture="both ranges on the 13x13 grid (with --chart, both charts)")
    parser.set_defaults(run=cmd_pushfold)

    icm = add_subcommand(
        commands,
        "icm",
        summary="tournament equity by the Independent Chip Model",
        about=ICM_ABOUT,
        examples=ICM_EXAMPLES,
    )
    icm.add_argument("stacks", type=_chips, nargs="+", metavar="STACK", help="each player's chips")
    icm.add_argument("--payouts", type=_numbers, required=True, metavar="P,P,...", help="first, second, ...")
    icm.add_argument("--places", action="store_true", help="also each player's chance of each paid place")
    add_output_flag(icm)
    icm.set_defaults(run=cmd_icm)


def cmd_icm(args: argparse.Namespace) -> int:
    """``holdem icm``: each player's tournament equity (and place chances) by ICM."""
    from holdEm.icm import icm

    result = icm(args.stacks, args.payouts)
    if args.json:
        return write_result(result, True)
    lines = str(result).splitlines()
    if args.places:
        lines = [line + "; places " + " ".join(f"{p:.1%}" for p in row) for line, row in zip(lines, result.places)]
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


def cmd_pushfold(args: argparse.Namespace) -> int:
    """``holdem pushfold``: the heads-up push/fold equilibrium in chips or ICM, or the Nash charts."""
    from holdEm.plot import plot_push_fold
    from holdEm.preflop import HAND_CLASSES
    from holdEm.push_fold import class_of_hand, push_fold

    if args.chart:
        return _chart(args)
    if args.up_to is not None:
        raise ValueError("--up-to is the chart's largest stack: give it with --chart")
    tournament = (args.stacks, args.payouts, args.big_blind)
    if any(x is not None for x in tournament):
        solution = _tournament(args)
    elif args.stack is None:
        raise ValueError("give a STACK in big blinds, --chart, or --stacks, --payouts and --big-blind")
    else:
        small_blind = 0.5 if args.small_blind is None else args.small_blind
        solution = push_fold(args.stack, ante=args.ante, small_blind=small_blind)
    lines = [solution.hand_line(hand) for hand in args.hand or ()]  # (each hand checked before printing)
    if args.json:  # each --hand as typed, with its class's figures
        classes = solution.to_dict()["classes"]
        hands = {hand: {"class": HAND_CLASSES[class_of_hand(hand)]} for hand in args.hand or ()}
        more = {"hands": {h: {**c, **classes[c["class"]]} for h, c in hands.items()}} if hands else None
        write_result(solution, True, more)
    else:
        sys.stdout.write("\n".join([solution.text(), *lines]) + "\n")
    return write_plot(lambda: plot_push_fold(solution), args.plot)


def _tournament(args: argparse.Namespace) -> Any:
    from holdEm.push_fold import push_fold_icm

    if args.stacks is None or args.payouts is None or args.big_blind is None or args.stack is not None:
        raise ValueError("ICM takes --stacks, --payouts and --big-blind together, and no STACK")
    return push_fold_icm(
        args.stacks, args.payouts, big_blind=args.big_blind, small_blind=args.small_blind, ante=args.ante
    )


def _chart(args: argparse.Namespace) -> int:
    from holdEm.plot import plot_push_fold_chart
    from holdEm.push_fold_chart import DEFAULT_STACKS, push_fold_chart

    if args.stack is not None or args.hand or args.stacks or args.payouts or args.big_blind:
        raise ValueError("--chart takes no STACK, --hand or ICM flags (it covers 1.1 BB to --up-to)")
    small_blind = 0.5 if args.small_blind is None else args.small_blind
    up_to = DEFAULT_STACKS[-1] if args.up_to is None else args.up_to  # (20 BB, as the published charts)
    if not 1.1 <= up_to <= 200:
        raise ValueError(f"--up-to must be 1.1 to 200 big blinds, got {up_to:g}")
    steps = math.floor(round(10 * up_to, 6))  # the grid's stacks up to it (1.15: 1.1), never past it
    stacks = [k / 10 for k in range(11, steps + 1) if k / 10 > 1.0 + args.ante]
    if not stacks:
        raise ValueError(f"--up-to {up_to:g}: no stack of the chart is more than the big blind plus the ante")
    with terminal_progress() as callback:
        chart = push_fold_chart(stacks, ante=args.ante, small_blind=small_blind, callback=callback)
    if args.json:
        write_result(chart, True)
    else:
        sys.stdout.write(chart.text("push") + "\n\n" + chart.text("call") + "\n")
    return write_plot(lambda: plot_push_fold_chart(chart), args.plot)
