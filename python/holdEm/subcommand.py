"""What the analysis subcommands share: how one is registered, and how its result is written."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Protocol


class _Result(Protocol):
    def to_dict(self) -> dict[str, Any]: ...


def add_subcommand(commands: Any, name: str, *, summary: str, about: str, examples: str) -> argparse.ArgumentParser:
    """A subcommand parser with its one-line summary, description and examples (kept as written)."""
    return commands.add_parser(
        name, help=summary, description=about, epilog=examples, formatter_class=argparse.RawDescriptionHelpFormatter
    )


def add_output_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def write_result(result: _Result, as_json: bool) -> int:
    """The result on standard output, as its readable text or as JSON (``to_dict``); exit code 0."""
    if as_json:
        json.dump(result.to_dict(), sys.stdout)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(f"{result}\n")
    return 0
