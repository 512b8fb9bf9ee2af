"""The page when the server refuses the input (headless Chromium): the server's message is shown
next to the input at fault (a player's line, the board and dead cards, the method), that input
is marked invalid, and the mark goes with the next answer; an answer the page cannot read (no
JSON, or a stream that ends before its result) is said in the status line, never a blank or a
"calculating" that never ends."""

from __future__ import annotations

from typing import Any

import pytest
from browser_support import (  # first: it skips this file where the browser tests cannot run
    set_field,
    set_player,
    shown_result,
    wait_current,
    wait_for,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import holdEm

# Every input-error message on the page, with the input it belongs to, and the inputs marked invalid.
SHOWN_ERRORS = """
return {
  messages: [...document.querySelectorAll('.input-error')].map(e => [e.dataset.for, e.textContent]),
  invalid: [...document.querySelectorAll('[aria-invalid="true"]')].map(e => e.id || e.getAttribute('aria-label')),
  describedBy: [...document.querySelectorAll('[aria-invalid="true"]')].map(e => e.getAttribute('aria-describedby')),
  errorIds: [...document.querySelectorAll('.input-error')].map(e => e.id),
};
"""

ERROR_SHOWN = "document.getElementById('status').classList.contains('error')"

# Answers the next /api/equity with `body` (a string) and `status`, as a proxy or a dying server might.
ANSWER_NEXT = """
window.realFetch = window.realFetch || window.fetch;
const [body, status, type] = arguments;
window.answered = false;
window.fetch = (url, options) => {
  if (url !== '/api/equity' || window.answered) return window.realFetch(url, options);
  window.answered = true;
  return Promise.resolve(new Response(body, { status, headers: { 'Content-Type': type } }));
};
"""


@pytest.fixture()
def fresh(page: Any) -> Any:
    """The page with a valid input shown as current and no input error."""
    page.execute_script("if (window.realFetch) window.fetch = window.realFetch;")
    while len(page.find_elements(By.CSS_SELECTOR, "#players .player")) > 2:
        page.find_element(By.CSS_SELECTOR, "#players .player:last-child .remove").click()
    Select(page.find_element(By.ID, "method")).select_by_value("auto")
    set_player(page, 0, "AhAd")
    set_player(page, 1, "KK,QQ")
    set_field(page, "board", "")
    set_field(page, "dead", "")
    wait_current(page, timeout=60)
    assert errors_of(page)["messages"] == []
    return page


def errors_of(driver: Any) -> dict[str, Any]:
    return driver.execute_script(SHOWN_ERRORS)


def assert_shown_at(driver: Any, where: str, invalid: str, words: str) -> None:
    """One message, for ``where``, holding ``words``; the input ``invalid`` marked and described by it."""
    wait_for(driver, ERROR_SHOWN)
    shown = errors_of(driver)
    assert len(shown["messages"]) == 1, shown
    (owner, text), error_id = shown["messages"][0], shown["errorIds"][0]
    assert owner == where and words in text, shown
    assert shown["invalid"] == [invalid] and shown["describedBy"] == [error_id], shown
    status = shown_result(driver)
    assert words in status["status"] and status["stale"] == "true"  # the bars shown answer an older input
    assert not driver.find_element(By.ID, "recalculate").is_displayed()  # the input is to mend, not to ask again


def test_a_bad_board_card_is_shown_under_the_card_fields(fresh: Any) -> None:
    set_field(fresh, "board", "2c7d9x")
    assert_shown_at(fresh, "board", "board", "board: unknown card '9x'")
    message = fresh.find_element(By.CSS_SELECTOR, ".input-error")
    fields = fresh.find_element(By.CSS_SELECTOR, "#cards-section .card-fields")
    assert message.is_displayed() and message.location["y"] >= fields.location["y"]  # under the fields
    assert message.location["y"] - fields.location["y"] < 120
    set_field(fresh, "board", "2c7d9h")  # corrected: the mark goes with the answer
    wait_current(fresh)
    assert errors_of(fresh) == {"messages": [], "invalid": [], "describedBy": [], "errorIds": []}


def test_dead_cards_at_fault_are_marked_too(fresh: Any) -> None:
    set_field(fresh, "dead", "Kx")
    assert_shown_at(fresh, "dead", "dead", "dead cards: unknown card 'Kx'")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("QQ++", "player 2: invalid range item 'QQ++'"),  # found by the engine, in the stream
        ("A" * 2001, "player 2: the hand or range is 2001 characters long"),  # refused with the body, before it
        ("KK,Q\u00e9", "player 2: '\u00e9' at character 5"),
    ],
    ids=["range", "too-long", "not-ascii"],
)
def test_a_bad_hand_is_shown_in_that_players_line(fresh: Any, text: str, words: str) -> None:
    set_player(fresh, 1, text)
    assert_shown_at(fresh, "player 2", "player 2 hand or range", words)
    line = fresh.find_element(By.CSS_SELECTOR, '#players .player[data-player="1"]')
    assert line.find_element(By.CSS_SELECTOR, ".input-error").is_displayed()
    set_player(fresh, 1, "KK,QQ")
    wait_current(fresh)
    assert errors_of(fresh)["messages"] == []


def test_a_method_that_cannot_run_is_shown_by_the_method(fresh: Any) -> None:
    for i in (0, 1):
        set_player(fresh, i, "random")
    fresh.find_element(By.ID, "add-player").click()  # three random players: no enumeration
    Select(fresh.find_element(By.ID, "method")).select_by_value("exact")
    assert_shown_at(fresh, "method", "method", "exact enumeration is too large")


def test_an_answer_without_json_says_what_came(fresh: Any) -> None:
    fresh.execute_script(ANSWER_NEXT, "<html>bad gateway</html>", 502, "text/html")
    set_field(fresh, "board", "2c7d9h")
    wait_for(fresh, ERROR_SHOWN)
    status = shown_result(fresh)
    assert "502" in status["status"] and status["stale"] == "true", status
    assert not fresh.find_element(By.ID, "cancel").is_displayed()
    # Not the input's fault: the same input can be asked again, and this time the server answers.
    fresh.find_element(By.ID, "recalculate").click()
    shown = wait_current(fresh)
    assert shown["equity"] == pytest.approx(holdEm.equity(["AhAd", "KK,QQ"], "2c7d9h").equity, abs=1e-12)
    assert not fresh.find_element(By.ID, "recalculate").is_displayed()


def test_a_refusal_naming_no_input_is_not_offered_again(fresh: Any) -> None:
    """A 422 (too much work) or 403 names no input, but asking the same again would be refused the
    same way: no "Calculate again" (a 502 has it, above)."""
    for status in (422, 403):
        body = '{"error": "too much work for this server"}'
        fresh.execute_script(ANSWER_NEXT, body, status, "application/json")
        set_field(fresh, "board", "2c7d9h" if status == 422 else "2c7d9h5s")
        wait_for(fresh, ERROR_SHOWN)
        assert "too much work" in shown_result(fresh)["status"]
        assert not fresh.find_element(By.ID, "recalculate").is_displayed(), status


def test_a_stream_that_ends_before_its_result_is_an_error_not_a_frozen_page(fresh: Any) -> None:
    line = '{"progress": 0.5, "elapsed": 0.1, "partial": null}\n'
    fresh.execute_script(ANSWER_NEXT, line, 200, "application/x-ndjson")
    set_field(fresh, "board", "2c7d9h")
    wait_for(fresh, ERROR_SHOWN)
    status = shown_result(fresh)
    assert "ended before its result" in status["status"] and status["stale"] == "true", status
    assert not fresh.find_element(By.ID, "cancel").is_displayed()
    assert not fresh.find_element(By.ID, "progress").is_displayed()
    set_field(fresh, "board", "2c7d9h5s")  # the page goes on
    wait_current(fresh)


# The next /api/equity fails as a stopped server makes it fail: no answer at all ("before"), or a
# stream that breaks after its first line ("during").
FAIL_NEXT = """
window.realFetch = window.realFetch || window.fetch;
const when = arguments[0];
window.answered = false;
window.fetch = (url, options) => {
  if (url !== '/api/equity' || window.answered) return window.realFetch(url, options);
  window.answered = true;
  if (when === 'before') return Promise.reject(new TypeError('Failed to fetch'));
  const line = new TextEncoder().encode('{"progress": 0.5, "elapsed": 0.1, "partial": null}\\n');
  const body = new ReadableStream({ start(c) { c.enqueue(line); c.error(new TypeError('network error')); } });
  return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } }));
};
"""


@pytest.mark.parametrize(
    ("when", "words"),
    [("before", "cannot reach the server"), ("during", "the connection to the server was lost")],
)
def test_a_server_gone_is_said_in_words(fresh: Any, when: str, words: str) -> None:
    """The browser's own "Failed to fetch" or "network error" was all the page said."""
    fresh.execute_script(FAIL_NEXT, when)
    set_field(fresh, "board", "2c7d9h")
    wait_for(fresh, ERROR_SHOWN)
    status = shown_result(fresh)
    assert words in status["status"] and status["stale"] == "true", status
    assert fresh.find_element(By.ID, "recalculate").is_displayed()  # it may be back another time
    fresh.find_element(By.ID, "recalculate").click()
    assert wait_current(fresh)["equity"] == pytest.approx(holdEm.equity(["AhAd", "KK,QQ"], "2c7d9h").equity, abs=1e-12)


def test_a_double_click_on_calculate_again_does_not_cancel_it(fresh: Any) -> None:
    """Cancel takes the place and the focus of "Calculate again" as the run starts: the second click
    (or a repeated Enter) landed on it and cancelled the run just asked for."""
    from selenium.webdriver.common.action_chains import ActionChains

    fresh.execute_script(FAIL_NEXT, "before")
    set_field(fresh, "board", "2c7d9h")
    wait_for(fresh, ERROR_SHOWN)
    ActionChains(fresh).double_click(fresh.find_element(By.ID, "recalculate")).perform()
    shown = wait_current(fresh)
    assert shown["status"] != "cancelled"
    assert shown["equity"] == pytest.approx(holdEm.equity(["AhAd", "KK,QQ"], "2c7d9h").equity, abs=1e-12)


def test_a_card_the_picker_cannot_place_says_why(fresh: Any) -> None:
    """A card held elsewhere, or a place already full, was a click that did nothing."""
    fresh.find_element(By.CSS_SELECTOR, 'input[name="target"][value="board"]').click()
    fresh.find_element(By.CSS_SELECTOR, '#picker [data-card="Ah"]').click()  # player 1's
    note = fresh.find_element(By.ID, "picker-note")
    assert note.text == "the ace of hearts is held by player 1: take it back there first"
    assert note.get_attribute("aria-live") == "polite"
    set_field(fresh, "board", "2c7d9h5sKs")
    fresh.find_element(By.CSS_SELECTOR, '#picker [data-card="Qh"]').click()
    assert note.text == "the board holds 5 cards already: take one back first"
    fresh.find_element(By.CSS_SELECTOR, '#picker [data-card="Ks"]').click()  # taken back: it can
    assert note.text == "" and fresh.find_element(By.ID, "board").get_attribute("value") == "2c7d9h5s"
    wait_current(fresh)


def test_no_script_errors_were_logged(page: Any) -> None:
    errors = [entry for entry in page.get_log("browser") if entry["level"] == "SEVERE"]
    assert not [e for e in errors if "/api/" not in e["message"]], errors
