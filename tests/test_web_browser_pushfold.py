"""The page's push/fold panel (headless Chromium): solved by its button (or Enter), it shows both
ranges on the 13x13 grid with the frequencies, shares, lines and ranges :func:`holdEm.push_fold` gives
(in ICM, :func:`holdEm.push_fold_icm`'s); an edit of its form marks the answer stale; its buttons
make the ranges players 1 and 2's texts, and the calculation then answers those ranges as the
library does (in Hold'em only); a refusal is shown by the input at fault, apart from the spot's."""

from __future__ import annotations

import math
import re
from typing import Any

import numpy as np
import pytest
from browser_support import (  # first: it skips this file where the browser tests cannot run
    choose_game,
    player_input,
    set_field,
    set_player,
    shown_result,
    wait_current,
    wait_for,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

import holdEm
from holdEm.preflop import pair_counts, preflop_table

# What the panel shows: its mark, status, lines, and per grid its cells, share, range and button.
SHOWN = """
const grid = (id) => [...document.querySelectorAll('#' + id + ' .cell')].map(c =>
  [c.dataset.cls, {value: c.dataset.value === undefined ? null : Number(c.dataset.value),
                   figure: (c.querySelector('small') || {}).textContent, title: c.title,
                   painted: c.style.background !== ''}]);  // in the grid's order (no object: "22" would sort first)
const side = (name, use) => ({cells: grid('pf-' + name + '-grid'),
  share: document.getElementById('pf-' + name + '-grid-share').textContent,
  range: document.getElementById('pf-' + name + '-grid-range').textContent,
  disabled: document.getElementById(use).disabled});
const status = document.getElementById('pf-status');
return {
  stale: document.getElementById('pf-result').dataset.stale,
  status: status.textContent, error: status.classList.contains('error'),
  spot: document.getElementById('pf-spot').textContent, values: document.getElementById('pf-values').textContent,
  notes: document.getElementById('pf-notes').textContent,
  push: side('push', 'pf-use-push'), call: side('call', 'pf-use-call'),
  note_hidden: document.getElementById('pf-use-note').hidden,
  live: document.getElementById('pf-summary').getAttribute('aria-live'),
};
"""
DONE = "document.getElementById('pf-result').dataset.stale === 'false'"
FAILED = "document.getElementById('pf-status').classList.contains('error')"
GAIN = re.compile(r"\(([+-]\S+) (BB|in prizes) over a fold\)$")  # a tip's gain (4 significant digits)


def shown(driver: Any) -> dict[str, Any]:
    got = driver.execute_script(SHOWN)
    for side in ("push", "call"):
        got[side]["cells"] = dict(got[side]["cells"])
    return got


def open_panel(driver: Any) -> None:
    if not driver.execute_script("return document.getElementById('pushfold-box').open"):
        driver.find_element(By.CSS_SELECTOR, "#pushfold-box > summary").click()
    wait_for(driver, "document.getElementById('pf-solve').offsetParent !== null")


def icm(driver: Any, on: bool) -> None:
    box = driver.find_element(By.ID, "pf-icm")
    if box.is_selected() != on:
        box.click()


def fill(driver: Any, **inputs: str) -> None:
    """Types each input's text (``stack="10"`` sets ``#pf-stack``), one edit each."""
    for name, text in inputs.items():
        set_field(driver, "pf-" + name.replace("_", "-"), text)


def solve(driver: Any) -> dict[str, Any]:
    driver.find_element(By.ID, "pf-solve").click()
    wait_for(driver, f"{DONE} || {FAILED}", timeout=45)
    got = shown(driver)
    assert got["stale"] == "false" and not got["error"], got["status"]
    return got


def assert_shows(got: dict[str, Any], solution: holdEm.PushFold) -> None:
    """The panel shows ``solution``: every class's frequency, the shares, ranges and lines."""
    lines = solution.text().splitlines()
    assert got["spot"] == lines[0] and got["values"] == lines[-1] and got["notes"] == ""
    for name, frequency, gain, share, range_ in (
        ("push", solution.push, solution.push_gain, solution.push_share, solution.push_range()),
        ("call", solution.call, solution.call_gain, solution.call_share, solution.call_range()),
    ):
        side = got[name]
        assert side["share"] == f"{100 * share:.1f}% of hands" and side["range"] == str(range_)
        assert list(side["cells"]) == list(holdEm.HAND_CLASSES)
        for cls, f, g in zip(holdEm.HAND_CLASSES, frequency, gain):
            cell = side["cells"][cls]
            assert cell["value"] == pytest.approx(f, abs=1e-12), (name, cls)
            assert cell["figure"] == f"{100 * f:.0f}" and cell["painted"] == (f > 0), (name, cls, cell)
            assert cell["title"].startswith(f"{cls}: ") and f"{100 * f:.1f}% (" in cell["title"], cell
            said = GAIN.search(cell["title"])
            assert said and said.group(2) == solution.unit, cell
            assert float(said.group(1)) == pytest.approx(g, rel=1e-3, abs=1e-15), (cell, g)
            if abs(g) < 1e-9:  # a mixed class's gain, zero up to rounding, reads +0 as the library's text
                assert said.group(1) == "+0", (cell, g)  # (43s at 10 BB read -2.22e-16)


def test_ten_big_blinds_shows_the_librarys_equilibrium(page: Any) -> None:
    open_panel(page)
    icm(page, False)
    fill(page, stack="10", ante="0", small_blind="0.5")
    got = solve(page)
    solution = holdEm.push_fold(10)
    assert_shows(got, solution)
    # A few classes by name, as the published chart has them: K2o pushed, T3s folded, 43s mixed;
    # the BB calls Q6s at times and never Q2o.
    cells = got["push"]["cells"]
    assert (cells["K2o"]["figure"], cells["T3s"]["figure"], cells["43s"]["figure"]) == ("100", "0", "71")
    assert (got["call"]["cells"]["Q6s"]["figure"], got["call"]["cells"]["Q2o"]["figure"]) == ("40", "0")
    assert got["status"].startswith("solved in ") and got["live"] == "polite"
    # An edit of the form: the answer is of an older input now, until solved again.
    fill(page, stack="12")
    got = shown(page)
    assert got["stale"] == "true" and got["status"].startswith("outdated")
    assert got["push"]["disabled"] and got["call"]["disabled"]  # its ranges are of the older input
    # Enter in an input solves too (a form).
    page.find_element(By.ID, "pf-stack").send_keys(Keys.ENTER)
    wait_for(page, DONE, timeout=45)
    assert_shows(shown(page), holdEm.push_fold(12))


@pytest.mark.parametrize(
    ("inputs", "args"),
    [
        (
            {"stacks": "7500, 3000, 1600, 1400", "payouts": "50 30 20", "big_blind": "300"},
            ([7500, 3000, 1600, 1400], [50, 30, 20], {"big_blind": 300}),
        ),
        (
            {"stacks": "2500,4000,3500", "payouts": "0.5,0.3,0.2", "big_blind": "200", "icm_ante": "25"}
            | {"icm_small_blind": "80"},
            ([2500, 4000, 3500], [0.5, 0.3, 0.2], {"big_blind": 200, "small_blind": 80, "ante": 25}),
        ),
    ],
)
def test_the_icm_form(page: Any, inputs: dict[str, str], args: tuple[Any, ...]) -> None:
    open_panel(page)
    icm(page, True)
    assert not page.find_element(By.ID, "pf-stack").is_displayed()
    assert page.find_element(By.ID, "pf-stacks").is_displayed()
    fill(page, **({"icm_small_blind": "", "icm_ante": "0"} | inputs))
    stacks, payouts, blinds = args
    assert_shows(solve(page), holdEm.push_fold_icm(stacks, payouts, **blinds))
    icm(page, False)  # the chip form again: its own inputs, as they were
    assert page.find_element(By.ID, "pf-stack").is_displayed()


def test_a_satellite_bubble_pushes_no_hand(page: Any) -> None:
    """Two seats paid, a short stack left: the SB pushes no hand; its range says so and cannot be
    made a player's (an empty range is none), the calls can."""
    open_panel(page)
    icm(page, True)
    fill(page, stacks="3000,3000,500", payouts="1,1", big_blind="100", icm_small_blind="", icm_ante="0")
    got = solve(page)
    solution = holdEm.push_fold_icm([3000, 3000, 500], [1, 1], big_blind=100)
    assert solution.push_share == 0 and got["push"]["share"] == "0.0% of hands"
    assert got["push"]["range"] == "no hand" and got["push"]["disabled"]
    assert got["call"]["range"] == str(solution.call_range()) and not got["call"]["disabled"]
    assert not any(cell["painted"] for cell in got["push"]["cells"].values())
    icm(page, False)


def table_equity(push: tuple[float, ...], call: tuple[float, ...]) -> float:
    """The SB's all-in equity, range against range, worked out from the class table: each class
    pair weighted by its frequencies and its combo pairs sharing no card."""
    weights = np.outer(push, call) * pair_counts()
    return float((weights * np.asarray(preflop_table())).sum() / weights.sum())


def test_the_use_buttons_make_the_ranges_the_players_and_the_calculation_follows(page: Any) -> None:
    choose_game(page, "holdem")
    Select(page.find_element(By.ID, "method")).select_by_value("auto")
    while len(page.find_elements(By.CSS_SELECTOR, "#players .player")) > 2:
        page.find_element(By.CSS_SELECTOR, "#players .player:last-child .remove").click()
    set_player(page, 0, "AsKs")
    set_player(page, 1, "QhQd")
    set_field(page, "board", "")
    set_field(page, "dead", "")
    wait_current(page, timeout=60)
    open_panel(page)
    icm(page, False)
    fill(page, stack="10", ante="0", small_blind="0.5")
    got = solve(page)
    assert not got["push"]["disabled"] and not got["call"]["disabled"] and got["note_hidden"]
    solution = holdEm.push_fold(10)
    push, call = str(solution.push_range()), str(solution.call_range())
    page.find_element(By.ID, "pf-use-push").click()
    assert player_input(page, 0).get_attribute("value") == push
    assert shown_result(page)["stale"] == "true"  # an edit: the result shown is of the old players
    page.find_element(By.ID, "pf-use-call").click()
    assert player_input(page, 1).get_attribute("value") == call
    result = wait_current(page, timeout=60)
    assert result["names"] == [f"1. {push}", f"2. {call}"] and result["board"] == ""
    # As the library answers those ranges (it samples them: within its error), and as the class
    # table says they stand.
    library = holdEm.equity([push, call])
    for p in (0, 1):
        assert result["equity"][p] == pytest.approx(library.equity[p], abs=6 * math.sqrt(2) * library.stderr[p])
    exact = table_equity(solution.push, solution.call)
    assert result["equity"][0] == pytest.approx(exact, abs=6 * library.stderr[0] + 1e-9)
    # The ranges are Hold'em's: in another game the buttons are off, and a note says why.
    choose_game(page, "omaha")
    got = shown(page)
    assert got["push"]["disabled"] and got["call"]["disabled"] and not got["note_hidden"]
    choose_game(page, "holdem")
    assert not shown(page)["push"]["disabled"]


def error_note(driver: Any) -> dict[str, Any]:
    return driver.execute_script(
        """const note = document.getElementById('pushfold-error');
        return note && {for: note.dataset.for, text: note.textContent, role: note.getAttribute('role'),
          invalid: [...document.querySelectorAll('#pushfold-section [aria-invalid="true"]')].map(e => e.id),
          describedBy: [...document.querySelectorAll('[aria-describedby="pushfold-error"]')].map(e => e.id)};"""
    )


@pytest.mark.parametrize(
    ("form", "inputs", "where", "input_id", "words"),
    [
        ("chips", {"stack": "0.5"}, "stack", "pf-stack", "stack must be a finite number more than the big blind"),
        ("chips", {"small_blind": "2"}, "small blind", "pf-small-blind", "small blind must be a finite number"),
        ("chips", {"stack": ""}, "stack", "pf-stack", "stack is missing"),
        # A comma is refused, not guessed (a number input read 12,5 as 125), and so is "1e".
        ("chips", {"stack": "12,5"}, "stack", "pf-stack", 'stack: "12,5" is not a number (write 12.5 with a point'),
        ("chips", {"stack": "1e"}, "stack", "pf-stack", 'stack: "1e" is not a number'),
        # Thousands separators were read as more stacks: 7,500 as 7 and 500.
        ("icm", {"stacks": "7,500, 3,000, 1,600"}, "stacks", "pf-stacks", 'stacks: "7,500" reads as one number in'),
        ("icm", {"payouts": "1,000"}, "payouts", "pf-payouts", 'payouts: "1,000" reads as one number in thousands'),
        ("icm", {"payouts": "20, 30"}, "payouts", "pf-payouts", "each at most the one before"),
        ("icm", {"stacks": "7500, 200, 1600"}, "stacks", "pf-stacks", "the big blind must have more"),
        ("icm", {"stacks": "7500, 3000, lots"}, "stacks", "pf-stacks", 'stacks: "lots" is not a number'),
        ("icm", {"stacks": ", ".join(["100"] * 11)}, "stacks", "pf-stacks", "stacks must hold 2 to 10 numbers"),
        ("icm", {"icm_ante": "-1"}, "ante", "pf-icm-ante", "ante must be a finite number at least 0"),
    ],
)
def test_an_error_is_shown_by_the_input_at_fault(
    page: Any, form: str, inputs: dict[str, str], where: str, input_id: str, words: str
) -> None:
    open_panel(page)
    icm(page, form == "icm")
    fill(page, stack="10", ante="0", small_blind="0.5")
    fill(page, stacks="7500, 3000, 1600, 1400", payouts="50, 30, 20", big_blind="300", icm_ante="0")
    fill(page, **inputs)
    page.find_element(By.ID, "pf-solve").click()
    wait_for(page, FAILED, timeout=45)
    assert words in shown(page)["status"]
    note = error_note(page)
    # Said once, by the status line (a live region): the note by the input is none.
    assert note["for"] == where and words in note["text"] and note["role"] is None, note
    assert note["invalid"] == [input_id] and note["describedBy"] == [input_id], note
    # The spot's own messages are apart: an edit of a player leaves this one; an edit here clears it.
    set_player(page, 1, "QhQd")
    assert error_note(page) is not None
    fill(page, **{next(iter(inputs)): "1"})
    assert error_note(page) is None
    assert page.find_element(By.ID, input_id).get_attribute("aria-invalid") is None
