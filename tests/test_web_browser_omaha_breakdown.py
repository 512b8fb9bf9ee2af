"""The Omaha breakdown and the Omaha hit selection as a range, on the page (headless Chromium).

In Omaha the follow-up under the results is a table of the player's hands (no 13x13 grid): the
library's equity, win and tie (in hi-lo scoop and split) per hand, the most equity first, sortable
by a click on a column, at most MAX_LISTED_HANDS hands with a note counting the rest; a random
player and a third player get the server's refusal.  In the hit report, "use as range" writes the
hands kept as range text that means exactly them (``omaha_hands`` reads it back), and the equity
the page then shows is the library's for that range; a selection too large for range text says so
and keeps the button off.
"""

from __future__ import annotations

from typing import Any

import pytest
from browser_support import (  # first: it skips this file where the browser tests cannot run
    player_input,
    selection_shown,
    show_follow_ups,
    tick_hit,
    wait_current,
    wait_for,
)
from omaha_reference import card_text
from selenium.webdriver.common.by import By

import holdEm
from holdEm.web.jobs import MAX_LISTED_HANDS

BOARD = "Jh8h2c"
MAX_TEXT = 2000  # the server's limit on a range's characters (ServerLimits.max_text)


def shown_hands(driver: Any) -> dict[str, Any]:
    """Waits for the breakdown's answer and returns what the page shows of it."""
    wait_for(driver, "document.getElementById('heatmap').dataset.stale === 'false'", timeout=30)
    return driver.execute_script(
        """const box = document.getElementById('heatmap');
        const more = document.getElementById('hand-list-more');
        return {
          title: document.getElementById('heat-title').textContent,
          status: document.getElementById('heat-status').textContent,
          rows: [...box.querySelectorAll('tr[data-hand]')].map(r => ({combo: r.dataset.hand,
            equity: Number(r.dataset.equity), win: Number(r.dataset.win), tie: Number(r.dataset.tie),
            weight: Number(r.dataset.weight)})),
          cells: box.querySelectorAll('.cell').length,
          more: more ? more.textContent : null,
        };"""
    )


def listed_rows(breakdown: holdEm.EquityBreakdown) -> list[dict[str, Any]]:
    """The breakdown's rows as the page lists them, most equity first: an Omaha breakdown is exact,
    so the list has no standard error column."""
    assert breakdown.exact and set(breakdown.stderrs) == {0.0}
    rows = [{k: v for k, v in r._asdict().items() if k != "stderr"} for r in breakdown.rows()]
    return sorted(rows, key=lambda r: -r["equity"])


def test_the_omaha_breakdown_is_the_librarys_hands_most_equity_first(page: Any) -> None:
    hands = ["AKQ9,T976:xxyy", "AsKdQcTc"]
    show_follow_ups(page, "omaha", hands, BOARD, 0)
    shown = shown_hands(page)
    expected = holdEm.equity_breakdown(hands, BOARD, game="omaha")
    rows = listed_rows(expected)
    assert len(rows) <= MAX_LISTED_HANDS and shown["more"] is None
    assert shown["rows"] == rows
    assert shown["cells"] == 0 and shown["title"] == "Equity per hand"
    assert shown["status"] == f"equity {100 * expected.equity:.2f}% over {len(rows)} hands"
    # A click on a column sorts by it, high first; a second click turns it round.
    page.find_element(By.CSS_SELECTOR, '#heatmap button.sort[data-key="tie"]').click()
    ties = [r["tie"] for r in shown_hands(page)["rows"]]
    assert ties == sorted(ties, reverse=True) and ties != [r["tie"] for r in rows]
    page.find_element(By.CSS_SELECTOR, '#heatmap button.sort[data-key="tie"]').click()
    assert [r["tie"] for r in shown_hands(page)["rows"]] == sorted(ties)
    page.find_element(By.CSS_SELECTOR, '#heatmap button.sort[data-key="equity"]').click()
    assert shown_hands(page)["rows"] == rows


def test_in_hi_lo_the_columns_are_scoops_and_splits(page: Any) -> None:
    hands, board = ["AA2:xxyy", "KsKdQhQc"], "Jh8h2c7d"  # 138 hands: all listed
    show_follow_ups(page, "omaha-hilo", hands, board, 0)
    shown = shown_hands(page)
    expected = holdEm.equity_breakdown(hands, board, game="omaha-hilo")
    assert shown["rows"] == listed_rows(expected)
    heads = page.execute_script("return [...document.querySelectorAll('#heatmap button.sort')].map(b => b.textContent)")
    assert heads == ["hand", "equity ▾", "scoop", "split", "share of deals"]


def test_a_large_omaha_breakdown_lists_the_strongest_and_counts_the_rest(page: Any) -> None:
    hands = ["AA", "KsKhQsQh"]
    show_follow_ups(page, "omaha", hands, BOARD, 0)
    shown = shown_hands(page)
    expected = holdEm.equity_breakdown(hands, BOARD, game="omaha")
    total = len(expected.combos)
    assert total > MAX_LISTED_HANDS
    equities = sorted(expected.equities, reverse=True)
    assert [r["equity"] for r in shown["rows"]] == equities[:MAX_LISTED_HANDS]
    assert total >= 1000  # written with a thousands separator, as the page's other counts
    assert shown["more"] is not None and f"{total - MAX_LISTED_HANDS:,} more of the {total:,}" in shown["more"]
    assert shown["status"].endswith(f"over {total:,} hands; the {MAX_LISTED_HANDS} of the most equity listed")


@pytest.mark.parametrize(
    ("game", "hands"),
    [("omaha-hilo", ["AsKd2h3c", "random"]), ("omaha", ["AsKdQhTc", "KK", "random"]), ("plo5", ["AsKd", "KK"])],
)
def test_the_page_says_where_the_omaha_breakdown_does_not_apply(page: Any, game: str, hands: list[str]) -> None:
    """Without asking: every Omaha spot against the page's own "random" asked, and logged a 400."""
    asked_before = page.execute_script(
        "return performance.getEntriesByType('resource').filter(e => e.name.endsWith('/api/breakdown')).length"
    )
    show_follow_ups(page, game, hands, BOARD, 0)
    reason = "In Omaha the hand list is heads-up, each player a range or all its cards (not random or part of a hand)."
    wait_for(page, f"document.getElementById('heat-status').textContent === {reason!r}", timeout=30)
    assert page.execute_script("return document.querySelectorAll('#heatmap tr').length") == 0
    asked = page.execute_script(
        "return performance.getEntriesByType('resource').filter(e => e.name.endsWith('/api/breakdown')).length"
    )
    assert asked == asked_before


def test_back_in_holdem_the_heat_map_is_the_grid_again(page: Any) -> None:
    show_follow_ups(page, "holdem", ["QQ+,AKs", "random"], BOARD, 0)
    shown = shown_hands(page)
    assert shown["cells"] == 169 and shown["rows"] == [] and shown["title"] == "Equity per hand class"


def show_hits(driver: Any, game: str, hand: str, range_text: str) -> None:
    show_follow_ups(driver, game, [hand, range_text], BOARD, 1)
    wait_for(driver, "document.getElementById('hits').dataset.stale === 'false'", timeout=30)


def test_use_as_range_makes_the_omaha_selection_the_players_range(page: Any) -> None:
    hand, range_text = "AsKdQhTc", "AA:xxyy,T976:xxyy,88AK"
    show_hits(page, "omaha", hand, range_text)
    tick_hit(page, "wrap")
    tick_hit(page, "set")
    kept = holdEm.board_hits(range_text, BOARD, hand, game="omaha").select("wrap", "set")
    assert 0 < len(kept) <= MAX_LISTED_HANDS
    now = selection_shown(page, len(kept))
    assert not now["disabled"] and now["note_hidden"]
    page.find_element(By.ID, "use-selection").click()
    text = player_input(page, 1).get_attribute("value")
    # The text means exactly the hands kept, as the library reads it.
    as_read = {tuple(row) for row in holdEm.omaha_hands(text, "omaha").tolist()}
    assert as_read == {tuple(row) for row in kept.tolist()} and len(as_read) == len(kept)
    assert text == ",".join("".join(map(card_text, row)) for row in kept)
    # The equity shown is the library's for that range.
    wait_for(page, "document.getElementById('bars').dataset.partial === 'false'")
    shown = wait_current(page, timeout=40)
    expected = holdEm.equity([hand, text], BOARD, game="omaha", exact=True)
    assert shown["names"] == [f"1. {hand}", f"2. {text}"]
    assert shown["equity"] == pytest.approx(list(expected.equity), abs=1e-9)
    # The ticks were used: the new report starts with none.
    wait_for(page, "document.getElementById('hits').dataset.stale === 'false'", timeout=30)
    wait_for(page, "document.getElementById('hits-selected').textContent.startsWith('Tick made hands')")


def test_a_selection_the_server_did_not_list_whole_is_not_used_and_says_why(page: Any) -> None:
    range_text = "AAK:xxyy,QJT9"
    show_hits(page, "plo6", "AsKdQhTc9s8s", range_text)
    kept = holdEm.board_hits(range_text, BOARD, "AsKdQhTc9s8s", game="plo6").select("overpair")
    assert len(kept) > MAX_LISTED_HANDS
    tick_hit(page, "overpair")
    now = selection_shown(page, len(kept))
    assert now["disabled"] and not now["note_hidden"]
    assert f"the first {MAX_LISTED_HANDS} of the {len(kept)} hands" in now["note"]
    tick_hit(page, "overpair")


def test_a_selection_longer_than_the_servers_range_text_is_not_used_and_says_why(page: Any) -> None:
    range_text, classes = "AAKKQQ:xxyy", "overpair"
    hand = "Ts9s7d6c5h4h"  # no ace, king or queen: player 1 takes none of the range's hands
    show_hits(page, "plo6", hand, range_text)
    kept = holdEm.board_hits(range_text, BOARD, hand, game="plo6").select(classes)
    length = 13 * len(kept) - 1  # 12 characters a PLO6 hand, a comma between two
    assert len(kept) <= MAX_LISTED_HANDS and length > MAX_TEXT  # listed whole, yet too long
    tick_hit(page, classes)
    now = selection_shown(page, len(kept))
    assert now["disabled"] and not now["note_hidden"]
    assert f"{len(kept)} hands make {length} characters of range text, more than the {MAX_TEXT}" in now["note"]
    tick_hit(page, classes)
