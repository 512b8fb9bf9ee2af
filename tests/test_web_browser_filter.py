"""The hit report's filter on the page (headless Chromium): ticking made hands and draws shows
the combos the library's BoardHits.select keeps, and using them makes them the player's range,
after which the page's equity is the library's against that range."""

from __future__ import annotations

import re
from typing import Any

import pytest
from browser_support import (  # first: it skips this file where the browser tests cannot run
    player_input,
    set_field,
    set_player,
    set_players,
    shown_result,
    tick_hit,
    wait_current,
    wait_for,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import holdEm

RANGE = "22+,A2s+,KTs+,QTs+,JTs,AJo+"
BOARD = "Jh8h2c"


def selection_line(driver: Any) -> str:
    return driver.execute_script("return document.getElementById('hits-selected').textContent")


def show_hits(driver: Any) -> None:
    Select(driver.find_element(By.ID, "heat-player")).select_by_visible_text("player 2")
    set_player(driver, 0, "AhJd")
    set_player(driver, 1, RANGE)
    set_field(driver, "board", BOARD)
    wait_current(driver)
    wait_for(driver, "document.getElementById('hits').dataset.stale === 'false'")


def test_ticks_show_the_librarys_selection(page: Any) -> None:
    show_hits(page)
    assert "Tick made hands" in selection_line(page)
    tick_hit(page, "top pair")
    tick_hit(page, "overpair")
    tick_hit(page, "flush draw")
    hits = holdEm.board_hits(RANGE, BOARD, "AhJd")  # player 1's cards are not in player 2's range
    kept = hits.select("top pair", "overpair", "flush draw")
    expected = f"{kept.weighted_combos:g} combos ({100 * kept.weighted_combos / hits.combos:.1f}%) kept: {kept}"
    wait_for(page, f"document.getElementById('hits-selected').textContent === {expected!r}")
    assert page.find_element(By.ID, "use-selection").text == "Use as player 2's range"
    tick_hit(page, "flush draw")  # untick: the selection follows
    smaller = hits.select("top pair", "overpair")
    wait_for(page, f"document.getElementById('hits-selected').textContent.includes({str(smaller)!r})")
    tick_hit(page, "flush draw")


def test_using_the_selection_makes_it_the_range(page: Any) -> None:
    kept = holdEm.board_hits(RANGE, BOARD, "AhJd").select("top pair", "overpair", "flush draw")
    if not page.execute_script("return [...document.querySelectorAll('#hits input')].some(i => i.checked)"):
        show_hits(page)  # (run alone: the test before leaves these ticked)
        for name in ("top pair", "overpair", "flush draw"):
            tick_hit(page, name)
    wait_for(page, "!document.getElementById('use-selection').hidden")
    page.find_element(By.ID, "use-selection").click()
    assert player_input(page, 1).get_attribute("value") == str(kept)
    wait_current(page)
    expected = holdEm.equity(["AhJd", str(kept)], BOARD, exact=True)
    shown = shown_result(page)
    assert shown["equity"] == pytest.approx(expected.equity, abs=5e-4)
    # The report now shows the narrowed range, with nothing ticked.
    wait_for(page, "document.getElementById('hits').dataset.stale === 'false'")
    assert "Tick made hands" in selection_line(page)
    assert not page.execute_script("return [...document.querySelectorAll('#hits input')].some(i => i.checked)")


def test_a_stale_reports_selection_cannot_be_used(page: Any) -> None:
    """An edit outdates the report: its "use as range" button is disabled until the new report's
    own selection shows (it stayed enabled, and a click wrote the old board's selection, holding
    cards of the new board, as the player's range)."""
    show_hits(page)
    for name in ("overpair", "set"):
        tick_hit(page, name)
    wait_for(page, "!document.getElementById('use-selection').hidden")
    set_field(page, "board", "Kh7d2c")  # the edit: the report is stale at once
    assert page.execute_script("return document.getElementById('use-selection').disabled") is True
    page.execute_script("document.getElementById('use-selection').click()")  # a click does nothing
    assert player_input(page, 1).get_attribute("value") == RANGE
    wait_current(page)
    wait_for(page, "document.getElementById('hits').dataset.stale === 'false'")
    kept = holdEm.board_hits(RANGE, "Kh7d2c", "AhJd").select("overpair", "set")
    wait_for(page, f"document.getElementById('hits-selected').textContent.includes({str(kept)!r})")
    assert page.execute_script("return document.getElementById('use-selection').disabled") is False
    for name in ("overpair", "set"):
        tick_hit(page, name)  # (unticked for the tests after)


def test_a_class_name_is_its_boxs_label(page: Any) -> None:
    """Only the small box ticked a class; a click on its name did nothing."""
    show_hits(page)
    box = page.find_element(By.CSS_SELECTOR, '#hits input[aria-label="keep top pair"]')
    label = page.find_element(By.CSS_SELECTOR, f'#hits label[for="{box.get_attribute("id")}"]')
    assert label.text == "top pair" and not box.is_selected()
    label.click()
    assert box.is_selected()
    label.click()
    assert not box.is_selected()


def test_a_selection_of_nothing_offers_no_range(page: Any) -> None:
    show_hits(page)
    tick_hit(page, "straight flush")
    wait_for(page, "document.getElementById('hits-selected').textContent.startsWith('0 combos')")
    assert page.find_element(By.ID, "use-selection").get_attribute("hidden") is not None
    tick_hit(page, "straight flush")


def hits_shown(driver: Any) -> dict[str, Any]:
    """The hit report as shown: its status line and each row's name and share."""
    wait_for(driver, "document.getElementById('hits').dataset.stale === 'false'", timeout=30)
    return driver.execute_script(
        """return {
          status: document.getElementById('hits-status').textContent,
          rows: Object.fromEntries([...document.querySelectorAll('#hits tr[data-name]')]
            .map(r => [r.dataset.name, Number(r.dataset.value)])),
        };"""
    )


@pytest.mark.parametrize(
    ("game", "hands", "board", "unit"),
    [
        ("holdem", ["AhAd", "AA,T9s"], "Ts9s2d", "combos"),
        ("omaha", ["AsAhKsKh", "KK,QJT9"], "Qd7c2s", "hands"),
        ("holdem", ["AhAd", "AA,T9s", "Kc7c"], "Ts9s2d", "combos"),  # every other player's cards
    ],
)
def test_the_report_leaves_out_the_other_players_cards(
    page: Any, game: str, hands: list[str], board: str, unit: str
) -> None:
    """Player 2's combos that hold a card of another player's exact hand cannot be dealt: the report
    (and a selection of it) is the library's with those cards dead."""
    set_field(page, "board", "")  # no report of the previous spot in the new game's terms
    Select(page.find_element(By.ID, "game")).select_by_value(game)
    set_players(page, hands)
    set_field(page, "board", board)
    Select(page.find_element(By.ID, "heat-player")).select_by_visible_text("player 2")
    wait_current(page, timeout=40)
    others = "".join(h for i, h in enumerate(hands) if i != 1)
    expected = holdEm.board_hits(hands[1], board, others, game=game)
    wait_for(page, f"document.getElementById('hits-status').textContent.includes('{expected.combos:,g} {unit}')")
    shown = hits_shown(page)
    assert shown["status"] == (
        f"player 2's range: {expected.combos:,g} {unit} on {board}; other players' cards removed ({others})"
    )
    made = {n: v for n, v in shown["rows"].items() if n in expected.made}
    assert made == pytest.approx(dict(expected.made), abs=1e-12)
    if game == "holdem":
        assert made["two pair"] == pytest.approx(0.75) and made["overpair"] == pytest.approx(0.25)
    tick_hit(page, "overpair")
    kept = expected.select("overpair")
    start = f"{kept.weighted_combos:g} combos (" if game == "holdem" else f"{len(kept)} hands ("
    wait_for(page, f"document.getElementById('hits-selected').textContent.startsWith({start!r})")
    tick_hit(page, "overpair")
    Select(page.find_element(By.ID, "game")).select_by_value("holdem")
    set_players(page, ["AhJd", RANGE])


@pytest.mark.parametrize("text", ["QQ+,AKo:0.5", "AKs:0.5,AcKc,KK", "15%", "random", "KsKc"])
def test_the_heat_map_counts_weighted_combos_as_the_hit_report_does(page: Any, text: str) -> None:
    """AKo:0.5 counts half on the heat map too (it counted the combos listed), whatever writes the
    weights: classes, a class split combo by combo, a top share, every hand, one hand."""
    Select(page.find_element(By.ID, "game")).select_by_value("holdem")
    set_players(page, ["AhJd", text])
    set_field(page, "board", BOARD)
    Select(page.find_element(By.ID, "heat-player")).select_by_visible_text("player 2")
    wait_current(page)
    count = holdEm.board_hits(text, BOARD, "AhJd").combos
    unit = "combo" if count == 1 else "combos"
    wait_for(page, "document.getElementById('heatmap').dataset.stale === 'false'", timeout=30)
    heat = page.execute_script("return document.getElementById('heat-status').textContent")
    equity = holdEm.equity_breakdown(["AhJd", text], BOARD, player=1).equity
    assert heat == f"equity {100 * equity:.2f}% over {count:,g} {unit}"
    assert f": {count:,g} {unit} on {BOARD}" in hits_shown(page)["status"]
    set_players(page, ["AhJd", RANGE])


def test_a_sampled_heat_map_says_so(page: Any) -> None:
    """Four players preflop: each combo's equity is a Monte Carlo estimate (the library's automatic
    choice), and the heat map's status line says so after its count."""
    Select(page.find_element(By.ID, "game")).select_by_value("holdem")
    set_players(page, ["AhJd", "QQ+", "random", "random"])
    set_field(page, "board", "")
    Select(page.find_element(By.ID, "heat-player")).select_by_visible_text("player 2")
    wait_current(page)
    wait_for(page, "document.getElementById('heatmap').dataset.stale === 'false'", timeout=30)
    heat = page.execute_script("return document.getElementById('heat-status').textContent")
    assert heat.startswith("equity ") and heat.endswith("combos (estimated by Monte Carlo)"), heat
    assert re.match(r"equity \d+\.\d\d% ±0\.\d\d% over ", heat), heat  # its standard error
    set_players(page, ["AhJd", RANGE])
    set_field(page, "board", BOARD)


def test_no_script_errors_were_logged(page: Any) -> None:
    errors = [entry for entry in page.get_log("browser") if entry["level"] == "SEVERE"]
    assert not [e for e in errors if "/api/" not in e["message"]], errors
