"""The top-X% slider follows the selected player's range (headless Chromium): a share typed or
selected moves it and its label; any other range leaves it where it was, labelled "custom"; in
Hold'em a painted range that is exactly what the slider paints reads as the slider's share.  What
the slider and label claim is checked against the library: the label's share, read as range text,
is the same range as the player's text."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from browser_support import (  # first: it skips this file where the browser tests cannot run
    cell,
    choose_game,
    player_input,
    set_field,
    set_player,
    wait_for,
)
from selenium.webdriver.common.by import By

import holdEm


def shown_top(driver: Any) -> tuple[float, str]:
    """The slider's position and its label, as the page shows them."""
    return tuple(
        driver.execute_script(
            "return [Number(document.getElementById('top').value), document.getElementById('top-value').textContent]"
        )
    )


def step(driver: Any) -> float:
    return float(driver.find_element(By.ID, "top").get_attribute("step"))


def nearest_position(driver: Any, share: float) -> float:
    """The slider position nearest ``share`` (a share above 0 never goes to the zero end)."""
    return max(step(driver), round(share / step(driver)) * step(driver))


def move_top_slider(driver: Any, share: str) -> None:
    """Moves the top-X% slider to ``share`` (one input event, as a drag ends)."""
    driver.execute_script(
        "const s = document.getElementById('top'); s.value = arguments[0]; s.dispatchEvent(new Event('input'));",
        share,
    )


def edit(driver: Any, i: int) -> None:
    """Selects player ``i`` by its "Range" button (Hold'em, short deck) or its line (Omaha: no grid, no button)."""
    button = driver.find_element(By.CSS_SELECTOR, f'#players .player[data-player="{i}"] .edit-range')
    (button if button.is_displayed() else player_input(driver, i)).click()


def same_omaha_range(a: str, b: str, game: str) -> bool:
    hands_a, hands_b = holdEm.omaha_hands(a, game=game), holdEm.omaha_hands(b, game=game)
    return hands_a.shape == hands_b.shape and bool(np.array_equal(hands_a, hands_b))


@pytest.mark.parametrize("game", ["omaha", "plo5-hilo"])
def test_a_share_typed_in_omaha_moves_the_slider_and_a_pattern_marks_it_custom(page: Any, game: str) -> None:
    choose_game(page, game)
    set_player(page, 1, "random")
    edit(page, 0)
    set_player(page, 0, "25%")
    assert shown_top(page) == (25, "25%")
    # Spaces around, and a share between the slider's positions: the nearest position, the share
    # typed in the label, which the library reads as the player's range.
    set_player(page, 0, " 33.3% ")
    value, label = shown_top(page)
    assert label == "33.3%" and value == nearest_position(page, 33.3) != 33.3
    assert same_omaha_range(label, " 33.3% ", game)
    # Patterns, a share mixed with a pattern, a space inside the share (which the library refuses):
    # the slider stays, the label says it does not describe the range, the text is the player's.
    for text in ("AA:xxyy", "15%:xxyy", "33.3 %", "AKQJ"):
        set_player(page, 0, text)
        assert shown_top(page) == (value, "custom"), text
        assert player_input(page, 0).get_attribute("value") == text
    with pytest.raises(ValueError):
        holdEm.omaha_hands("33.3 %", game=game)
    # Every hand: the slider's zero end, which writes "random", named so (not "0%": no hand).
    set_player(page, 0, "RANDOM")
    assert shown_top(page) == (0, "random")
    assert same_omaha_range("100%", "RANDOM", game)
    set_player(page, 0, "12%")
    set_player(page, 0, "*")
    assert shown_top(page) == (0, "random")
    # Moving the slider writes the share, and the label says it.
    move_top_slider(page, "40")
    assert player_input(page, 0).get_attribute("value") == "40%" and shown_top(page) == (40, "40%")
    choose_game(page, "holdem")


def test_the_slider_follows_the_player_selected_and_the_game(page: Any) -> None:
    choose_game(page, "omaha")
    set_player(page, 0, "10%")
    set_player(page, 1, "40%")
    edit(page, 0)
    assert shown_top(page) == (10, "10%")
    edit(page, 1)
    assert shown_top(page) == (40, "40%")
    player_input(page, 0).click()  # focusing a player's line selects it too
    assert shown_top(page) == (10, "10%")
    page.find_element(By.ID, "add-player").click()
    edit(page, 2)
    assert shown_top(page) == (0, "random")
    set_player(page, 2, "AAKK")
    assert shown_top(page) == (0, "custom")
    edit(page, 1)
    assert shown_top(page) == (40, "40%")
    # Removing player 2 (index 1) makes the third player the second: the one selected now.
    page.find_element(By.CSS_SELECTOR, '#players .player[data-player="1"] .remove').click()
    assert player_input(page, 1).get_attribute("value") == "AAKK"
    assert shown_top(page) == (40, "custom")
    edit(page, 0)
    # Another ranked game keeps the share; a game without a ranking has no slider to show it.
    choose_game(page, "plo5")
    assert shown_top(page) == (10, "10%")
    choose_game(page, "plo6")
    assert not page.find_element(By.ID, "top").is_enabled() and shown_top(page)[1] == "–"
    # Hold'em reads the same share by its own ranking.
    choose_game(page, "holdem")
    assert shown_top(page) == (10, "10%")
    set_player(page, 1, "QhQd")


def test_in_holdem_a_typed_share_moves_the_slider_and_so_does_a_painted_top_range(page: Any) -> None:
    choose_game(page, "holdem")
    wait_for(page, "!document.getElementById('top').disabled")  # the ranking has come
    edit(page, 1)
    set_player(page, 1, "15%")
    assert shown_top(page) == (15, "15%")
    set_player(page, 1, "AsKs")
    assert shown_top(page) == (15, "custom")
    # The four strongest classes: a position of the slider that paints just them.
    set_player(page, 1, "aa, KK,QQ ,jj")
    value, label = shown_top(page)
    assert label == f"{value:g}%" and holdEm.parse_range(label) == holdEm.parse_range("AA,KK,QQ,JJ")
    # One class more, painted by hand: no share is that range.
    cell(page, "72o").click()
    assert player_input(page, 1).get_attribute("value") == "AA,KK,QQ,JJ,72o"
    assert shown_top(page) == (value, "custom")
    # The slider paints its share, and says so, at the weight painted too.
    move_top_slider(page, "20")
    assert shown_top(page) == (20, "20%")
    assert holdEm.parse_range(player_input(page, 1).get_attribute("value")) == holdEm.parse_range("20%")
    set_field(page, "weight", "50")
    move_top_slider(page, "10")
    assert shown_top(page) == (10, "10% at weight 50%")
    painted = holdEm.parse_range(player_input(page, 1).get_attribute("value"))
    assert painted == {combo: 0.5 for combo in holdEm.parse_range("10%")}
    set_field(page, "weight", "100")
    # A share the slider's positions fall between: the nearest, the share typed in the label.
    set_player(page, 1, "33.3%")
    assert shown_top(page) == (nearest_position(page, 33.3), "33.3%")
    page.find_element(By.ID, "clear-range").click()
    assert player_input(page, 1).get_attribute("value") == "random" and shown_top(page) == (0, "random")
    set_player(page, 1, "QhQd")


def test_short_deck_reads_a_share_by_its_own_ranking(page: Any) -> None:
    choose_game(page, "shortdeck")
    wait_for(page, "!document.getElementById('top').disabled")
    edit(page, 1)
    move_top_slider(page, "30")
    text = player_input(page, 1).get_attribute("value")
    assert shown_top(page) == (30, "30%")
    assert holdEm.parse_range(text, game="shortdeck") == holdEm.parse_range("30%", game="shortdeck")
    set_player(page, 1, "7%")
    assert shown_top(page) == (7, "7%")
    set_player(page, 1, text)  # the classes the slider painted, typed back
    value, label = shown_top(page)
    assert label == f"{value:g}%" and holdEm.parse_range(label, game="shortdeck") == holdEm.parse_range(
        text, game="shortdeck"
    )
    choose_game(page, "holdem")
    set_player(page, 1, "QhQd")
