"""Input that means something else than it looks (issue 19, part 2).

Each section and test names the item of the issue it checks; the range
grammar's (item 6) tests are in test_ranges.py.  Answers are checked
against independent computations or the command line run for real.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from functools import cache

import pytest
from cli_support import cli_env

import holdEm

# --- 1. range weights whatever the locale ----------------------------------------------------------------------------

LOCALE = "de_DE.UTF-8"  # its decimal mark is a comma

_LOCALE_CHILD = """
import json, locale, sys
import holdEm
locale.setlocale(locale.LC_ALL, sys.argv[1])
out = {"decimal_point": locale.localeconv()["decimal_point"], "comma_number": locale.atof("0,5")}
out["range"] = holdEm.parse_range("AK:0.5,QQ:2.5e-1,JJ:.75,TT:0.125")
out["equity"] = holdEm.equity(["AsKs", "QQ:0.5,JJ:0.25"], board="2c7d9h").equity
print(json.dumps(out))
"""


@cache
def comma_locale_env(tmp_dir: str) -> dict[str, str] | str:
    """An environment in which LOCALE can be set: the system's, else one generated; or why there is none."""
    env = cli_env()
    probe = [sys.executable, "-c", f"import locale; locale.setlocale(locale.LC_ALL, {LOCALE!r})"]
    if subprocess.run(probe, env=env, capture_output=True).returncode == 0:
        return env
    localedef = shutil.which("localedef")
    if localedef is None:
        return f"the machine has no {LOCALE} locale and no localedef to generate one"
    # Generated into a private folder (LOCPATH), so the machine's locales are left alone.
    made = subprocess.run([localedef, "-i", "de_DE", "-f", "UTF-8", f"{tmp_dir}/{LOCALE}"], capture_output=True)
    env["LOCPATH"] = tmp_dir
    if subprocess.run(probe, env=env, capture_output=True).returncode != 0:
        return f"localedef could not make {LOCALE}: {made.stderr.decode(errors='replace').strip()[:200]}"
    return env


@pytest.fixture(scope="module")
def comma_locale(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    env = comma_locale_env(str(tmp_path_factory.mktemp("locale")))
    if isinstance(env, str):
        pytest.skip(env)
    return env


def test_range_numbers_do_not_depend_on_the_locale(comma_locale: dict[str, str]) -> None:
    """Item 1: under a comma-decimal locale, "0.5" is still one half (strtod read it as invalid)."""
    child = subprocess.run(
        [sys.executable, "-c", _LOCALE_CHILD, LOCALE], env=comma_locale, capture_output=True, timeout=60
    )
    assert child.returncode == 0, child.stderr.decode(errors="replace")
    out = json.loads(child.stdout)
    assert out["decimal_point"] == "," and out["comma_number"] == 0.5  # the locale really is in force
    r = out["range"]
    assert {r["AsKs"], r["QsQh"], r["JsJh"], r["TsTh"]} == {0.5, 0.25, 0.75, 0.125}
    expected = holdEm.equity(["AsKs", "QQ:0.5,JJ:0.25"], board="2c7d9h").equity  # this process: the C locale
    assert out["equity"] == pytest.approx(expected, abs=1e-15)
