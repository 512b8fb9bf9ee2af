"""The next-card analysis on the page (headless Chromium): on a flop or a turn, for the player
chosen under the results, each card that can come shows the player's equity after it as
holdEm.next_card computes it, coloured on the heat map's scale; the outs outlined are exactly
NextCard.outs; the summary line's numbers are the library's.  Preflop and on the river the view
says why it shows nothing; an edit marks it stale at once and the next answer replaces it."""

from __future__ import annotations

import colorsys
import math
import re
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

import pytest
from browser_support import (  # first: it skips this file where the browser tests cannot run
    choose_game,
    last_key,
    set_field,
    set_players,
    show_follow_ups,
    wait_current,
    wait_for,
    watch_keys,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

import holdEm

RANKS = "AKQJT98765432"
SUITS = "shdc"
# A card in words, as the page's tips and read-out say it (a screen reader reads "As" as "as").
RANK_WORDS = dict(zip("AKQJT98765432", "ace king queen jack ten nine eight seven six five four three two".split()))
SUIT_WORDS = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}


def card_words(card: str) -> str:
    return f"{RANK_WORDS[card[0]]} of {SUIT_WORDS[card[1]]}"


NEXT_CURRENT = "document.getElementById('nextcard').dataset.stale === 'false'"

# What the view shows: its status line, its legend, the table's headers and every card's cell.
SHOWN = """const box = document.getElementById('nextcard');
const table = box.querySelector('table.next-card');
return {
  status: document.getElementById('nextcard-status').textContent,
  stale: box.dataset.stale,
  board: box.dataset.board,
  caption: table ? table.caption.textContent : null,
  columns: table ? [...table.tHead.querySelectorAll('th')].map(th => [th.scope, th.textContent]) : [],
  rows: table ? [...table.tBodies[0].rows].map(tr => [tr.cells[0].tagName, tr.cells[0].scope,
    tr.cells[0].getAttribute('aria-label')]) : [],
  legend: table ? box.querySelector('p.hint').textContent : null,
  cells: Object.fromEntries([...box.querySelectorAll('td[data-card]')].map(td => [td.dataset.card, {
    text: td.querySelector('span').textContent,
    figure: td.querySelector('small').textContent,
    equity: td.dataset.equity === undefined ? null : Number(td.dataset.equity),
    weight: td.dataset.weight === undefined ? null : Number(td.dataset.weight),
    out: td.dataset.out === 'true',
    outlined: td.classList.contains('out') && getComputedStyle(td).boxShadow !== 'none',
    gone: td.dataset.gone || null,
    title: td.title,
    colour: getComputedStyle(td).backgroundColor,
    tabindex: td.tabIndex,
  }])),
};"""


def next_card_shown(driver: Any, board: str, timeout: float = 60.0) -> dict[str, Any]:
    """The view once it shows a current answer for ``board``."""
    wait_for(driver, f"{NEXT_CURRENT} && document.getElementById('nextcard').dataset.board === {board!r}", timeout)
    return driver.execute_script(SHOWN)


def js_fixed(x: float, digits: int) -> str:
    """``x.toFixed(digits)`` as JavaScript writes it (of the double's exact value, a tie rounded up)."""
    return str(Decimal(x).quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP))


def js_percent(x: float) -> str:
    return js_fixed(100 * x, 2) + "%"


def heat_rgb(e: float) -> tuple[int, int, int]:
    """The heat map's colour of an equity (results.js heatColour: hsl(round(120 e), 70%, 65%)) in RGB."""
    hue = math.floor(120 * max(0.0, min(1.0, e)) + 0.5)  # Math.round
    r, g, b = colorsys.hls_to_rgb(hue / 360, 0.65, 0.70)
    return round(255 * r), round(255 * g), round(255 * b)


def rgb_of(css: str) -> tuple[int, ...]:
    return tuple(int(v) for v in re.findall(r"\d+", css)[:3])


def summary_of(result: holdEm.NextCard, player: int) -> str:
    """The summary line the library's figures make: the outs, the cards, the equity now and the
    chance it rises with the next card, each card weighted as NextCard weighs it."""
    outs = result.outs(player)
    now = result.equity[player]
    rising = sum(w for w, eq in zip(result.weights, result.equities) if eq[player] > now) / sum(result.weights)
    n, m = len(outs), len(result.cards)
    return (
        f"{n} out{'' if n == 1 else 's'} of {m} card{'' if m == 1 else 's'}: "
        f"equity now {js_percent(now)}, rising with {js_percent(rising)} of the next cards"
    )


SPOTS = [
    # A flop, heads-up, two known hands: AhKh trails QsQd, its outs are its six aces and kings.
    pytest.param("holdem", ["AhKh", "QsQd"], "2c7d9h", 0, id="holdem-flop"),
    # The same flop for the leader: no outs (NextCard.outs is empty for the player who leads now).
    pytest.param("holdem", ["AhKh", "QsQd"], "2c7d9h", 1, id="holdem-flop-leader"),
    # A turn against a range (the cards' weights differ), and a third player.
    pytest.param("holdem", ["JhTh", "AA,KK,AKs", "6d6c"], "9h8h2c5s", 0, id="holdem-turn"),
    # Omaha on a flop: AsKsQdJd behind 7c7d8h9h, its pairs the outs; and the short deck.
    pytest.param("omaha", ["AsKsQdJd", "7c7d8h9h"], "2c3d4h", 0, id="omaha-flop"),
    pytest.param("shortdeck", ["AhKh", "QsQd"], "6c7dTs", 0, id="shortdeck-flop"),
]


@pytest.mark.parametrize(("game", "hands", "board", "player"), SPOTS)
def test_each_card_shows_the_librarys_equity_and_outs(
    page: Any, game: str, hands: list[str], board: str, player: int
) -> None:
    set_field(page, "board", "")  # no answer of the previous spot in the new game's terms
    show_follow_ups(page, game, hands, board, player)
    shown = next_card_shown(page, board)
    expected = holdEm.next_card(hands, board, game=game)
    after = {card: eq[player] for card, eq in expected.items()}
    weight = dict(zip(expected.cards, expected.weights))
    outs = set(expected.outs(player))

    # Every card that can come, with the equity after it to the precision shown, its colour the heat map's.
    coming = {card: cell for card, cell in shown["cells"].items() if cell["gone"] is None}
    assert set(coming) == set(after)
    for card, cell in coming.items():
        e = after[card]
        assert cell["text"] == card[0] + {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}[card[1]]
        assert cell["figure"] == js_fixed(100 * e, 1), card
        assert cell["equity"] == pytest.approx(e, abs=1e-12)
        assert cell["weight"] == pytest.approx(weight[card], abs=1e-12)
        assert all(abs(a - b) <= 1 for a, b in zip(rgb_of(cell["colour"]), heat_rgb(e))), (card, cell["colour"])
        assert cell["title"].startswith(f"{card_words(card)}: player {player + 1}'s equity {js_percent(e)} after it")
        assert cell["title"].endswith(" — an out") == (card in outs)
    # The outs outlined are exactly the library's.
    assert {card for card, cell in coming.items() if cell["out"]} == outs
    assert {card for card, cell in coming.items() if cell["outlined"]} == outs
    if player == 0:
        assert outs  # (the spots are chosen so: a player behind, with outs)

    # The cards that cannot come are there too, said why (the board's, the players' known cards).
    deck = [r + s for r in RANKS for s in SUITS if not (game == "shortdeck" and r in "2345")]
    assert set(shown["cells"]) == set(deck)
    known = {hands[i][j : j + 2] for i in range(len(hands)) if "," not in hands[i] for j in range(0, len(hands[i]), 2)}
    for card, cell in shown["cells"].items():
        if card in after:
            continue
        assert cell["gone"] == ("board" if card in board else "held"), card
        assert card in board or card in known, card
        assert cell["figure"] == "–" and cell["equity"] is None

    # A table with headers: the game's ranks as columns, the suits as rows.
    ranks = [r for r in RANKS if not (game == "shortdeck" and r in "2345")]
    assert shown["columns"] == [["col", r] for r in ranks]
    assert shown["rows"] == [["TH", "row", name] for name in ("spades", "hearts", "diamonds", "clubs")]
    street = "turn" if len(board) == 6 else "river"
    assert shown["caption"] == f"Player {player + 1}'s equity (%) after each {street} card"

    # The summary: the library's outs, cards, equity now and the weighted chance it rises.
    assert shown["status"] == summary_of(expected, player)
    if not outs:
        assert shown["legend"] == f"Player {player + 1} leads now: it has no outs to count."


def test_another_player_is_drawn_from_the_librarys_figures(page: Any) -> None:
    show_follow_ups(page, "holdem", ["AhKh", "QsQd", "8c8d"], "2c7d9h", 2)
    expected = holdEm.next_card(["AhKh", "QsQd", "8c8d"], "2c7d9h")
    shown = next_card_shown(page, "2c7d9h")
    assert shown["status"] == summary_of(expected, 2)
    assert {c for c, cell in shown["cells"].items() if cell["out"]} == set(expected.outs(2)) == {"8h", "8s"}
    Select(page.find_element(By.ID, "heat-player")).select_by_value("0")
    wait_for(page, f"document.getElementById('nextcard-status').textContent === {summary_of(expected, 0)!r}")
    shown = next_card_shown(page, "2c7d9h")
    assert {c for c, cell in shown["cells"].items() if cell["out"]} == set(expected.outs(0))
    assert shown["cells"]["As"]["figure"] == js_fixed(100 * dict(expected.items())["As"][0], 1)


@pytest.mark.parametrize(
    ("board", "words"),
    [
        ("", "The next-card analysis needs a flop or a turn (3 or 4 board cards)."),
        ("2c7d9h5s3h", "On the river no card is to come: the next-card analysis is of a flop or a turn."),
    ],
)
def test_preflop_and_the_river_say_why_there_is_nothing(page: Any, board: str, words: str) -> None:
    show_follow_ups(page, "holdem", ["AhKh", "QsQd"], "2c7d9h", 0)
    next_card_shown(page, "2c7d9h")  # a table first, which the new board takes away
    set_field(page, "board", board)
    wait_current(page)
    wait_for(page, f"document.getElementById('nextcard-status').textContent === {words!r}")
    assert page.execute_script("return document.getElementById('nextcard').children.length") == 0


def test_an_edit_marks_it_stale_and_the_next_answer_replaces_it(page: Any) -> None:
    show_follow_ups(page, "holdem", ["AhKh", "QsQd"], "2c7d9h", 0)
    next_card_shown(page, "2c7d9h")
    # The edit and the mark in one script: nothing of the old answer reads as current after it.
    marked = page.execute_script(
        """const board = document.getElementById('board');
        board.value = '2c7d9h4s';
        board.dispatchEvent(new Event('input', {bubbles: true}));
        return [document.getElementById('nextcard').dataset.stale,
                document.getElementById('nextcard-status').textContent];"""
    )
    assert marked == ["true", "waiting for the result…"]
    shown = next_card_shown(page, "2c7d9h4s")
    expected = holdEm.next_card(["AhKh", "QsQd"], "2c7d9h4s")
    assert shown["status"] == summary_of(expected, 0)
    assert {c for c, cell in shown["cells"].items() if cell["gone"] is None} == set(expected.cards)
    assert shown["caption"] == "Player 1's equity (%) after each river card"
    # A player's edit too; and a refusal of the analysis is its status line, its table dropped.
    set_players(page, ["random", "random", "random"])
    assert page.execute_script("return document.getElementById('nextcard').dataset.stale") == "true"
    wait_current(page, timeout=60)
    wait_for(page, "document.getElementById('nextcard-status').textContent.includes('more than it can hold in memory')")
    assert page.execute_script("return document.getElementById('nextcard').children.length") == 0


def test_the_cards_are_one_tab_stop_stepped_with_the_arrow_keys_and_no_script_failed(page: Any) -> None:
    choose_game(page, "holdem")
    show_follow_ups(page, "holdem", ["AhKh", "QsQd"], "2c7d9h", 0)
    shown = next_card_shown(page, "2c7d9h")
    assert [c for c, cell in shown["cells"].items() if cell["tabindex"] == 0] == ["As"]
    # Tab from the control before it (the hit report's last tick box) reaches the first card.
    page.find_elements(By.CSS_SELECTOR, "#hits input")[-1].send_keys(Keys.TAB)
    assert page.switch_to.active_element.get_attribute("data-card") == "As"
    readout = "document.getElementById('nextcard-readout')"
    wait_for(page, f"{readout}.dataset.card === 'As'")
    assert page.execute_script(f"return {readout}.textContent") == shown["cells"]["As"]["title"]
    page.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    wait_for(page, f"{readout}.dataset.card === 'Ks'")
    page.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    wait_for(page, f"{readout}.dataset.card === 'Kh'")
    assert page.switch_to.active_element.get_attribute("data-card") == "Kh"
    assert page.execute_script(f"return {readout}.textContent").startswith("king of hearts: in a player's hand")
    page.switch_to.active_element.send_keys(Keys.END)
    wait_for(page, f"{readout}.dataset.card === '2h'")
    assert page.execute_script("return document.querySelectorAll('#nextcard td[tabindex=\"0\"]').length") == 1
    # At the edge the stop stays, and the key is the table's (the page does not scroll); Home goes
    # to the row's first card.
    watch_keys(page)
    page.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    assert page.switch_to.active_element.get_attribute("data-card") == "2h"
    assert last_key(page) == {"key": "ArrowRight", "prevented": True}
    page.switch_to.active_element.send_keys(Keys.HOME)
    wait_for(page, f"{readout}.dataset.card === 'Ah'")
    # No script error was logged, by this test or by the file's tests before it (run last).
    errors = [entry for entry in page.get_log("browser") if entry["level"] == "SEVERE"]
    assert not [e for e in errors if "/api/" not in e["message"]], errors
