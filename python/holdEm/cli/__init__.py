"""The ``holdem`` command line (also ``python -m holdEm``).

Each subcommand lives in a module of this package, which adds its parser and names the function
that runs it (``set_defaults(run=...)``): ``compare`` / ``generate`` / ``validate``
(:mod:`.pipeline`, the original comparator pipeline), ``eval`` (:mod:`.evaluate`), ``equity``
(:mod:`.equity`), ``preflop`` and ``range`` (:mod:`.ranges`), ``nextcard`` and ``breakdown``
(:mod:`.analysis`), ``flops`` (:mod:`.flops`), ``hits`` (:mod:`.hits`), ``pushfold`` and ``icm``
(:mod:`.pushfold`), ``table`` (:mod:`.table`), ``serve`` (:mod:`.serve`). They share
:mod:`.arg_types` (the checked argument types), :mod:`.subcommand` (help layout, ``--json``,
``--plot``) and :mod:`.progress` (the progress bar). This module reads the original's own form
(``--type=1|2|3`` plus its flags), guards the standard streams and turns errors into exit codes.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import sys
import threading
from collections.abc import Iterator, Sequence

from holdEm.cli import analysis, equity, evaluate, flops, hits, pipeline, pushfold, ranges, serve, table
from holdEm.cli.equity import EXIT_INTERRUPTED
from holdEm.cli.subcommand import as_flags

#: The modules whose ``add_parsers(commands)`` add the subcommands, in the order ``--help`` lists them.
_SUBCOMMAND_MODULES = (pipeline, evaluate, equity, ranges, analysis, flops, hits, pushfold, table, serve)
#: The original's --type values.
LEGACY_TYPES = {"1": "generate", "2": "compare", "3": "validate"}
#: The original's own flags (and ``generate --seed``): only these start its form, so that a
#: mistyped flag (``holdem --verison``) is an error, not a run of ``generate``.
LEGACY_FLAGS = frozenset(("--type", "--size", "--hand", "--omaha", "--ifile", "--ofile", "--dbg", "--seed"))

_MAIN_EXAMPLES = """\
examples:
  holdem eval AsKsQsJsTs9h2c
  holdem equity AsKs QhQd --board 5h6sTd
  holdem equity "15%" AKs --exact
  holdem preflop AKs
  holdem range "15%,76s"
  echo "9sTh4d4s7s 7h5s QsAs" | holdem compare
  holdem generate --size=100000 --ofile=data.txt | holdem compare | holdem validate --ifile=data.txt
  rm -f fifo0 fifo1 && mkfifo fifo0 fifo1
  holdem generate --size=1000000 --hand=6 > fifo0 < fifo1 & holdem compare < fifo0 > fifo1

The original comparator's form also works: --type=1 (generate), --type=2
(compare), --type=3 (validate), e.g. `holdem --type=2 --dbg`.
"""


def translate_legacy(argv: Sequence[str]) -> tuple[list[str], bool]:
    """The original's flags as holdem arguments; also says whether they were the original's form.

    ``--type=2 --dbg`` becomes ``compare --dbg``; flags without --type mean
    type 1 (generate); ``--ifile--ofile=F`` (the original's "same file for
    both") becomes ``--ifile=F --ofile=F``; ``--Help`` is ``--help``.
    """
    args: list[str] = []
    for arg in argv:
        if arg.startswith("--ifile--ofile="):
            path = arg.split("=", 1)[1]
            args += [f"--ifile={path}", f"--ofile={path}"]
        else:
            args.append("--help" if arg == "--Help" else arg)
    if not args or not _is_legacy_flag(args[0]):
        return args, False  # a subcommand, or no original flags
    kind = "1"
    rest: list[str] = []
    k = 0
    while k < len(args):
        arg = args[k]
        if arg.startswith("--type="):
            kind = arg.split("=", 1)[1]
        elif arg == "--type":  # its value follows ("--type 2"); none at the end is a bad one
            kind = args[k + 1] if k + 1 < len(args) else ""
            k += 1
        else:
            rest.append(arg)
        k += 1
    if kind not in LEGACY_TYPES:
        print(f"holdem: error: --type must be 1 (generate), 2 (compare) or 3 (validate), got {kind!r}", file=sys.stderr)
        raise SystemExit(2)  # a usage error, as argparse exits
    return [LEGACY_TYPES[kind]] + rest, True


def _is_legacy_flag(arg: str) -> bool:
    """Whether ``arg`` is one of the original's flags (``--size=100``, ``--dbg``)."""
    return arg.split("=", 1)[0] in LEGACY_FLAGS


def build_parser() -> argparse.ArgumentParser:
    """The argument parser for every subcommand."""
    raw = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(
        prog="holdem",
        description="Texas Hold'em and Omaha: evaluation, equity and the original comparator pipeline.",
        epilog=_MAIN_EXAMPLES,
        formatter_class=raw,
    )
    from holdEm import __version__

    parser.add_argument("--version", action="version", version=f"holdem {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in _SUBCOMMAND_MODULES:
        module.add_parsers(commands)
    return parser


def _quiet_stdout() -> None:
    """After a broken pipe: point stdout at /dev/null so the exit flush cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


_STREAMS = ((0, "stdin", "standard input"), (1, "stdout", "standard output"), (2, "stderr", "standard error"))


def _wrong_direction(fd: int) -> bool:
    """Whether a standard descriptor is open only the other way (a launcher's leftover file on fd 2, say)."""
    try:
        import fcntl

        mode = fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE
    except (ImportError, OSError):
        return False
    return mode == (os.O_WRONLY if fd == 0 else os.O_RDONLY)


@contextlib.contextmanager
def _standing_in_for_unusable_streams() -> Iterator[dict[int, str]]:
    """The standard streams the process cannot use (``holdem eval ... >&-``), given /dev/null instead.

    Yields what is wrong with each.  Python leaves a closed stream None,
    where commands would fail on ``read`` or lose their output silently; and
    a file opened later could take the free descriptor and receive what was
    meant for the stream.  The stand-ins are closed after (unclosed, each was
    a ResourceWarning at exit).
    """
    stand_ins = []
    unusable = {}
    for fd, name, _ in _STREAMS:
        stream = getattr(sys, name)
        if stream is None:
            unusable[fd] = "is closed"
            try:
                os.fstat(fd)
            except OSError:  # still free: hold it with /dev/null
                devnull = os.open(os.devnull, os.O_RDWR)
                if devnull != fd:
                    os.dup2(devnull, fd)
                    os.close(devnull)
        elif stream is getattr(sys, f"__{name}__") and _wrong_direction(fd):
            unusable[fd] = "is not open for " + ("reading" if fd == 0 else "writing")
        else:
            continue
        stand_ins.append(open(os.devnull, "r" if fd == 0 else "w", encoding="utf-8"))  # noqa: SIM115
        setattr(sys, name, stand_ins[-1])
    try:
        yield unusable
    finally:
        for stand_in in stand_ins:
            stand_in.close()


@contextlib.contextmanager
def _escaping_what_cannot_be_encoded() -> Iterator[None]:
    """Text that the output's encoding cannot hold (a typed ``A♠`` echoed where stdout is ASCII or
    Latin-1) written as backslash escapes (``A\\u2660``) rather than failing the command after its work."""
    changed = []
    for stream in (sys.stdout, sys.stderr):
        if getattr(stream, "errors", None) == "strict" and hasattr(stream, "reconfigure"):
            with contextlib.suppress(ValueError, OSError):
                stream.reconfigure(errors="backslashreplace")
                changed.append(stream)
    try:
        yield
    finally:
        for stream in changed:
            with contextlib.suppress(ValueError, OSError):
                stream.reconfigure(errors="strict")


def _streams_needed(args: argparse.Namespace) -> dict[int, str]:
    """The standard streams a command cannot do its job without, and what it uses each for."""
    command = args.command
    if command == "compare":
        needed = {0: "compare reads its lines from it", 1: "compare writes its answers there"}
        if args.dbg:
            needed[2] = "--dbg writes there"
        return needed
    if command == "generate":
        needed = {1: "generate writes its samples there"}
        if args.ofile is None:
            needed[0] = "generate reads the comparator's answers from it (unless --ofile is given)"
            needed[2] = "generate reports its check there"
        if args.dbg:
            needed[2] = "--dbg writes there"
        return needed
    if command == "validate":
        return {0: "validate reads the answers from it", 1: "validate writes its report there"}
    return {1: f"{command} writes its result there"}


def _unusable_stream_error(args: argparse.Namespace, unusable: dict[int, str]) -> int | None:
    """Exit code 2 with a one-line error on a stream still usable, if the command needs an unusable one."""
    needed = _streams_needed(args)
    missing = [fd for fd in sorted(unusable) if fd in needed]
    if not missing:
        return None
    fd = missing[0]
    message = f"holdem {args.command}: error: {_STREAMS[fd][2]} {unusable[fd]}; {needed[fd]}\n"
    for out in (2, 1):
        if out not in unusable:
            stream = sys.stderr if out == 2 else sys.stdout
            try:
                stream.write(message)
                stream.flush()
            except (OSError, ValueError):
                continue
            break
    return 2


def _command_parser(parser: argparse.ArgumentParser, command: str | None) -> argparse.ArgumentParser:
    """The parser of ``command`` (the top level's when there is none)."""
    for action in parser._actions:  # argparse keeps its subcommands' parsers only there
        if isinstance(action, argparse._SubParsersAction) and command in action.choices:
            return action.choices[command]
    return parser


@contextlib.contextmanager
def _ending_cleanly_on_termination() -> Iterator[None]:
    """SIGTERM (``timeout``, ``kill``) and SIGHUP end the command as Ctrl-C does, through its cleanup.

    By default they kill the process where it stands: ``generate --ofile`` left its spooled
    samples (gigabytes) in the temporary folder.  The handler raises SystemExit(128 + the
    signal's number), the shell's code for a death by that signal; an engine call stops where it
    polls, as for Ctrl-C.  The previous handlers come back after (for a caller of ``main``).
    """
    names = [name for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)]  # SIGHUP is POSIX only
    if threading.current_thread() is not threading.main_thread():
        yield  # handlers are the main thread's
        return

    def terminate(signum: int, _frame: object) -> None:
        raise SystemExit(128 + signum)

    previous = {name: signal.signal(getattr(signal, name), terminate) for name in names}
    try:
        yield
    finally:
        for name, handler in previous.items():
            signal.signal(getattr(signal, name), handler)


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the command line; returns the exit code."""
    with contextlib.ExitStack() as guards:  # three guards (Python 3.9 has no parenthesised with)
        guards.enter_context(_ending_cleanly_on_termination())
        unusable = guards.enter_context(_standing_in_for_unusable_streams())
        guards.enter_context(_escaping_what_cannot_be_encoded())
        return _run(argv, unusable)


def _run(argv: Sequence[str] | None, unusable: dict[int, str]) -> int:
    """The command line's work (``main`` less its signal handlers and its streams' guards)."""
    raw = list(sys.argv[1:] if argv is None else argv)
    args_list, legacy = translate_legacy(raw)
    parser = build_parser()
    if not args_list:
        parser.print_help(sys.stderr)
        return 2
    args, unknown = parser.parse_known_args(args_list)
    if legacy:  # the original ignored its own flags that its type does not use
        ignored = [arg for arg in unknown if _is_legacy_flag(arg)]
        unknown = [arg for arg in unknown if not _is_legacy_flag(arg)]
        if ignored:
            print(f"holdem: ignoring {' '.join(ignored)} (not used by {args.command})", file=sys.stderr)
    if unknown and args_list[0] in unknown and args.command is not None:  # holdem --json eval ...
        flag = args_list[0]
        parser.error(
            f"unrecognized arguments: {flag} (a subcommand's options follow it: holdem {args.command} {flag} ...)"
        )
    if unknown:  # named by the subcommand's usage, not the top level's
        hint = ""
        if isinstance(getattr(args, "hands", None), list) and not any(u.startswith("-") for u in unknown):
            # (not taken as more hands: "--board 5h 6s Td" would make two players of 6s and Td)
            hint = f" (the hands come before the options: holdem {args.command} HAND HAND ... --board ...)"
        _command_parser(parser, args.command).error(f"unrecognized arguments: {' '.join(unknown)}{hint}")
    if args.command is None:
        parser.print_help(sys.stderr)
        return 2
    refused = _unusable_stream_error(args, unusable)
    if refused is not None:
        return refused
    try:
        return int(args.run(args))
    except BrokenPipeError:
        _quiet_stdout()
        return 1
    except KeyboardInterrupt:
        print(f"holdem {args.command}: interrupted", file=sys.stderr)  # (equity shows its figures so far itself)
        return EXIT_INTERRUPTED
    except (ValueError, OSError) as error:
        print(f"holdem {args.command}: error: {as_flags(_reason(error))}", file=sys.stderr)
        return 2


def _reason(error: ValueError | OSError) -> str:
    """What went wrong, in words: a file system error as ``FILE: what`` (``data.txt: Permission
    denied``), as command-line tools say it, not ``[Errno 13] Permission denied: 'data.txt'``."""
    if isinstance(error, OSError) and error.strerror and error.filename is not None:
        return f"{os.fsdecode(error.filename)}: {error.strerror}"
    return str(error)


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
