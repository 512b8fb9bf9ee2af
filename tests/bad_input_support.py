"""What the hostile-input tests share: a table of cases, each run in a child process.

A case is a call and what it must give: a Python exception (type and a
pattern its message must contain), or a return value (the original classes'
error codes).  A test file fills a `CaseTable` and runs it as a script
(`python test_bad_inputs_X.py FIRST`): the child runs the cases one after
the other, reporting each outcome as a JSON line, so that a crash or a hang
fails the case that caused it instead of killing pytest.
"""

from __future__ import annotations

import functools
import json
import re
import subprocess
import sys
import traceback
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np
import pytest
from cli_support import cli_env

CHILD_TIMEOUT_S = 120.0
# A line the comparator answers, and its answer.
GOOD_LINE = b"9sTh4d4s7s 7h5s QsAs"
GOOD_ANSWER = b"7h5s QsAs"
# Bytes of every value but the line end, for inputs that must be refused as garbage.
RANDOM_BYTES = np.random.default_rng(8).integers(0, 256, 4096, dtype=np.uint8).tobytes().replace(b"\n", b"")


# --- what a case must give ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Raises:
    """The call raises `error` (or a subclass) with a message matching `pattern`."""

    error: type[BaseException]
    pattern: str = ""

    def check(self, call: Callable[[], Any]) -> str | None:
        try:
            value = call()
        except self.error as e:
            if re.search(self.pattern, str(e)):
                return None
            return f"{type(e).__name__}({str(e)[:200]!r}) does not match {self.pattern!r}"
        except BaseException as e:  # noqa: B036 - a wrong kind of error is what we report
            return f"expected {self.error.__name__}, got {type(e).__name__}: {str(e)[:200]}"
        return f"expected {self.error.__name__}, got the value {value!r:.200}"


@dataclass(frozen=True)
class Returns:
    """The call returns `value` (an error code, or a tuple of what several steps returned)."""

    value: Any

    def check(self, call: Callable[[], Any]) -> str | None:
        try:
            value = call()
        except BaseException as e:  # noqa: B036
            return f"expected {self.value!r}, got {type(e).__name__}: {str(e)[:200]}"
        return None if value == self.value else f"expected {self.value!r}, got {value!r:.300}"


# --- a file's cases ----------------------------------------------------------------------------------------------


class CaseTable:
    """The cases of one test file, in order; `script` is that file, which the child process runs."""

    def __init__(self, script: str) -> None:
        self.script = script
        self.cases: dict[str, tuple[Callable[[], Any], Raises | Returns]] = {}

    def case(self, name: str, call: Callable[[], Any], expect: Raises | Returns) -> None:
        assert name not in self.cases, name
        self.cases[name] = (call, expect)

    @property
    def names(self) -> list[str]:
        return list(self.cases)

    def child_main(self, first: int) -> None:
        """Runs the cases from `first` on, one JSON line per case, flushing before and after each."""
        names = self.names
        for index in range(first, len(names)):
            print(json.dumps({"start": index}), flush=True)
            call, expect = self.cases[names[index]]
            try:
                problem = expect.check(call)
            except BaseException:  # noqa: B036 - a broken check is reported, not fatal
                problem = "the check itself failed: " + traceback.format_exc(limit=3)
            print(json.dumps({"done": index, "problem": problem}), flush=True)

    @functools.cached_property
    def outcomes(self) -> dict[int, str | None]:
        """Each case's problem (None if it got what it must), crashes and hangs included."""
        results: dict[int, str | None] = {}
        count = len(self.cases)
        first = 0
        while first < count:
            try:
                child = subprocess.run(
                    [sys.executable, self.script, str(first)],
                    capture_output=True,
                    text=True,
                    env=cli_env(),
                    timeout=CHILD_TIMEOUT_S,
                )
                stdout, stderr, how = child.stdout, child.stderr, f"exit code {child.returncode}"
            except subprocess.TimeoutExpired as e:
                stdout = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
                stderr = e.stderr.decode() if isinstance(e.stderr, bytes) else (e.stderr or "")
                how = f"no answer within {CHILD_TIMEOUT_S:.0f} s (hang)"
            running = first
            for line in stdout.splitlines():
                message = json.loads(line)
                if "start" in message:
                    running = message["start"]
                else:
                    results[message["done"]] = message["problem"]
                    running = message["done"] + 1
            if running < count and running not in results:
                results[running] = f"the child process died on this case: {how}; stderr: {stderr[-1500:]}"
            first = running + 1
        return results

    def test(self) -> Callable[[int], None]:
        """The file's test of every case, one parameter per case (call it once the table is full)."""
        names = self.names

        @pytest.mark.parametrize("case_index", range(len(names)), ids=names)
        def test_bad_input(case_index: int) -> None:
            problem = self.outcomes[case_index]
            assert problem is None, problem

        return test_bad_input
