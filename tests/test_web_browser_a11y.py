"""The page's accessibility in a real browser (headless Chromium), as a WCAG 2.1 AA audit asked:
a keyboard user keeps their place when the control they pressed goes away (a removed player,
Cancel, "Calculate again", a busy button, "use as range"); only a status line announces the
results; the 13x13 grids have rows; a painted weight and a picked card say their state in words
and by more than a colour; the focus ring is distinct everywhere; controls are named for what they
do; stale results say so; a skip link leads to the results; the header fits 320 CSS px."""

from __future__ import annotations

from typing import Any

from browser_support import (  # first: it skips this file where the browser tests cannot run
    SLOW_RANGE,
    cell,
    choose_game,
    player_input,
    set_field,
    set_player,
    set_players,
    show_follow_ups,
    wait_current,
    wait_for,
)
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

# The focused element, as "tag#id.class[player]" (the player of a player's line).
FOCUSED = """const e = document.activeElement;
const line = e.closest('#players .player');
return e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.className ? '.' + e.className : '')
  + (line ? '[' + line.dataset.player + ']' : '');"""


def focused(page: Any) -> str:
    return page.execute_script(FOCUSED)


def press(page: Any, element_id: str, key: str = Keys.ENTER) -> None:
    """Focuses the element (by id, else a CSS selector) and presses ``key`` there, as a keyboard user."""
    page.execute_script(
        "(document.getElementById(arguments[0]) || document.querySelector(arguments[0])).focus()", element_id
    )
    ActionChains(page).send_keys(key).perform()


def test_removing_a_player_keeps_the_focus_in_the_list(page: Any) -> None:
    choose_game(page, "holdem")
    set_players(page, ["AsKs", "QhQd", "JTs", "random", "random"])
    press(page, '#players .player[data-player="1"] .remove')
    assert focused(page) == "button.remove[1]"  # the × of the player that moved up into line 2
    press(page, '#players .player[data-player="3"] .remove')  # the last line: the one above it
    assert focused(page) == "button.remove[2]"
    press(page, '#players .player[data-player="1"] .remove')  # two left, their × disabled
    assert focused(page) == "button#add-player"
    set_players(page, ["AsKs", "QhQd"])
    wait_current(page)


def test_cancel_and_calculate_again_hand_the_focus_on(page: Any) -> None:
    choose_game(page, "holdem")
    Select(page.find_element("id", "method")).select_by_value("exact")
    set_field(page, "board", "")
    set_player(page, 0, "random")
    set_player(page, 1, SLOW_RANGE)
    wait_for(page, "!document.getElementById('cancel').hidden && !document.getElementById('progress').hidden", 20)
    press(page, "cancel")
    assert focused(page) == "button#recalculate"  # Cancel hid itself: what it offers now
    press(page, "recalculate")
    assert focused(page) == "button#cancel"
    wait_current(page, timeout=60)
    assert focused(page) == "span#status-text"  # the run over, Cancel gone: the line that says so
    Select(page.find_element("id", "method")).select_by_value("auto")
    set_players(page, ["AsKs", "QhQd"])
    wait_current(page)


def test_the_flop_report_button_keeps_the_focus_while_busy(page: Any) -> None:
    choose_game(page, "holdem")
    set_players(page, ["AsKs", "QQ+,AKs"])
    set_field(page, "board", "")
    wait_current(page)
    press(page, "flops-run")
    assert page.execute_script("return document.getElementById('flops-run').getAttribute('aria-disabled')") == "true"
    assert focused(page) == "button#flops-run"
    wait_for(page, "document.getElementById('flops').dataset.stale === 'false'", 60)
    assert focused(page) == "button#flops-run"
    assert page.execute_script("return document.getElementById('flops-run').getAttribute('aria-disabled')") == "false"


def test_solve_keeps_the_focus_while_busy(page: Any) -> None:
    page.execute_script("document.getElementById('pushfold-box').open = true")
    press(page, "pf-solve")
    assert focused(page) == "button#pf-solve"
    wait_for(page, "document.getElementById('pf-result').dataset.stale === 'false'", 60)
    assert focused(page) == "button#pf-solve"
    page.execute_script("document.getElementById('pushfold-box').open = false")


def test_use_as_range_focuses_the_players_line(page: Any) -> None:
    choose_game(page, "holdem")
    set_players(page, ["AhJd", "QQ+,AKs,JTs"])
    set_field(page, "board", "Jh8h2c")
    Select(page.find_element("id", "heat-player")).select_by_value("1")
    wait_current(page)
    wait_for(page, "document.getElementById('hits').dataset.stale === 'false'")
    page.execute_script("document.querySelector('#hits input[aria-label=\"keep top pair\"]').click()")
    wait_for(page, "!document.getElementById('use-selection').hidden")
    press(page, "use-selection")
    assert focused(page) == "input[1]"
    assert player_input(page, 1).get_attribute("value") == "JcTc,JsTs"  # its top pairs (Jh is on the board)
    wait_current(page)
    wait_for(page, "document.getElementById('hits').dataset.stale === 'false'")
    assert focused(page) == "input[1]"  # the report drawn again took no focus away
    set_field(page, "board", "")
    set_players(page, ["AsKs", "QhQd"])
    wait_current(page)


# Every live region of the page (aria-live, or a role that is one) and what it holds.
LIVE_REGIONS = """return [...document.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"]')]
  .map(e => e.id || e.className);"""

# Counts the changes of the results' announcement line from now on (window.announcements).
COUNT_ANNOUNCEMENTS = """window.announcements = [];
new MutationObserver(() => window.announcements.push(document.getElementById('results-announce').textContent))
  .observe(document.getElementById('results-announce'), {childList: true, characterData: true, subtree: true});"""


def test_only_a_status_line_announces_the_results(page: Any) -> None:
    live = page.execute_script(LIVE_REGIONS)
    assert "results-section" not in live and "results-announce" in live
    # The bars, the tables and the heat map are in no live region: their redraws are not read out.
    for box in ("bars", "categories", "heatmap", "hits", "status-text"):
        inside = page.execute_script(
            "return !!document.getElementById(arguments[0]).closest('[aria-live], [role=\"status\"]')", box
        )
        assert not inside, box
    choose_game(page, "holdem")
    Select(page.find_element("id", "method")).select_by_value("exact")
    set_field(page, "board", "")
    set_player(page, 0, "random")
    page.execute_script(COUNT_ANNOUNCEMENTS)
    set_player(page, 1, SLOW_RANGE)  # seconds of work, dozens of progress lines and partial results
    shown = wait_current(page, timeout=60)
    said = page.execute_script("return window.announcements")
    assert 1 <= len(said) <= 4, said  # at most a progress line every few seconds, then the result
    equities = ", ".join(
        f"player {p + 1} ({hand}) {100 * e:.2f}%"
        for p, (hand, e) in enumerate(zip(["random", SLOW_RANGE], shown["equity"]))
    )
    assert said[-1] == f"Equity: {equities}"
    Select(page.find_element("id", "method")).select_by_value("auto")
    set_players(page, ["AsKs", "QhQd"])
    wait_current(page)


# A 13x13 box's ARIA structure: its role and name, and each child's role with its children's roles.
STRUCTURE = """const box = document.getElementById(arguments[0]);
const named = (box.getAttribute('aria-labelledby') || '').split(' ').map(i => document.getElementById(i)?.textContent);
const name = box.getAttribute('aria-label') || named.join(' ');
return {role: box.getAttribute('role'), name: name.trim(), tables: box.querySelectorAll('table').length,
  rows: [...box.children].map(row => [row.getAttribute('role'), [...row.children].map(c => c.getAttribute('role'))]),
  focusable: box.querySelectorAll('[tabindex]').length, stops: box.querySelectorAll('[tabindex="0"]').length};"""


def structure(page: Any, box: str) -> dict[str, Any]:
    return page.execute_script(STRUCTURE, box)


def test_the_grids_have_rows_of_cells(page: Any) -> None:
    show_follow_ups(page, "holdem", ["AsKs", "QQ+,AKs"], "", 1)
    wait_for(page, "document.getElementById('heatmap').dataset.stale === 'false'")
    grid = structure(page, "grid")
    assert grid["role"] == "grid" and grid["name"] == "Range of player 2"
    assert grid["rows"] == [["row", ["gridcell"] * 13]] * 13
    heat = structure(page, "heatmap")  # a static table, its cells one Tab stop (their tips read out)
    assert heat["role"] == "table" and heat["name"] == "Equity per hand class"
    assert heat["focusable"] == 169 and heat["stops"] == 1
    assert heat["rows"] == [["row", ["cell"] * 13]] * 13
    # The roving Tab stop still moves by rows and columns.
    cell(page, "AA").click()
    ActionChains(page).send_keys(Keys.ARROW_DOWN, Keys.ARROW_RIGHT).perform()
    assert page.execute_script("return document.activeElement.dataset.cls") == "KK"


def test_the_omaha_breakdown_is_a_table_in_no_table_role(page: Any) -> None:
    show_follow_ups(page, "omaha", ["AKQ9,T976:xxyy", "AsKdQcTc"], "Jh8h2c", 0)
    wait_for(page, "document.getElementById('heatmap').dataset.stale === 'false'")
    heat = structure(page, "heatmap")
    assert heat["tables"] == 1 and heat["role"] not in ("table", "grid") and heat["name"] == "Equity per hand"
    show_follow_ups(page, "holdem", ["AsKs", "QhQd"], "", 1)


def contrast(a: str, b: str) -> float:
    """WCAG's contrast ratio of two CSS colours written "rgb(r, g, b)"."""

    def luminance(css: str) -> float:
        channels = [int(x) / 255 for x in css[css.index("(") + 1 : css.index(")")].split(",")[:3]]
        r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


# A grid cell as shown: its name, text and background colours, and the bar of its weight.
PAINTED = """const c = document.querySelector(`#grid .cell[data-cls="${arguments[0]}"]`);
const style = getComputedStyle(c);
return {name: c.getAttribute('aria-label'), color: style.color, background: style.backgroundColor,
  bar: style.backgroundSize, image: style.backgroundImage};"""


def test_a_painted_weight_is_named_and_readable_at_every_weight(page: Any) -> None:
    choose_game(page, "holdem")
    page.find_element("css selector", '#players .player[data-player="1"] .edit-range').click()
    page.find_element("id", "clear-range").click()
    assert page.execute_script(PAINTED, "AKs")["name"] == "AKs, not in the range"
    classes = ["AKs", "AQs", "AJs", "ATs", "A9s", "A8s", "A7s", "A6s", "A5s", "A4s"]
    for percent, name in zip(range(10, 101, 10), classes):
        set_field(page, "weight", str(percent))
        cell(page, name).click()
        shown = page.execute_script(PAINTED, name)
        assert shown["name"] == f"{name}, {percent}%"
        assert contrast(shown["color"], shown["background"]) >= 4.5, (percent, shown)
        # Not the colour alone: a bar along the cell's foot, as long as the weight.
        assert shown["bar"] == f"{percent}% 3px" and shown["image"].startswith("linear-gradient"), shown
    set_field(page, "weight", "100")
    set_players(page, ["AsKs", "QhQd"])
    wait_current(page)


# The heat map's colour (results.js heatColour) of each equity 0, 0.01, ..., 1, as the browser computes it.
HEAT_COLOURS = """const done = arguments[arguments.length - 1];
import('/static/results.js').then(({ heatColour }) => {
  const probe = document.createElement('span');
  document.body.append(probe);
  const colours = [];
  for (let i = 0; i <= 100; i++) {
    probe.style.backgroundColor = heatColour(i / 100);
    colours.push(getComputedStyle(probe).backgroundColor);
  }
  probe.remove();
  done(colours);
});"""


def test_the_heat_maps_figures_read_on_every_colour(page: Any) -> None:
    """Dark text on the heat map's red (an equity near 0) was 4.4:1, short of the 4.5 small text needs."""
    ink = page.execute_script("return getComputedStyle(document.body).color")
    colours = page.execute_async_script(HEAT_COLOURS)
    assert len(colours) == 101
    worst = min(contrast(ink, colour) for colour in colours)
    assert worst >= 4.5, worst


def test_the_range_button_takes_the_keyboard_to_the_grid(page: Any) -> None:
    """It chose the player and scrolled; the focus stayed on the button, so a keyboard user went on
    past each further player's controls to reach the grid."""
    choose_game(page, "holdem")
    set_players(page, ["AsKs", "QhQd", "random"])
    page.find_element("css selector", '#players .player[data-player="1"] .edit-range').click()
    assert page.execute_script("return document.activeElement.closest('#grid') !== null")
    assert page.find_element("id", "editing").text == "player 2"
    set_players(page, ["AsKs", "QhQd"])
    wait_current(page)


def test_the_picker_is_one_tab_stop_the_arrows_move(page: Any) -> None:
    """Its 52 cards were 52 Tab stops; now one, a suit a row, as the range grid's 169 cells."""
    choose_game(page, "holdem")
    stops = "return [...document.querySelectorAll('#picker .pick')].filter(b => b.tabIndex === 0).length"
    assert page.execute_script(stops) == 1
    press(page, '#picker .pick[tabindex="0"]', Keys.ARROW_RIGHT)
    first = page.execute_script("return document.activeElement.dataset.card")
    press(page, f'#picker .pick[data-card="{first}"]', Keys.ARROW_DOWN)
    below = page.execute_script("return document.activeElement.dataset.card")
    assert first[0] == below[0] and first[1] != below[1]  # the same rank, the next suit
    assert page.execute_script(stops) == 1
    # Short deck: a card out of the deck keeps its place in the path (marked, not disabled) and says so.
    choose_game(page, "shortdeck")
    page.execute_script("document.querySelector('#picker .pick[data-card=\"5h\"]').click()")
    assert page.find_element("id", "picker-note").text == "the five of hearts is not in this game's deck"
    choose_game(page, "holdem")


# Each picker card's accessible name and border style.
PICKER = """return Object.fromEntries([...document.querySelectorAll('#picker .pick')].map(b =>
  [b.dataset.card, [b.getAttribute('aria-label'), getComputedStyle(b).borderTopStyle]]));"""


def test_the_picker_says_where_each_card_is(page: Any) -> None:
    choose_game(page, "holdem")
    set_players(page, ["AsKs", "QhQd"])
    set_field(page, "board", "Ts9h2c")
    set_field(page, "dead", "3d")
    cards = page.execute_script(PICKER)
    # Named in words (a screen reader says "T♠" as "T black spade suit", or "T"), shown as "T♠".
    assert cards["Ts"][0] == "ten of spades, on the board"
    assert cards["3d"][0] == "three of diamonds, dead"
    assert cards["Qh"][0] == "queen of hearts, held by player 2" and cards["As"][0] == "ace of spades, held by player 1"
    assert cards["7c"][0] == "seven of clubs"
    assert [cards[c][0] for c in ("Kd", "Jc", "2h")] == ["king of diamonds", "jack of clubs", "two of hearts"]
    shown = "return [...document.querySelectorAll('#picker .pick')].map(b => b.textContent).join(' ')"
    assert page.execute_script(shown).startswith("A\u2660 K\u2660 Q\u2660 J\u2660 T\u2660 9\u2660")
    # Held is not a pale colour alone: a dashed border.
    assert cards["Qh"][1] == "dashed" and cards["7c"][1] != "dashed" and cards["Ts"][1] != "dashed"
    set_field(page, "board", "")
    set_field(page, "dead", "")
    wait_current(page)


# The focused element's marks: whether it matches :focus-visible, its outline, box shadow, border
# colour and background colour.
RING = """const e = document.activeElement, s = getComputedStyle(e);
return {visible: e.matches(':focus-visible'), outline: s.outlineStyle + ' ' + s.outlineWidth,
  outlineColor: s.outlineColor, shadow: s.boxShadow, border: s.borderTopColor, background: s.backgroundColor};"""


def ring_when_focused_and_not(page: Any, selector: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The marks of the element at ``selector`` focused from the keyboard, then once it has lost the focus."""
    page.execute_script("document.querySelector(arguments[0]).focus()", selector)
    focused_marks = page.execute_script(RING)
    page.execute_script("document.querySelector(arguments[0]).blur()", selector)
    unfocused = page.execute_script(
        RING.replace("document.activeElement", "document.querySelector(arguments[0])"), selector
    )
    return focused_marks, unfocused


def test_the_focus_ring_is_distinct_everywhere(page: Any) -> None:
    choose_game(page, "holdem")
    set_players(page, ["AsKs", "QhQd"])
    selected = "#players .player.selected input"
    on, off = ring_when_focused_and_not(page, selected)
    assert on["visible"] and on["outline"] == "solid 3px" and off["outline"] != on["outline"], (on, off)
    # An input at fault: its red border stays, the focus ring is added apart from it.
    set_player(page, 0, "AsKz")
    wait_for(page, '!!document.querySelector(\'#players .player[data-player="0"] input[aria-invalid="true"]\')')
    on, off = ring_when_focused_and_not(page, '#players .player[data-player="0"] input')
    assert on["outline"] == "solid 3px" and off["outline"] != on["outline"] and on["border"] == off["border"]
    # On the next-card table's heat colours, the ring contrasts 3:1 with the cell and with white.
    show_follow_ups(page, "holdem", ["AsKs", "QhQd"], "Jh8h2c", 0)
    wait_for(page, "document.getElementById('nextcard').dataset.stale === 'false'")
    page.execute_script("document.querySelector('#nextcard td[tabindex=\"0\"]').focus()")
    ActionChains(page).send_keys(Keys.ARROW_RIGHT).perform()  # moved from the keyboard
    ring = page.execute_script(RING)
    assert ring["visible"] and ring["outline"] == "solid 3px", ring
    assert (
        contrast(ring["outlineColor"], ring["background"]) >= 3
        and contrast(ring["outlineColor"], "rgb(255, 255, 255)") >= 3
    )
    set_field(page, "board", "")
    wait_current(page)


def test_controls_are_named_for_what_they_do(page: Any) -> None:
    choose_game(page, "holdem")
    set_players(page, ["AsKs", "QhQd", "random"])
    names = page.execute_script(
        """return [...document.querySelectorAll('#players .player button')].map(b => b.getAttribute('aria-label'))"""
    )
    assert names == [name for i in (1, 2, 3) for name in (f"Edit player {i}'s range", f"Remove player {i}")]
    page.find_element("css selector", '#players .player[data-player="1"] .edit-range').click()
    set_player(page, 1, "15%")
    valuetext = "return ['top', 'weight'].map(id => document.getElementById(id).getAttribute('aria-valuetext'))"
    wait_for(page, "document.getElementById('top').getAttribute('aria-valuetext') === '15%'")
    set_player(page, 1, "AKs,72o")
    set_field(page, "weight", "35")
    assert page.execute_script(valuetext) == ["custom", "35%"]
    assert page.execute_script("return document.getElementById('progress').getAttribute('aria-label')")
    for box in ("hits", "nextcard", "flops"):  # a name on a plain div is no name: they are regions
        assert page.execute_script("return document.getElementById(arguments[0]).getAttribute('role')", box) == "region"
    set_field(page, "weight", "100")
    set_players(page, ["AsKs", "QhQd"])
    wait_current(page)


def test_stale_results_say_so_in_words(page: Any) -> None:
    choose_game(page, "holdem")
    set_players(page, ["AsKs", "QhQd"])
    wait_current(page)
    note = "return !document.getElementById('stale-note').hidden && document.getElementById('stale-note').textContent"
    assert page.execute_script(note) is False
    set_player(page, 1, "JJ")
    assert "Not up to date" in page.execute_script(note)  # at once, with the grey look
    wait_current(page)
    assert page.execute_script(note) is False
    set_player(page, 1, "QhQd")
    wait_current(page)


# Each box that shows a stale result, and the lowest opacity on the way from it up to the page.
STALE_BOXES = """const boxes = ['bars', 'categories', 'heatmap', 'curve', 'hits', 'nextcard']
  .map(id => document.getElementById(id));
return boxes.map(box => { let least = 1;
  for (let e = box; e; e = e.parentElement) least = Math.min(least, Number(getComputedStyle(e).opacity));
  return [box.id, least, getComputedStyle(box).outlineStyle]; });"""


def test_stale_results_stay_readable(page: Any) -> None:
    """A stale result is marked by a grey look and a dashed frame, not faded: faded to 40% its text
    fell to 2.4:1 (axe, color-contrast), and a stale figure is still read."""
    show_follow_ups(page, "holdem", ["AsKs", "QQ+,AKs"], "Ts9h2c", 1)
    wait_for(page, "document.getElementById('nextcard').dataset.stale === 'false'")
    set_field(page, "board", "Ts9x")  # an error: every result box stays, stale
    wait_for(page, "document.getElementById('status').classList.contains('error')")
    shown = page.execute_script(STALE_BOXES)
    assert all(least == 1 and frame == "dashed" for _, least, frame in shown), shown
    page.execute_script("document.getElementById('pushfold-box').open = true")
    page.find_element("id", "pf-solve").click()
    wait_for(page, "document.getElementById('pf-result').dataset.stale === 'false'", 60)
    set_field(page, "pf-stack", "12")  # the push/fold answer shown is stale now
    shown = page.execute_script(STALE_BOXES.replace("'nextcard']", "'pf-summary']"))
    assert all(least == 1 and frame == "dashed" for _, least, frame in shown), shown
    set_field(page, "pf-stack", "10")
    page.execute_script("document.getElementById('pushfold-box').open = false")
    set_field(page, "board", "")
    set_players(page, ["AsKs", "QhQd"])
    wait_current(page)


def test_a_skip_link_leads_past_the_controls_to_the_results(page: Any) -> None:
    first = "return document.querySelector('a[href], button, input, select, [tabindex=\"0\"]').className"
    assert page.execute_script(first) == "skip-link"  # the first Tab stop of the page
    page.execute_script("window.scrollTo(0, 0); document.querySelector('a.skip-link').focus()")
    assert page.execute_script("return document.activeElement.getBoundingClientRect().top") >= 0  # shown now
    ActionChains(page).send_keys(Keys.ENTER).perform()
    assert focused(page) == "section#results-section"


def test_the_header_fits_320_css_pixels(page: Any) -> None:
    page.set_window_size(320, 900)
    try:
        width = page.execute_script("return document.documentElement.clientWidth")
        right = page.execute_script("return document.getElementById('game').getBoundingClientRect().right")
        assert right <= width and page.execute_script("return document.documentElement.scrollWidth") <= width
    finally:
        page.set_window_size(1400, 1700)
