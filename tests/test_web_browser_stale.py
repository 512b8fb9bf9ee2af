"""The page never shows an answer to an older input as the current result (headless Chromium).

Every edit marks the shown result stale at once; only the complete answer to the newest input
clears the mark.  A watcher in the page records the mark's every change, with the inputs and
what the bars answer at that moment, so the tests check the claim at every step, not only at the
end: boards typed key by key around the debounce, an older answer held back until after a newer
one, a slow enumeration overtaken by a quick edit, and a busy (503) server."""

from __future__ import annotations

import time
from typing import Any

import pytest
from browser_support import (  # first: it skips this file where the browser tests cannot run
    SLOW_RANGE,
    player_input,
    server_status,
    set_field,
    set_player,
    shown_result,
    wait_current,
    wait_for,
    wait_server_idle,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import holdEm

# Records each change of the stale mark: the mark, the inputs then, and what the bars answer.
WATCH = """
window.staleLog = [];
window.editLog = [];
if (window.watching) return;  // installed once, for every test of the page
window.watching = true;
const section = document.getElementById('results-section');
new MutationObserver(() => {
  const bars = document.getElementById('bars');
  window.staleLog.push({
    stale: section.dataset.stale,
    partial: bars.dataset.partial,
    inputBoard: document.getElementById('board').value,
    inputHands: [...document.querySelectorAll('#players .player input')].map(e => e.value.trim() || 'random'),
    shownBoard: bars.dataset.board,
    shownHands: [...document.querySelectorAll('#bars .result .name')].map(e => e.textContent.replace(/^\\d+\\. /, '')),
  });
}).observe(section, {attributes: true, attributeFilter: ['data-stale']});
// After each edit's own handlers (this one runs last, on the document): the mark then.
document.addEventListener('input', () => window.editLog.push(section.dataset.stale));
"""

# Answers the next /api/equity late: the request goes out at once, but its answer reaches the page
# only `delay` ms after it arrived, and an abort by the page does not stop it (a slow network).
HOLD_NEXT = """
const delay = arguments[0];
window.realFetch = window.realFetch || window.fetch;
window.held = 'waiting';
window.fetch = (url, options) => {
  if (url !== '/api/equity' || window.held !== 'waiting') return window.realFetch(url, options);
  window.held = 'sent';
  const { signal, ...rest } = options;
  return window.realFetch(url, rest).then(async (r) => {
    const text = await r.text();
    await new Promise((done) => setTimeout(done, delay));
    window.held = 'delivered';
    return new Response(text, { status: r.status, headers: r.headers });
  });
};
"""

# Answers the next /api/equity with a busy server's stream line, as the API does when no slot
# comes free in time.
BUSY_NEXT = """
window.realFetch = window.realFetch || window.fetch;
window.busyAnswers = 0;
window.fetch = (url, options) => {
  if (url !== '/api/equity' || window.busyAnswers > 0) return window.realFetch(url, options);
  window.busyAnswers += 1;
  const line = JSON.stringify({ error: 'no slot came free in 2 s: try again', status: 503 }) + '\\n';
  return Promise.resolve(new Response(line, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } }));
};
"""


@pytest.fixture()
def watched(page: Any) -> Any:
    """The page with a valid input shown as current, and the watcher installed."""
    page.execute_script("if (window.realFetch) window.fetch = window.realFetch;")
    Select(page.find_element(By.ID, "method")).select_by_value("auto")
    set_player(page, 0, "AhAd")
    set_player(page, 1, "KK,QQ")
    set_field(page, "board", "")
    wait_current(page, timeout=60)
    page.execute_script(WATCH)
    return page


def log_of(driver: Any) -> list[dict[str, Any]]:
    return driver.execute_script("return window.staleLog")


def assert_never_claimed_old(log: list[dict[str, Any]]) -> None:
    """Whenever the page called its result current, the bars answered the inputs of that moment."""
    for entry in log:
        if entry["stale"] == "false":
            assert entry["partial"] == "false", entry
            assert entry["shownBoard"] == holdEm.format_cards(entry["inputBoard"]), entry
            assert entry["shownHands"] == entry["inputHands"], entry


def assert_every_edit_marked_stale(driver: Any, edits: int) -> None:
    """Each edit marked the shown result stale at once, before the debounce ran out."""
    assert driver.execute_script("return window.editLog") == ["true"] * edits


def assert_marked_stale_for(log: list[dict[str, Any]], board: str) -> None:
    """The last edit (to ``board``) marked the result stale before the result was called current."""
    last = max(i for i, e in enumerate(log) if e["stale"] == "false")
    assert any(e["stale"] == "true" and e["inputBoard"] == board for e in log[:last]), log


def type_slowly(element: Any, text: str, pauses: list[float]) -> None:
    for key, pause in zip(text, pauses):
        element.send_keys(key)
        time.sleep(pause)


def assert_shows(shown: dict[str, Any], hands: list[str], board: str, **options: Any) -> None:
    expected = holdEm.equity(hands, board, **options)
    assert not shown["error"], shown["status"]
    assert shown["names"] == [f"{i + 1}. {h}" for i, h in enumerate(hands)]
    assert shown["board"] == holdEm.format_cards(board)
    assert shown["equity"] == pytest.approx(expected.equity, abs=1e-12)
    assert shown["win"] == pytest.approx(expected.win, abs=1e-12)


PAUSES = [
    [0.1, 0.45, 0.3, 0.2, 0.5, 0.15],  # around the 300 ms debounce: some keys sent, some merged
    [0.32, 0.28, 0.31, 0.29, 0.33, 0.0],
    [0.05, 0.05, 0.6, 0.05, 0.05, 0.0],
]


@pytest.mark.parametrize("pauses", PAUSES, ids=["mixed", "at-the-debounce", "bursts"])
def test_a_board_typed_key_by_key_shows_the_full_boards_result(watched: Any, pauses: list[float]) -> None:
    hands = ["AhAd", "KK,QQ"]
    set_player(watched, 0, hands[0])
    set_player(watched, 1, hands[1])
    set_field(watched, "board", "")
    wait_current(watched)
    watched.execute_script("window.editLog = []")
    type_slowly(watched.find_element(By.ID, "board"), "2c7d9h", pauses)
    shown = wait_current(watched)
    assert_every_edit_marked_stale(watched, 6)
    assert_shows(shown, hands, "2c7d9h")
    log = log_of(watched)
    assert_never_claimed_old(log)
    assert_marked_stale_for(log, "2c7d9h")
    # The heat map is the full board's too, once it is no longer stale.
    Select(watched.find_element(By.ID, "heat-player")).select_by_value("1")
    wait_for(watched, "document.getElementById('heatmap').dataset.stale === 'false'")
    titles = watched.execute_script(
        "return Object.fromEntries([...document.querySelectorAll('#heatmap .cell[title]')]"
        ".map(c => [c.dataset.cls, c.title]))"
    )
    by_class = dict(zip(holdEm.HAND_CLASSES, holdEm.equity_breakdown(hands, "2c7d9h", player=1).by_class().ravel()))
    assert titles == {c: f"{c}: {100 * by_class[c]:.2f}%" for c in ("KK", "QQ")}
    assert watched.execute_script("return document.getElementById('heatmap').dataset.board") == "2c7d9h"


def test_an_older_answer_that_arrives_last_is_dropped(watched: Any) -> None:
    hands = ["AhAd", "KK,QQ"]
    set_player(watched, 0, hands[0])
    set_player(watched, 1, hands[1])
    set_field(watched, "board", "2c")
    wait_current(watched)
    watched.execute_script(HOLD_NEXT, 2000)
    board = watched.find_element(By.ID, "board")
    board.send_keys("7d")
    wait_for(watched, "window.held === 'sent'")  # the answer for 2c7d is on its way, held back
    board.send_keys("9h")
    wait_for(watched, "window.held === 'delivered'", timeout=30)
    shown = wait_current(watched)
    time.sleep(0.3)  # the late answer has been read by now; it changed nothing
    assert shown_result(watched) == shown
    assert_shows(shown, hands, "2c7d9h")
    log = log_of(watched)
    assert_never_claimed_old(log)
    assert_marked_stale_for(log, "2c7d9h")


def test_a_slow_enumeration_overtaken_by_a_quick_edit(watched: Any) -> None:
    Select(watched.find_element(By.ID, "method")).select_by_value("exact")
    set_field(watched, "board", "")
    set_player(watched, 0, "random")
    set_player(watched, 1, SLOW_RANGE)  # random v a wide range preflop, enumerated: seconds of work
    wait_for(watched, "!document.getElementById('progress').hidden", timeout=20)
    status = server_status(watched)
    assert status["general_free"] < status["general_slots"]
    field = player_input(watched, 0)
    field.clear()
    type_slowly(field, "AsKs", [0.2, 0.35, 0.1, 0.0])
    shown = wait_current(watched, timeout=30)
    assert_shows(shown, ["AsKs", SLOW_RANGE], "", exact=True)
    assert "exact enumeration" in shown["status"]
    log = log_of(watched)
    assert_never_claimed_old(log)
    # The overtaken enumeration was stopped on the server too.
    wait_server_idle(watched, 5.0, "the server went on with the overtaken enumeration")


def test_a_busy_answer_keeps_the_result_stale_and_asks_again(watched: Any) -> None:
    hands = ["AhAd", "KK,QQ"]
    set_player(watched, 0, hands[0])
    set_player(watched, 1, hands[1])
    set_field(watched, "board", "2c7d")
    wait_current(watched)
    watched.execute_script(BUSY_NEXT)
    set_field(watched, "board", "2c7d9h")
    text = wait_for(
        watched,
        "document.getElementById('status-text').textContent.includes('busy') && "
        "document.getElementById('status-text').textContent",
    )
    assert "asking again" in text and shown_result(watched)["stale"] == "true"
    shown = wait_current(watched)
    assert_shows(shown, hands, "2c7d9h")
    assert watched.execute_script("return window.busyAnswers") == 1
    assert_never_claimed_old(log_of(watched))


def test_an_error_leaves_the_old_bars_marked_stale(watched: Any) -> None:
    set_player(watched, 0, "AhAd")
    set_player(watched, 1, "KK,QQ")
    set_field(watched, "board", "2c7d9h")
    wait_current(watched)
    set_field(watched, "board", "2c7d9x")
    wait_for(watched, "document.getElementById('status').classList.contains('error')")
    shown = shown_result(watched)
    assert "'9x'" in shown["status"] and shown["stale"] == "true"
    assert_never_claimed_old(log_of(watched))


def test_a_stale_result_is_marked_and_a_current_one_is_not(watched: Any) -> None:
    # Greyed and framed by a dashed line (not faded: its figures keep their contrast).
    look = """return ['bars', 'categories'].map(id => {const s = getComputedStyle(document.getElementById(id));
      return [s.filter, s.outlineStyle, Number(s.opacity)]; })"""
    assert watched.execute_script(look) == [["none", "none", 1]] * 2
    watched.execute_script(HOLD_NEXT, 1500)
    set_field(watched, "board", "2c7d")
    wait_for(watched, "window.held === 'sent'")
    assert shown_result(watched)["stale"] == "true"  # the answer is held back for 1.5 s
    assert watched.execute_script(look) == [["grayscale(1)", "dashed", 1]] * 2
    wait_current(watched)
    assert watched.execute_script(look) == [["none", "none", 1]] * 2


def test_no_script_errors_were_logged(page: Any) -> None:
    errors = [entry for entry in page.get_log("browser") if entry["level"] == "SEVERE"]
    assert not [e for e in errors if "/api/" not in e["message"]], errors
