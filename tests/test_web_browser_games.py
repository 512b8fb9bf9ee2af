"""The games on the page (headless Chromium): the game choice lists every game of holdEm.equity;
short deck leaves the low cards out of the grid and the picker and answers as the library does;
hi-lo shows the library's scoop and high and low shares; the picker deals each Omaha game's
number of hole cards."""

from __future__ import annotations

import math
from typing import Any

import pytest
from browser_support import (  # first: it skips this file where the browser tests cannot run
    cell,
    choose_game,
    keys_sorted_in_answers,
    player_input,
    set_field,
    set_player,
    shown_result,
    wait_current,
    wait_for,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import holdEm
from holdEm.games import EQUITY_GAMES
from holdEm.hand_range import grid_classes

LOW = "2345"


def pick(driver: Any, card: str) -> None:
    driver.find_element(By.CSS_SELECTOR, f'#picker .pick[data-card="{card}"]').click()


def target(driver: Any, where: str) -> None:
    driver.find_element(By.CSS_SELECTOR, f'input[name="target"][value="{where}"]').click()


def move_top_slider(driver: Any, share: str) -> None:
    """Moves the top-X% slider to ``share`` (one input event, as a drag ends)."""
    driver.execute_script(
        "const s = document.getElementById('top'); s.value = arguments[0]; s.dispatchEvent(new Event('input'));",
        share,
    )


def test_every_game_of_the_library_is_offered_by_a_readable_name(page: Any) -> None:
    options = page.execute_script("return [...document.getElementById('game').options].map(o => [o.value, o.text])")
    # plo4 and plo4-hilo are the library's other names of omaha and omaha-hilo.
    values = [value for value, _ in options]
    assert len(values) == len(set(values))
    assert set(values) == set(EQUITY_GAMES) - {"plo4", "plo4-hilo"}
    assert all(text and text != value for value, text in options)
    assert page.find_element(By.ID, "game").get_attribute("value") == "holdem"


def test_short_deck_leaves_the_low_cards_out_and_answers_as_the_library(page: Any) -> None:
    choose_game(page, "shortdeck")
    page.find_element(By.CSS_SELECTOR, '#players .player[data-player="1"] .edit-range').click()
    page.find_element(By.ID, "clear-range").click()
    off = page.execute_script("return [...document.querySelectorAll('#grid .cell.off')].map(c => c.dataset.cls)")
    assert off == [c for c in holdEm.HAND_CLASSES if any(r in c[:2] for r in LOW)]
    for name in ("AA", "A5s", "22", "KK", "76s", "T4o"):  # the low ones cannot be painted
        cell(page, name).click()
    assert player_input(page, 1).get_attribute("value") == "AA,KK,76s"
    painted = [c.text for c in page.find_elements(By.CSS_SELECTOR, "#grid .cell.painted")]
    assert painted == ["AA", "KK", "76s"]
    # The picker: the 16 low cards are disabled and picking one does nothing.
    disabled = page.execute_script(
        "return [...document.querySelectorAll('#picker .pick[aria-disabled=\"true\"]')].map(b => b.dataset.card)"
    )
    assert sorted(disabled) == sorted(r + s for r in LOW for s in "cdhs")
    set_field(page, "board", "")
    target(page, "board")
    for card in ("9h", "5h", "8h", "6c"):
        page.execute_script(
            "arguments[0].click()", page.find_element(By.CSS_SELECTOR, f'#picker .pick[data-card="{card}"]')
        )
    assert page.find_element(By.ID, "board").get_attribute("value") == "9h8h6c"
    set_player(page, 0, "JhTh")
    shown = wait_current(page)
    expected = holdEm.equity(["JhTh", "AA,KK,76s"], "9h8h6c", game="shortdeck")
    assert shown["game"] == "shortdeck" and shown["names"] == ["1. JhTh", "2. AA,KK,76s"]
    assert shown["equity"] == pytest.approx(expected.equity, abs=1e-12)
    assert shown["win"] == pytest.approx(expected.win, abs=1e-12)
    # The heat map: the short-deck breakdown of the chosen player, as the library finds it.
    wait_for(page, "document.getElementById('heat-status').textContent.startsWith('equity')")
    heat_player = int(page.execute_script("return document.getElementById('heat-player').value"))
    shown_heat = page.execute_script(
        "return Object.fromEntries([...document.querySelectorAll('#heatmap .cell')]"
        ".filter(c => c.querySelector('small')).map(c => [c.dataset.cls, c.title]))"
    )
    breakdown = holdEm.equity_breakdown(["JhTh", "AA,KK,76s"], "9h8h6c", player=heat_player, game="shortdeck")
    classes = grid_classes("shortdeck")
    expected_heat = {c: v for c, v in zip(classes, breakdown.by_class().ravel()) if not math.isnan(v)}
    assert shown_heat == {c: f"{c}: {100 * v:.2f}%" for c, v in expected_heat.items()}
    # Triton rules answer differently, and as the library does.
    choose_game(page, "shortdeck-triton")
    shown = wait_current(page)
    triton = holdEm.equity(["JhTh", "AA,KK,76s"], "9h8h6c", game="shortdeck-triton")
    assert shown["game"] == "shortdeck-triton" and shown["equity"] == pytest.approx(triton.equity, abs=1e-12)
    # Range text the library refuses: the library's own reason.
    set_player(page, 1, "22+")
    wait_for(page, "document.getElementById('status').classList.contains('error')")
    with pytest.raises(ValueError) as refused:
        holdEm.equity(["JhTh", "22+"], "9h8h6c", game="shortdeck-triton")
    assert shown_result(page)["status"] == str(refused.value)
    # The grid's note counts the combos the deck deals (it counted 22 here, A5s and 55 too, which
    # the server refuses), and ends its sentences once.
    set_player(page, 1, "A5s,55,KQo")
    wait_for(page, "document.getElementById('grid-note').textContent.startsWith('12 combos.')")
    set_player(page, 1, "22+")
    wait_for(page, "document.getElementById('grid-note').textContent.startsWith('The grid cannot show')")
    assert ".." not in page.find_element(By.ID, "grid-note").text
    # Back to Hold'em: every cell, card and the slider are on again.
    choose_game(page, "holdem")
    assert (
        page.execute_script(
            "return document.querySelectorAll('#grid .cell.off, #picker .pick[aria-disabled=\"true\"]').length"
        )
        == 0
    )
    wait_for(page, "!document.getElementById('top').disabled")


def test_top_percent_slider_takes_each_games_ranking(page: Any) -> None:
    page.find_element(By.CSS_SELECTOR, '#players .player[data-player="1"] .edit-range').click()
    for game in ("shortdeck", "shortdeck-triton", "holdem"):
        choose_game(page, game)
        wait_for(page, "!document.getElementById('top').disabled")  # the game's ranking has come
        for share in ("5", "20", "50"):
            move_top_slider(page, share)
            text = player_input(page, 1).get_attribute("value")
            assert holdEm.parse_range(text, game=game) == holdEm.parse_range(f"{share}%", game=game), (game, share)


def page_games(driver: Any) -> list[dict[str, Any]]:
    """The page's own list of games (games.js GAMES), as the page's modules read it."""
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "import('/static/games.js').then((m) => done(m.GAMES), (e) => done(String(e)));"
    )


def has_ranking(game: str) -> bool:
    """Whether the library reads a top share (15%) in ``game``: it has the game's ranking."""
    try:
        holdEm.hand_ranking(game)
    except ValueError:
        return False
    return True


def test_the_games_with_the_slider_are_those_the_library_ranks(page: Any) -> None:
    games = page_games(page)
    assert {g["name"]: g["top"] for g in games} == {g["name"]: has_ranking(g["name"]) for g in games}
    assert {"omaha", "omaha-hilo"} <= {g["name"] for g in games if g["top"] and g["hole"] > 2}


# A river, so that a share against a hand enumerates at once (and makes a low for hi-lo).
RIVER = "2c4d7sJhKh"
VILLAIN = "AsAd3hQc"


# Each Omaha game with a ranking, the other ranking of its hands, and a villain's hand.
RANKED_OMAHA = {
    "omaha": ("omaha-hilo", VILLAIN),
    "omaha-hilo": ("omaha", VILLAIN),
    "plo5": ("plo5-hilo", VILLAIN + "9d"),
    "plo5-hilo": ("plo5", VILLAIN + "9d"),
}


@pytest.mark.parametrize("game", sorted(RANKED_OMAHA))
def test_the_top_slider_in_omaha_writes_the_share_the_library_reads(page: Any, game: str) -> None:
    other, villain = RANKED_OMAHA[game]
    choose_game(page, game)
    set_field(page, "board", RIVER)
    set_player(page, 0, "random")
    set_player(page, 1, villain)
    assert page.find_element(By.ID, "top").is_enabled() and page.find_element(By.ID, "top-note").text == ""
    assert "Top slider" in page.find_element(By.ID, "grid-note").text
    # The slider writes into the selected player's line only, as the grid paints the selected player.
    player_input(page, 0).click()  # no Range button in Omaha (no grid): the line selects the player
    move_top_slider(page, "40")
    assert [player_input(page, i).get_attribute("value") for i in (0, 1)] == ["40%", villain]
    move_top_slider(page, "0")
    assert player_input(page, 0).get_attribute("value") == "random"
    move_top_slider(page, "12.5")
    assert page.find_element(By.ID, "top-value").text == "12.5%"
    assert [player_input(page, i).get_attribute("value") for i in (0, 1)] == ["12.5%", villain]
    shown = wait_current(page)
    expected = holdEm.equity(["12.5%", villain], RIVER, game=game, exact=True)
    assert shown["game"] == game and not shown["error"], shown["status"]
    assert shown["names"] == ["1. 12.5%", f"2. {villain}"] and "exact enumeration" in shown["status"]
    assert shown["equity"] == pytest.approx(expected.equity, abs=1e-12)
    if game.endswith("-hilo"):
        for bars, figures in [("scoop", expected.scoop), ("hi", expected.hi_share), ("lo", expected.lo_share)]:
            assert shown[bars] == pytest.approx(figures, abs=1e-12), bars
    else:
        assert shown["win"] == pytest.approx(expected.win, abs=1e-12)
    # The share is this game's: the other game's ranking answers otherwise.
    ours, theirs = holdEm.omaha_hands("12.5%", game=game), holdEm.omaha_hands("12.5%", game=other)
    assert ours.shape != theirs.shape or (ours != theirs).any()
    choose_game(page, "holdem")


@pytest.mark.parametrize("game", ["plo6", "plo6-hilo"])
def test_the_top_slider_is_off_in_omaha_games_without_a_ranking(page: Any, game: str) -> None:
    assert not has_ranking(game)
    choose_game(page, game)
    assert not page.find_element(By.ID, "top").is_enabled()
    note = page.find_element(By.ID, "top-note").text
    ranked = [g["label"] for g in page_games(page) if g["top"] and g["hole"] > 2]
    assert ranked and all(label in note for label in ranked) and "Hold'em" in note, note
    assert "Top slider" not in page.find_element(By.ID, "grid-note").text
    choose_game(page, "holdem")


def test_omaha_players_take_pattern_ranges(page: Any) -> None:
    choose_game(page, "omaha")
    set_field(page, "board", "2c7d9s8h")
    set_player(page, 0, "AAKK")
    set_player(page, 1, "QQJJ:xxyy,TT99")
    shown = wait_current(page)
    expected = holdEm.equity(["AAKK", "QQJJ:xxyy,TT99"], "2c7d9s8h", game="omaha")
    assert expected.exact and not shown["error"], shown["status"]
    assert shown["names"] == ["1. AAKK", "2. QQJJ:xxyy,TT99"]
    assert shown["equity"] == pytest.approx(expected.equity, abs=1e-12)
    assert "patterns" in page.find_element(By.ID, "grid-note").text
    choose_game(page, "holdem")


@pytest.mark.parametrize("game", ["omaha-hilo", "plo5-hilo", "plo6-hilo"])
def test_hi_lo_shows_the_scoop_and_the_high_and_low_shares(page: Any, game: str) -> None:
    hole = {"omaha-hilo": 4, "plo5-hilo": 5, "plo6-hilo": 6}[game]
    hands = ["AsAh2s3hKsQs"[: 2 * hole], "KdKc4d5cQdJd"[: 2 * hole]]
    choose_game(page, game)
    set_field(page, "board", "6s7d8c")
    set_player(page, 0, hands[0])
    set_player(page, 1, hands[1])
    shown = wait_current(page)
    expected = holdEm.equity(hands, "6s7d8c", game=game)
    assert shown["game"] == game and not shown["error"], shown["status"]
    for bars, figures in [("equity", expected.equity), ("scoop", expected.scoop), ("hi", expected.hi_share),
                          ("lo", expected.lo_share)]:  # fmt: skip
        assert shown[bars] == pytest.approx(figures, abs=1e-12), bars
    assert shown["win"] == [] and shown["tie"] == []  # a split pot: shares, not win and tie
    assert f"a low qualifies in {100 * expected.low_frequency:.1f}% of deals" in shown["status"]


@pytest.mark.parametrize(("game", "hole"), [("holdem", 2), ("omaha", 4), ("plo5", 5), ("plo6", 6), ("plo6-hilo", 6)])
def test_the_picker_deals_each_games_hole_cards(page: Any, game: str, hole: int) -> None:
    choose_game(page, game)
    set_field(page, "board", "")
    set_player(page, 1, "random")
    player_input(page, 0).click()  # selects player 1 in every game (Omaha has no Range button)
    set_player(page, 0, "random")
    target(page, "player")
    cards = ["Ac", "Kc", "Qc", "Jc", "Tc", "9c", "8c", "7c"]
    for card in cards:
        pick(page, card)
    assert player_input(page, 0).get_attribute("value") == "".join(cards[:hole])
    pick(page, cards[0])  # picked again: given back
    assert player_input(page, 0).get_attribute("value") == "".join(cards[1:hole])
    target(page, "board")


def shown_hits(driver: Any) -> dict[str, Any]:
    """The hit report as the page shows it: the status line, and each row's name and share."""
    wait_for(driver, "document.getElementById('hits').dataset.stale === 'false'")
    return driver.execute_script(
        """return {
          status: document.getElementById('hits-status').textContent,
          rows: [...document.querySelectorAll('#hits tr[data-name]')]
            .map(r => [r.dataset.name, Number(r.dataset.value)]),
        };"""
    )


@pytest.mark.parametrize(("game", "board"), [("holdem", "Jh8h2c"), ("shortdeck", "Ah7d8c"), ("holdem", "Jh8h2c9s")])
def test_hit_report_shows_the_librarys_made_hands_and_draws(page: Any, game: str, board: str) -> None:
    choose_game(page, game)
    Select(page.find_element(By.ID, "heat-player")).select_by_visible_text("player 2")
    set_player(page, 0, "AsKd")
    set_player(page, 1, "QQ+,AKs,JTs,98s:0.5")
    set_field(page, "board", board)
    wait_current(page)
    shown = shown_hits(page)
    expected = holdEm.board_hits("QQ+,AKs,JTs,98s:0.5", board, "AsKd", game=game)  # player 1's cards dead
    made = [(n, v) for n, v in shown["rows"] if n in expected.made]
    draws = [(n, v) for n, v in shown["rows"] if n in expected.draws]
    assert made == list(expected.made.items())  # every made hand, in the game's order
    assert draws == [(n, v) for n, v in expected.draws.items() if v > 0]
    assert len(made) + len(draws) == len(shown["rows"])
    assert (
        shown["status"]
        == f"player 2's range: {expected.combos:g} combos on {board}; other players' cards removed (AsKd)"
    )


def test_hit_report_needs_a_flop_turn_or_river_and_plays_hi_lo_too(page: Any) -> None:
    choose_game(page, "holdem")
    set_field(page, "board", "")
    wait_current(page)
    wait_for(page, "document.getElementById('hits-status').textContent.includes('needs a flop, a turn or a river')")
    assert page.execute_script("return document.querySelectorAll('#hits tr').length") == 0
    set_player(page, 0, "AsKdQhTc")
    set_player(page, 1, "random")
    choose_game(page, "omaha-hilo")
    set_field(page, "board", "Jh8h2c")
    wait_current(page)
    wait_for(page, "document.querySelector('#hits tr[data-name=\"no low\"]') !== null", timeout=30)
    # On the river: the made hands and lows, no draw rows, and the status says why.
    set_field(page, "board", "Jh8h2c7d3s")
    wait_current(page)
    wait_for(page, "document.getElementById('hits-status').textContent.endsWith('no draws on the river')", timeout=30)
    expected = holdEm.board_hits("random", "Jh8h2c7d3s", game="omaha-hilo")
    names = page.execute_script("return [...document.querySelectorAll('#hits tr[data-name]')].map(r => r.dataset.name)")
    assert set(names) == {n for n, v in expected.made.items()} | set(expected.lows)
    set_field(page, "board", "Jh8h")
    wait_for(page, "document.getElementById('hits-status').textContent.includes('needs a flop, a turn or a river')")
    choose_game(page, "holdem")
    set_player(page, 0, "AsKd")


def test_omaha_hides_the_class_grid_its_weight_and_the_range_buttons(page: Any) -> None:
    def shown() -> dict[str, Any]:
        return page.execute_script(
            """const visible = (e) => e.getClientRects().length > 0;
            return {grid: visible(document.getElementById('grid')),
                    weight: visible(document.getElementById('weight')),
                    top: visible(document.getElementById('top')),
                    buttons: [...document.querySelectorAll('#players .edit-range')].map(visible),
                    note: document.getElementById('grid-note').textContent};"""
        )

    choose_game(page, "omaha")
    now = shown()
    assert not now["grid"] and not now["weight"] and not any(now["buttons"]) and now["top"]
    assert now["note"].startswith("The grid is Hold'em's")
    choose_game(page, "holdem")
    now = shown()
    assert now["grid"] and now["weight"] and all(now["buttons"]) and len(now["buttons"]) >= 2


# The categories at showdown, strongest first: the short deck's flush beats a full house, and under
# Triton rules three of a kind beats a straight too (as holdEm.hits.MADE_HAND_ORDERS ranks them).
HOLDEM_FIRST = ["Royal flush", "Straight flush", "Four of a kind", "Full house", "Flush", "Straight", "Three of a kind"]
STRONGEST_FIRST = {
    "holdem": HOLDEM_FIRST,
    "shortdeck": [
        "Royal flush",
        "Straight flush",
        "Four of a kind",
        "Flush",
        "Full house",
        "Straight",
        "Three of a kind",
    ],
    "shortdeck-triton": [
        "Royal flush",
        "Straight flush",
        "Four of a kind",
        "Flush",
        "Full house",
        "Three of a kind",
        "Straight",
    ],
    "omaha": HOLDEM_FIRST,
}


@pytest.mark.parametrize("game", ["holdem", "shortdeck", "shortdeck-triton", "omaha"])
def test_hand_categories_are_listed_strongest_first_in_the_games_order(page: Any, game: str) -> None:
    choose_game(page, game)
    set_player(page, 0, "AsKsQdJd" if game == "omaha" else "AsKs")
    set_player(page, 1, "random")
    set_field(page, "board", "")
    shown = wait_current(page)
    assert shown["game"] == game
    rows = page.execute_script(
        "return [...document.querySelectorAll('#categories tr')].slice(1).map(r => r.firstChild.textContent)"
    )
    assert rows == [*STRONGEST_FIRST[game], "Two pair", "Pair", "High card"]
    if game.startswith("shortdeck"):
        made = holdEm.hits.MADE_HAND_ORDERS[game]
        assert made.index("flush") < made.index("full house")
        assert (made.index("trips") < made.index("straight")) == (game == "shortdeck-triton")
    choose_game(page, "holdem")
    set_player(page, 0, "AsKd")


@pytest.mark.parametrize("game", ["shortdeck", "shortdeck-triton"])
def test_hand_categories_keep_the_games_order_whatever_order_their_keys_come_in(page: Any, game: str) -> None:
    try:
        with keys_sorted_in_answers(page, "/api/equity"):  # Flush, Four of a kind, Full house, ...
            choose_game(page, game)
            set_player(page, 0, "AsKs")
            set_player(page, 1, "random")
            set_field(page, "board", "")
            assert wait_current(page)["game"] == game
            rows = page.execute_script(
                "return [...document.querySelectorAll('#categories tr')].slice(1).map(r => r.firstChild.textContent)"
            )
        assert rows == [*STRONGEST_FIRST[game], "Two pair", "Pair", "High card"]
    finally:
        choose_game(page, "holdem")
        set_player(page, 0, "AsKd")


def test_no_script_errors_were_logged(page: Any) -> None:
    errors = [entry for entry in page.get_log("browser") if entry["level"] == "SEVERE"]
    assert not [e for e in errors if "/api/" not in e["message"]], errors
