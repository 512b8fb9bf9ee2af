"""The hit report on the page in the Omaha hi-lo games (headless Chromium): under the made hands
and draws the page shows the low half, the library's low classes (all of them) and low draws (those
that some hand has), each with a tick box; ticking "nut low" lists the hands BoardHits.select keeps
(the hands the brute force of tests/omaha_low_hits_reference.py calls nut lows), "use as range"
makes them the player's range, and the equity then shown is the library's exact equity for that
range; a selection too large for range text says so, as in Omaha high."""

from __future__ import annotations

from typing import Any

import pytest
from browser_support import (  # first: it skips this file where the browser tests cannot run
    choose_game,
    keys_sorted_in_answers,
    player_input,
    selection_shown,
    set_field,
    set_player,
    tick_hit,
    wait_current,
    wait_for,
)
from hits_reference import cards
from omaha_low_hits_reference import low_class
from omaha_reference import card_text
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import holdEm
from holdEm.web.jobs import MAX_LISTED_HANDS

LOW_FLOP = "3c4d8h"  # three low ranks: made lows (A-2 the nut low)
DRAW_FLOP = "3c4dKh"  # two low ranks: no low yet, low draws
HERO = {"omaha-hilo": "AsKdQhJc", "plo5-hilo": "AsKdQhJcTs"}
RANGE = "A2KQ:xxyy,A5KQ,2367,A3T9,88KQ"


def hand_text(row: Any) -> str:
    return "".join(map(card_text, row.tolist()))


def show_report(driver: Any, game: str, range_text: str, board: str) -> dict[str, Any]:
    """Player 1 holds HERO's hand, player 2 ``range_text``, on ``board``: player 2's hit report as shown."""
    choose_game(driver, game)
    Select(driver.find_element(By.ID, "heat-player")).select_by_visible_text("player 2")
    set_player(driver, 0, HERO[game])
    set_player(driver, 1, range_text)
    set_field(driver, "board", board)
    wait_current(driver, timeout=40)
    wait_for(driver, "document.getElementById('hits').dataset.stale === 'false'", timeout=30)
    return driver.execute_script(
        """return {
          status: document.getElementById('hits-status').textContent,
          heads: [...document.querySelectorAll('#hits th')].map(h => h.textContent).filter(t => t),
          rows: [...document.querySelectorAll('#hits tr[data-name]')]
            .map(r => [r.dataset.name, Number(r.dataset.value)]),
          line: document.getElementById('hits-selected').textContent,
        };"""
    )


@pytest.mark.parametrize(
    ("game", "range_text", "board"),
    [("omaha-hilo", RANGE, LOW_FLOP), ("omaha-hilo", RANGE, DRAW_FLOP), ("plo5-hilo", "A2,A3K", LOW_FLOP)],
)
def test_the_low_rows_are_the_librarys_shares(page: Any, game: str, range_text: str, board: str) -> None:
    shown = show_report(page, game, range_text, board)
    expected = holdEm.board_hits(range_text, board, HERO[game], game=game)  # player 1's cards dead
    assert expected.lows is not None and expected.low_draws is not None
    want = [
        *expected.made.items(),  # every made hand, in order
        *((n, v) for n, v in expected.draws.items() if v > 0),
        *expected.lows.items(),  # every low class, best first
        *((n, v) for n, v in expected.low_draws.items() if v > 0),
    ]
    assert [tuple(row) for row in shown["rows"]] == want
    parts = ["made hand", "draw", "low", "low draw"]
    assert shown["heads"] == [head for part in parts for head in ("keep", part, "share")]
    assert (
        shown["status"]
        == f"player 2's range: {int(expected.combos):,} hands on {board}; other players' cards removed ({HERO[game]})"
    )
    assert shown["line"].startswith("Tick made hands, draws and lows")
    if board == DRAW_FLOP:
        assert dict(shown["rows"])["nut low draw"] > 0 and dict(shown["rows"])["no low"] == 1
        assert dict(shown["rows"])["backdoor low draw"] > 0  # A-3 pairs the 3: a 5 and a 6 (say) to come


def test_the_rows_keep_the_librarys_order_whatever_order_the_keys_come_in(page: Any) -> None:
    """Through a proxy that sorts JSON keys (flush, full house, high card, ...) the rows still come
    in the library's order: the made hands strongest first, then the draws, the lows best first."""
    with keys_sorted_in_answers(page, "/api/hits"):
        shown = show_report(page, "omaha-hilo", RANGE, LOW_FLOP)
    expected = holdEm.board_hits(RANGE, LOW_FLOP, HERO["omaha-hilo"], game="omaha-hilo")
    assert expected.lows is not None and expected.low_draws is not None
    names = [*expected.made, *(n for n, v in expected.draws.items() if v > 0), *expected.lows]
    names += [n for n, v in expected.low_draws.items() if v > 0]
    assert [name for name, _ in shown["rows"]] == names


def test_ticking_nut_low_keeps_the_librarys_hands_and_use_as_range_plays_them(page: Any) -> None:
    hand = HERO["omaha-hilo"]
    show_report(page, "omaha-hilo", RANGE, LOW_FLOP)
    kept = holdEm.board_hits(RANGE, LOW_FLOP, hand, game="omaha-hilo").select("nut low")
    # The same hands by the brute force: the range's hands off the board and player 1's cards that
    # make the nut low.
    board = cards(LOW_FLOP)
    texts = [hand_text(row) for row in holdEm.omaha_hands(RANGE, "omaha-hilo")]
    nut = {
        frozenset(cards(t))
        for t in texts
        if set(board + cards(hand)).isdisjoint(cards(t)) and low_class(cards(t), board)[0] == "nut low"
    }
    assert {frozenset(cards(hand_text(row))) for row in kept} == nut
    assert 0 < len(kept) <= MAX_LISTED_HANDS
    tick_hit(page, "nut low")
    now = selection_shown(page, len(kept))
    assert now["hands"].split() == [hand_text(row) for row in kept]
    assert not now["disabled"] and now["note_hidden"]
    page.find_element(By.ID, "use-selection").click()
    text = player_input(page, 1).get_attribute("value")
    assert {tuple(row) for row in holdEm.omaha_hands(text, "omaha-hilo").tolist()} == {
        tuple(row) for row in kept.tolist()
    }
    wait_for(page, "document.getElementById('bars').dataset.partial === 'false'")
    shown = wait_current(page, timeout=40)
    expected = holdEm.equity([hand, text], LOW_FLOP, game="omaha-hilo", exact=True)
    assert shown["names"] == [f"1. {hand}", f"2. {text}"]
    assert shown["equity"] == pytest.approx(list(expected.equity), abs=1e-9)
    assert shown["scoop"] == pytest.approx(list(expected.scoop), abs=1e-9)
    # The ticks were used: the new report, of the hands kept, starts with none; all of them nut lows.
    wait_for(page, "document.getElementById('hits').dataset.stale === 'false'", timeout=30)
    wait_for(page, "document.getElementById('hits-selected').textContent.startsWith('Tick made hands')")
    rows = page.execute_script(
        "return [...document.querySelectorAll('#hits tr[data-name]')].map(r => [r.dataset.name, r.dataset.value])"
    )
    rows = {name: float(value) for name, value in rows}
    assert rows["nut low"] == 1


def test_low_and_high_classes_select_together(page: Any) -> None:
    show_report(page, "omaha-hilo", RANGE, DRAW_FLOP)
    tick_hit(page, "nut low draw")
    tick_hit(page, "top pair")
    hits = holdEm.board_hits(RANGE, DRAW_FLOP, HERO["omaha-hilo"], game="omaha-hilo")
    kept = hits.select("nut low draw", "top pair")
    draws_only = hits.select("nut low draw")
    assert len(kept) > len(draws_only) > 0
    now = selection_shown(page, len(kept))
    assert now["hands"].split()[:MAX_LISTED_HANDS] == [hand_text(row) for row in kept[:MAX_LISTED_HANDS]]
    tick_hit(page, "top pair")  # untick: the selection follows
    selection_shown(page, len(draws_only))
    tick_hit(page, "nut low draw")


def test_a_hi_lo_selection_too_large_for_range_text_is_not_used_and_says_why(page: Any) -> None:
    range_text = "A2xx"
    show_report(page, "omaha-hilo", range_text, DRAW_FLOP)
    kept = holdEm.board_hits(range_text, DRAW_FLOP, HERO["omaha-hilo"], game="omaha-hilo").select("low draw")
    assert len(kept) > MAX_LISTED_HANDS
    tick_hit(page, "low draw")
    now = selection_shown(page, len(kept))
    assert now["disabled"] and not now["note_hidden"]
    assert f"the first {MAX_LISTED_HANDS} of the {len(kept)} hands" in now["note"]
    tick_hit(page, "low draw")


def test_back_in_omaha_high_there_is_no_low_half(page: Any) -> None:
    shown = show_report(page, "omaha-hilo", RANGE, LOW_FLOP)
    assert "nut low" in dict(shown["rows"])
    choose_game(page, "omaha")
    wait_current(page, timeout=40)
    wait_for(page, "document.getElementById('hits').dataset.stale === 'false'", timeout=30)
    wait_for(page, "document.querySelector('#hits tr[data-name=\"no low\"]') === null")
    heads = page.execute_script("return [...document.querySelectorAll('#hits th')].map(h => h.textContent)")
    assert "low" not in heads and "made hand" in heads
