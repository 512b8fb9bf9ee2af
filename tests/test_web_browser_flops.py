"""The page's flop report (headless Chromium): asked by its button in a preflop spot of Hold'em or
short deck, it shows the chosen player's preflop equity, each texture's groups, the range's hits on
the flop and the best and worst flops, as :func:`holdEm.flop_report` computes them; while it runs its
bar and status say the share of the flops done; an edit marks
it stale at once (and drops the report in flight); Cancel stops it on the server; a refusal is
shown by the input at fault; it is not offered with a board or in Omaha."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from browser_support import (  # first: it skips this file where the browser tests cannot run
    choose_game,
    player_input,
    server_status,
    set_field,
    set_player,
    set_players,
    wait_current,
    wait_for,
    wait_server_idle,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import holdEm
from holdEm.games import TWO_CARD_DECKS
from holdEm.hits import DRAW_ORDERS, MADE_HAND_ORDERS
from holdEm.web.jobs import RANKED_FLOPS

# What the flop panel shows: its mark, status, the answer's inputs, and per table its rows' figures.
SHOWN = """
const box = document.getElementById('flops');
const rows = (selector) => [...box.querySelectorAll(selector)];
return {
  stale: box.dataset.stale, player: box.dataset.player, hands: box.dataset.hands, game: box.dataset.game,
  equity: Number(box.dataset.equity),
  status: document.getElementById('flops-text').textContent,
  error: document.getElementById('flops-text').classList.contains('error'),
  busy: !document.getElementById('flops-progress').hidden,
  groups: Object.fromEntries(rows('table.flop-groups').map(t => [t.dataset.by,
    [...t.querySelectorAll('tbody tr')].map(r => [r.dataset.label, Number(r.dataset.frequency),
      Number(r.dataset.equity), [...r.children].map(c => c.textContent)])])),
  hits: Object.fromEntries(rows('table[data-hits]').map(t => [t.dataset.hits,
    [...t.querySelectorAll('tbody tr')].map(r => [r.dataset.label, Number(r.dataset.share),
      r.children[1].textContent])])),
  best: rows('table.flop-list[data-kind="best"] tbody tr').map(r => [r.dataset.flop, Number(r.dataset.equity)]),
  worst: rows('table.flop-list[data-kind="worst"] tbody tr').map(r => [r.dataset.flop, Number(r.dataset.equity)]),
  headers: rows('table thead th').every(th => th.scope === 'col')
    && rows('table tbody th').every(th => th.scope === 'row'),
  captions: rows('table caption').map(c => c.textContent),
};
"""
OFFERED = "!document.getElementById('flops-panel').hidden"
DONE = "document.getElementById('flops').dataset.stale === 'false'"


def shown(driver: Any) -> dict[str, Any]:
    return driver.execute_script(SHOWN)


def spot(driver: Any, hands: list[str], game: str = "holdem") -> None:
    """The page in ``game`` with exactly these players' texts, no board, its result current."""
    driver.execute_script("if (window.realFetch) window.fetch = window.realFetch;")
    choose_game(driver, game)
    set_players(driver, hands)
    set_field(driver, "board", "")
    set_field(driver, "dead", "")
    Select(driver.find_element(By.ID, "heat-player")).select_by_value("0")
    wait_current(driver, timeout=40)


def ask(driver: Any) -> dict[str, Any]:
    driver.find_element(By.ID, "flops-run").click()
    wait_for(driver, DONE, timeout=40)
    return shown(driver)


def assert_shows(got: dict[str, Any], report: holdEm.FlopReport, player: int) -> None:
    """The panel shows ``report``'s figures for ``player``: compared number by number."""
    assert got["stale"] == "false" and got["player"] == str(player) and not got["error"]
    assert got["equity"] == pytest.approx(report.equity[player], abs=1e-12)
    assert f"{100 * report.equity[player]:.2f}%" in got["status"] and f"{len(report):,} classes" in got["status"]
    for by, groups in got["groups"].items():
        expected = report.groups(by)
        assert [g[0] for g in groups] == [g.label for g in expected], by
        for (_, frequency, equity, cells), g in zip(groups, expected):
            assert frequency == pytest.approx(g.frequency, abs=1e-12) and equity == pytest.approx(g.equity[player])
            assert cells[1:] == [f"{100 * g.frequency:.1f}%", f"{100 * g.equity[player]:.1f}%"], (by, g.label)
    assert set(got["groups"]) == {"suits", "pairing", "high", "straight"}
    hits = report.hits(player)["all flops"]
    for kind, classes in (("made", MADE_HAND_ORDERS[report.game]), ("draws", DRAW_ORDERS[report.game])):
        expected = [(k, hits[k]) for k in classes if hits[k] > 0]
        assert [[k, pytest.approx(v, abs=1e-12), f"{100 * v:.1f}%"] for k, v in expected] == got["hits"][kind], kind
    ranked = report.ranked(player)
    assert got["best"] == [[r.flop, pytest.approx(r.equity[player])] for r in ranked[:RANKED_FLOPS]]
    assert got["worst"] == [[r.flop, pytest.approx(r.equity[player])] for r in ranked[::-1][:RANKED_FLOPS]]
    assert got["headers"] and f"Best flops for player {player + 1}" in got["captions"]


def test_the_report_shows_the_librarys_figures_for_the_chosen_player(page: Any) -> None:
    spot(page, ["AhKh", "QQ"])
    assert page.execute_script("return " + OFFERED)
    report = holdEm.flop_report(["AhKh", "QQ"])
    got = ask(page)
    assert got["hands"] == "AhKh v QQ" and got["game"] == "holdem"
    assert_shows(got, report, 0)
    # Another player under the results: the same answer, drawn for that player at once.
    Select(page.find_element(By.ID, "heat-player")).select_by_value("1")
    assert_shows(shown(page), report, 1)


# The flop panel's bar (position -1 while indeterminate) and status, while a report runs.
BAR = (
    "const bar = document.getElementById('flops-progress');"
    "return {hidden: bar.hidden, position: bar.position, value: bar.value,"
    f" status: document.getElementById('flops-text').textContent, done: {DONE}}};"
)
RUNNING = re.compile(r"calculating… (\d+)% of the flops \((\d+\.\d) s\)")


def test_a_long_report_shows_its_progress_then_the_tables(page: Any) -> None:
    hands = ["AhKh", "30%"]  # about 2.5 s of flops on an idle core: several progress lines
    spot(page, hands)
    page.find_element(By.ID, "flops-run").click()
    samples = []
    deadline = time.monotonic() + 60
    while not (sample := page.execute_script(BAR))["done"]:
        assert time.monotonic() < deadline, "the report never came"
        samples.append(sample)
        time.sleep(0.03)
    assert samples and samples[0]["position"] == -1 and not samples[0]["hidden"]  # indeterminate at first
    determinate = [s for s in samples if s["position"] >= 0]
    values = [s["value"] for s in determinate]
    assert len(set(values)) >= 2 and values == sorted(values) and 0 <= values[0] and values[-1] < 1, values
    for s in determinate:  # the status says the bar's share, and the seconds since it was asked
        assert not s["hidden"] and (said := RUNNING.fullmatch(s["status"])), s
        assert abs(int(said.group(1)) - 100 * s["value"]) <= 0.5 + 1e-9, s  # (toFixed rounds a half up)
    seconds = [float(RUNNING.fullmatch(s["status"]).group(2)) for s in determinate]
    assert seconds == sorted(seconds) and seconds[-1] > seconds[0], seconds
    # Then the tables, the bar gone.
    assert_shows(shown(page), holdEm.flop_report(hands), 0)
    assert page.execute_script("return document.getElementById('flops-progress').hidden")
    # Asked again, the bar starts indeterminate (not at the last report's share); Cancel stops it.
    page.find_element(By.ID, "flops-run").click()
    again = page.execute_script(BAR)
    assert again["position"] == -1 and not again["hidden"] and again["status"] == "calculating every flop…"
    page.find_element(By.ID, "flops-cancel").click()
    assert shown(page)["status"] == "cancelled" and not shown(page)["busy"]
    wait_server_idle(page, 3, "the cancelled report went on")


def test_a_spot_too_large_to_enumerate_is_sampled_and_says_so(page: Any) -> None:
    # About 0.6 s a class of flops exactly, some 1,000 s in all: past the 30 s limit (heads-up
    # reports are one walk of the boards, a few seconds at most).
    hands = ["random", "QQ+,AKs", "JJ-99"]
    spot(page, hands)
    got = ask(page)
    assert not got["error"] and got["stale"] == "false", got
    assert "estimated" in got["status"] and "Monte Carlo instead, 2,000 deals a class of flops" in got["status"]
    preflop = holdEm.equity(hands, trials=2_000_000, seed=1).equity[0]  # standard error about 0.0003
    assert got["equity"] == pytest.approx(preflop, abs=0.002)  # the flops' mean: about 0.0003 too


def test_short_deck(page: Any) -> None:
    spot(page, ["AsKs", "QhQd"], "shortdeck")
    assert_shows(ask(page), holdEm.flop_report(["AsKs", "QhQd"], game="shortdeck"), 0)


def test_an_edit_marks_it_stale_and_drops_the_report_in_flight(page: Any) -> None:
    spot(page, ["AhKh", "QQ"])
    ask(page)
    # The method is not the flop report's: choosing another leaves it current.
    Select(page.find_element(By.ID, "method")).select_by_value("exact")
    wait_current(page, timeout=40)
    assert shown(page)["stale"] == "false"
    Select(page.find_element(By.ID, "method")).select_by_value("auto")
    wait_current(page, timeout=40)
    set_player(page, 1, "JJ")  # the edit's handlers have run when this returns
    got = shown(page)
    assert got["stale"] == "true" and got["status"].startswith("outdated")
    Select(page.find_element(By.ID, "heat-player")).select_by_value("1")  # drawn for player 2, still stale
    got = shown(page)
    assert got["stale"] == "true" and got["status"].startswith("outdated") and got["player"] == "1"
    Select(page.find_element(By.ID, "heat-player")).select_by_value("0")
    # A report asked and then outdated before it answers is never drawn as current.
    wait_current(page, timeout=40)
    page.find_element(By.ID, "flops-run").click()
    set_player(page, 1, "TT")
    wait_current(page, timeout=40)
    wait_server_idle(page, 10, "the outdated report went on")
    got = shown(page)
    assert got["stale"] == "true" and got["hands"] == "AhKh v QQ" and not got["busy"]


def test_cancel_stops_it_on_the_server(page: Any) -> None:
    spot(page, ["AhKh", "random"])  # about 20 s of flops: long enough to cancel
    page.find_element(By.ID, "flops-run").click()
    wait_for(page, "!document.getElementById('flops-cancel').hidden")
    deadline = time.monotonic() + 5
    while (status := server_status(page))["general_free"] == status["general_slots"]:  # past its probe
        assert time.monotonic() < deadline, "the report never took a long slot"
        time.sleep(0.05)
    assert shown(page)["busy"]
    page.find_element(By.ID, "flops-cancel").click()
    got = shown(page)
    assert got["status"] == "cancelled" and not got["busy"]
    # The Cancel pressed hides itself: its focus goes to the report's own button, not the page's top.
    assert page.execute_script("return document.activeElement.id") == "flops-run"
    wait_server_idle(page, 3, "the cancelled report went on")


def test_a_refusal_is_shown_by_the_input_at_fault(page: Any) -> None:
    spot(page, ["AhKh", "QQ"])
    set_player(page, 1, "QQ++")
    wait_for(page, "document.getElementById('status').classList.contains('error')")
    page.execute_async_script(  # the calculation's own note gone: the one that follows is the report's
        "const done = arguments[arguments.length - 1];"
        "import('/static/input-errors.js').then((m) => done(m.clearInputErrors()));"
    )
    assert player_input(page, 1).get_attribute("aria-invalid") is None
    page.find_element(By.ID, "flops-run").click()
    wait_for(page, "document.getElementById('flops-text').classList.contains('error')")
    assert "QQ++" in shown(page)["status"]
    assert player_input(page, 1).get_attribute("aria-invalid") == "true"
    note = page.find_element(By.CSS_SELECTOR, ".input-error")
    assert note.get_attribute("data-for") == "player 2" and "QQ++" in note.text


def test_not_offered_with_a_board_or_in_omaha(page: Any) -> None:
    spot(page, ["AhKh", "QQ"])
    assert page.execute_script("return " + OFFERED)
    set_field(page, "board", "2c7d9h")
    assert not page.execute_script("return " + OFFERED)
    set_field(page, "board", "")
    assert page.execute_script("return " + OFFERED)
    choose_game(page, "omaha")
    assert not page.execute_script("return " + OFFERED)
    choose_game(page, "holdem")
    assert page.execute_script("return " + OFFERED)
    # The page offers it in the games the library's flop_report plays, and no other.
    games = page.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "import('/static/games.js').then((m) => done(m.GAMES.filter((g) => g.flops).map((g) => g.name)));"
    )
    assert games == list(TWO_CARD_DECKS)
