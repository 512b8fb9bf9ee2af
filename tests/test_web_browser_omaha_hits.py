"""The hit report on the page in the Omaha games (headless Chromium): in Omaha high the page shows
the library's made hands and draws (the wrap among them), ticking classes shows the number of
hands BoardHits.select keeps and lists them, "use as range" is offered for a selection listed
whole (test_web_browser_omaha_breakdown.py uses it); the hi-lo games' low half is in
test_web_browser_hilo_hits.py."""

from __future__ import annotations

from typing import Any

import pytest
from browser_support import (  # first: it skips this file where the browser tests cannot run
    choose_game,
    set_field,
    set_player,
    tick_hit,
    wait_current,
    wait_for,
)
from omaha_reference import card_text
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import holdEm

BOARD = "Jh8h2c"


def show_report(driver: Any, game: str, hand: str, range_text: str) -> dict[str, Any]:
    """Player 1 holds ``hand``, player 2 ``range_text``, on BOARD: the hit report of player 2 as shown."""
    choose_game(driver, game)
    Select(driver.find_element(By.ID, "heat-player")).select_by_visible_text("player 2")
    set_player(driver, 0, hand)
    set_player(driver, 1, range_text)
    set_field(driver, "board", BOARD)
    wait_current(driver, timeout=40)
    wait_for(driver, "document.getElementById('hits').dataset.stale === 'false'", timeout=20)
    return driver.execute_script(
        """return {
          status: document.getElementById('hits-status').textContent,
          rows: [...document.querySelectorAll('#hits tr[data-name]')]
            .map(r => [r.dataset.name, Number(r.dataset.value)]),
        };"""
    )


def selection(driver: Any) -> dict[str, Any]:
    return driver.execute_script(
        """const use = document.getElementById('use-selection');
        const note = document.getElementById('use-note');
        const hands = document.getElementById('hits-hands');
        return {
          line: document.getElementById('hits-selected').textContent,
          hands: hands.textContent, hands_hidden: hands.hidden,
          use_hidden: use.hidden, use_disabled: use.disabled,
          note: note.textContent, note_hidden: note.hidden,
        };"""
    )


@pytest.mark.parametrize(
    ("game", "hand", "range_text"),
    [
        ("omaha", "AsKdQhTc", "AA:xxyy,KK,JT98,T976"),
        ("plo5", "AsKdQhTc9s", "15%"),
        ("plo6", "AsKdQhTc9s8s", "AAK:xxyy,QJT9"),
    ],
)
def test_the_omaha_report_shows_the_librarys_shares(page: Any, game: str, hand: str, range_text: str) -> None:
    shown = show_report(page, game, hand, range_text)
    expected = holdEm.board_hits(range_text, BOARD, hand, game=game)  # player 1's cards dead
    made = [(n, v) for n, v in shown["rows"] if n in expected.made]
    draws = [(n, v) for n, v in shown["rows"] if n in expected.draws]
    assert made == list(expected.made.items())  # every made hand, in order
    assert draws == [(n, v) for n, v in expected.draws.items() if v > 0]
    assert len(made) + len(draws) == len(shown["rows"])
    assert (
        shown["status"]
        == f"player 2's range: {int(expected.combos):,} hands on {BOARD}; other players' cards removed ({hand})"
    )


def test_ticks_show_the_hands_kept_and_offer_them_as_a_range(page: Any) -> None:
    range_text = "AA:xxyy,T976:xxyy,88AK"
    shown = show_report(page, "omaha", "AsKdQhTc", range_text)
    assert (
        dict(shown["rows"])["wrap"] == holdEm.board_hits(range_text, BOARD, "AsKdQhTc", game="omaha").draws["wrap"] > 0
    )
    assert "Tick made hands" in selection(page)["line"]
    tick_hit(page, "wrap")
    tick_hit(page, "set")
    kept = holdEm.board_hits(range_text, BOARD, "AsKdQhTc", game="omaha").select("wrap", "set")
    assert 0 < len(kept) < 200  # every hand kept is listed
    wait_for(page, f"document.getElementById('hits-selected').textContent.startsWith('{len(kept)} hands (')")
    now = selection(page)
    assert now["hands"].split() == ["".join(map(card_text, row)) for row in kept]
    assert not now["hands_hidden"]
    wait_for(page, "!document.getElementById('use-selection').hidden")  # once the page knows the text fits
    now = selection(page)
    assert not now["use_hidden"] and not now["use_disabled"] and now["note_hidden"]
    tick_hit(page, "set")  # untick: the selection follows
    wraps = holdEm.board_hits(range_text, BOARD, "AsKdQhTc", game="omaha").select("wrap")
    wait_for(page, f"document.getElementById('hits-selected').textContent.startsWith('{len(wraps)} hands (')")
    tick_hit(page, "wrap")


def test_a_large_selection_lists_the_first_hands_and_says_how_many_more(page: Any) -> None:
    range_text = "AAK:xxyy,QJT9"
    show_report(page, "plo6", "AsKdQhTc9s8s", range_text)
    tick_hit(page, "overpair")
    kept = holdEm.board_hits(range_text, BOARD, "AsKdQhTc9s8s", game="plo6").select("overpair")
    assert len(kept) > 200
    wait_for(page, f"document.getElementById('hits-selected').textContent.startsWith('{len(kept)} hands (')")
    listed = selection(page)["hands"]
    first = ["".join(map(card_text, row)) for row in kept[:200]]
    assert listed == " ".join(first) + f" … and {len(kept) - 200} more"
    tick_hit(page, "overpair")


def test_back_in_holdem_the_selection_is_a_range_again(page: Any) -> None:
    shown = show_report(page, "holdem", "AhJd", "22+,A2s+,KTs+")
    assert shown["status"].endswith(f"combos on {BOARD}; other players' cards removed (AhJd)")
    tick_hit(page, "top pair")
    wait_for(page, "document.getElementById('hits-selected').textContent.includes('combos (')")
    now = selection(page)
    assert not now["use_hidden"] and not now["use_disabled"] and now["note_hidden"] and now["hands_hidden"]
    tick_hit(page, "top pair")
