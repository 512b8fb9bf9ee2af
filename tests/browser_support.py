"""Headless Chromium (through selenium) on a real ``holdem serve``, for the browser tests, and the
small readers of what the page shows.

Importing this module skips the test file that imports it, saying why, where the browser tests
cannot run: without the web extra (starlette, uvicorn), without selenium, or without Chromium and
chromedriver on the PATH.  A browser test file imports it first and takes its page from the
``page`` fixture (conftest.py).
"""

from __future__ import annotations

import contextlib
import json
import shutil
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

for _needed in ("starlette", "uvicorn", "selenium"):
    pytest.importorskip(_needed)

from selenium import webdriver  # noqa: E402
from selenium.common.exceptions import WebDriverException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402
from web_support import running_server  # noqa: E402

BROWSER = next((p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p), None)
DRIVER = shutil.which("chromedriver")
MISSING = (
    "the browser test needs Chromium and chromedriver (apt-get install chromium chromium-driver)"
    if BROWSER is None or DRIVER is None
    else None
)
if MISSING:
    pytest.skip(MISSING, allow_module_level=True)


@contextlib.contextmanager
def browser_on_server(*server_args: str) -> Iterator[Any]:
    """A headless Chromium showing the page of a fresh server started with ``server_args``; the
    driver's ``server_url`` is the server's base URL."""
    options = webdriver.ChromeOptions()
    options.binary_location = BROWSER
    flags = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,1700")
    for flag in flags:
        options.add_argument(flag)
    with running_server(*server_args) as url:
        try:
            driver = webdriver.Chrome(service=Service(executable_path=DRIVER), options=options)
        except WebDriverException as error:
            pytest.skip(f"Chromium did not start: {error.msg}")
        try:
            driver.get(url + "/")
            driver.server_url = url
            yield driver
        finally:
            driver.quit()


@contextlib.contextmanager
def shared_page() -> Iterator[Any]:
    """The page every browser test file shares among its tests (the ``page`` fixture): a fresh
    server with a 30 s time limit, once the page shows its first result as current."""
    with browser_on_server("--time-limit", "30") as driver:
        wait_current(driver, timeout=30)
        yield driver


# Random against this range preflop, enumerated, is seconds of work (about 7 s on one core): the
# long run the tests watch (heads-up after the flop, even random v random, takes milliseconds).
SLOW_RANGE = "22+,A2s+,K2s+"


def wait_for(driver: Any, script: str, timeout: float = 45.0) -> Any:
    """Waits until the JavaScript expression is truthy and returns its value (generous: the page's
    server shares the machine's cores with whatever else runs)."""
    return WebDriverWait(driver, timeout, poll_frequency=0.05).until(lambda d: d.execute_script("return " + script))


def shown_result(driver: Any) -> dict[str, Any]:
    """What the result bars show: each player's name line, the bars' values, and whether the page
    marks them stale (an answer to an older input) and what input they answer."""
    return driver.execute_script(
        """const values = (kind) => [...document.querySelectorAll('#bars .result .bar.' + kind)]
            .map(e => Number(e.dataset.value));
        const bars = document.getElementById('bars');
        return {
          status: document.getElementById('status-text').textContent,
          error: document.getElementById('status').classList.contains('error'),
          stale: document.getElementById('results-section').dataset.stale,
          partial: bars.dataset.partial,
          board: bars.dataset.board,
          game: bars.dataset.game,
          names: [...document.querySelectorAll('#bars .result .name')].map(e => e.textContent),
          equity: values('equity'), win: values('win'), tie: values('tie'),
          scoop: values('scoop'), hi: values('hi'), lo: values('lo'),
          widths: [...document.querySelectorAll('#bars .result .bar.equity')].map(e => e.style.width),
        };"""
    )


# The page's claim that its result is current: not stale, the complete answer (not a partial one).
CURRENT = (
    "document.getElementById('results-section').dataset.stale === 'false' && "
    "document.getElementById('bars').dataset.partial === 'false'"
)


def wait_current(driver: Any, timeout: float = 45.0) -> dict[str, Any]:
    """Waits until the page shows its result as current and returns what it shows."""
    wait_for(driver, CURRENT, timeout)
    return shown_result(driver)


def cell(driver: Any, hand_class: str) -> Any:
    return driver.find_element(By.CSS_SELECTOR, f'#grid .cell[data-cls="{hand_class}"]')


def player_input(driver: Any, i: int) -> Any:
    return driver.find_element(By.CSS_SELECTOR, f'#players .player[data-player="{i}"] input')


def set_field(driver: Any, element_id: str, text: str) -> None:
    """Sets an input in one edit (one input event), as a paste would."""
    driver.execute_script(
        "const e = document.getElementById(arguments[0]); e.value = arguments[1];"
        "e.dispatchEvent(new Event('input', {bubbles: true}));",
        element_id,
        text,
    )


def set_player(driver: Any, i: int, text: str) -> None:
    """Sets player ``i``'s text in one edit."""
    driver.execute_script(
        "const e = arguments[0]; e.value = arguments[1]; e.dispatchEvent(new Event('input', {bubbles: true}));",
        player_input(driver, i),
        text,
    )


def choose_game(driver: Any, game: str) -> None:
    Select(driver.find_element(By.ID, "game")).select_by_value(game)


def watch_keys(driver: Any) -> None:
    """From now on the page keeps the last key pressed, and whether its code took the key (prevented
    its default: an arrow key that moves nothing on the page, rather than scrolling it), for :func:`last_key`."""
    driver.execute_script(
        "if (!window.lastKeyWatched) document.addEventListener('keydown', (e) => {"
        " window.lastKey = {key: e.key, prevented: e.defaultPrevented}; });"
        "window.lastKeyWatched = true;"
    )


def last_key(driver: Any) -> dict[str, Any]:
    """The last key pressed since :func:`watch_keys`, and whether the page's code took it."""
    return driver.execute_script("return window.lastKey")


# A fetch that answers `path` as a proxy sorting every JSON object's keys would: each (NDJSON)
# line parsed and written again with its keys in alphabetical order.
_SORTING_FETCH = """
window.realFetch = window.realFetch || window.fetch;
const path = arguments[0];
const sorted = (v) => Array.isArray(v) ? v.map(sorted)
  : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])]))
  : v;
window.fetch = async (url, options) => {
  const answer = await window.realFetch(url, options);
  if (url !== path || !answer.ok) return answer;
  const lines = (await answer.text()).split('\\n').filter((line) => line.trim());
  const body = lines.map((line) => JSON.stringify(sorted(JSON.parse(line)))).join('\\n') + '\\n';
  return new Response(body, { status: answer.status, headers: answer.headers });
};
"""


@contextlib.contextmanager
def keys_sorted_in_answers(driver: Any, path: str) -> Iterator[None]:
    """While it lasts, the page's answers from ``path`` (``/api/equity``) come with every JSON
    object's keys sorted, as through a proxy that sorts them: the page must not rely on key order."""
    driver.execute_script(_SORTING_FETCH, path)
    try:
        yield
    finally:
        driver.execute_script("window.fetch = window.realFetch;")


def server_status(driver: Any) -> dict[str, Any]:
    """The page's server's ``GET /api/status`` (its slots, and how many are free), read beside the page."""
    with urllib.request.urlopen(driver.server_url + "/api/status", timeout=5) as answer:
        return json.loads(answer.read())


def wait_server_idle(driver: Any, within: float, why: str) -> None:
    """Waits until no long computation holds a slot of the page's server; fails with ``why`` past ``within`` s."""
    deadline = time.monotonic() + within
    while (status := server_status(driver))["general_free"] < status["general_slots"]:
        assert time.monotonic() < deadline, why
        time.sleep(0.05)


def set_players(driver: Any, hands: list[str]) -> None:
    """Exactly these players, by the page's Add player and remove buttons, each given its text."""
    while len(driver.find_elements(By.CSS_SELECTOR, "#players .player")) < len(hands):
        driver.find_element(By.ID, "add-player").click()
    while len(driver.find_elements(By.CSS_SELECTOR, "#players .player")) > len(hands):
        driver.find_elements(By.CSS_SELECTOR, "#players .player .remove")[-1].click()
    for i, text in enumerate(hands):
        set_player(driver, i, text)


def show_follow_ups(driver: Any, game: str, hands: list[str], board: str, player: int) -> None:
    """The page in ``game`` with these players' texts and board, the follow-ups (heat map or
    table of hands, curve, hit report) of ``player``, once the result is current."""
    choose_game(driver, game)
    set_players(driver, hands)
    set_field(driver, "board", board)
    Select(driver.find_element(By.ID, "heat-player")).select_by_value(str(player))
    wait_current(driver, timeout=40)


def tick_hit(driver: Any, name: str) -> None:
    """Ticks (or unticks) the hit report's class ``name``."""
    driver.find_element(By.CSS_SELECTOR, f'#hits input[aria-label="keep {name}"]').click()


def selection_shown(driver: Any, count: int) -> dict[str, Any]:
    """Waits for an Omaha selection of ``count`` hands and its button's state; the hands listed,
    whether "use as range" is disabled, and its note."""
    wait_for(driver, f"document.getElementById('hits-selected').textContent.startsWith('{count} hands (')")
    # The button's state follows once the page knows the server's limit on range text.
    wait_for(driver, "!document.getElementById('use-selection').hidden")
    return driver.execute_script(
        """const use = document.getElementById('use-selection');
        const note = document.getElementById('use-note');
        return {hands: document.getElementById('hits-hands').textContent, disabled: use.disabled,
                note: note.textContent, note_hidden: note.hidden};"""
    )
