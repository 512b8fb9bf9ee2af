// The range grid: the selected player's range painted on the 13x13 classes (click, or drag to
// paint many; the same weight again erases; from the keyboard, the arrow keys, Home and End move
// in the grid and Enter or Space paints the class), and the top-X% slider, which takes the strongest
// classes of the game's ranking (/api/ranking?game=...).  A class list is read here; any other
// range text (QQ+, A5s-A2s, 15%, cards) is painted by the server's reading (range-reading.js), asked
// once the typing pauses, and painting starts from its weights.  Where the server cannot read it
// ("random", an older server, a text it refuses) the first stroke replaces the text.  In the Omaha
// games with a ranking (games.js `top`) there is no grid: the slider writes the share itself (15%)
// as the player's text, which the library reads by that game's ranking.  The slider and its label
// follow the selected player's range (top-share.js): its share, or "custom" where the range is not
// one.
import { renderPicker } from "./card-picker.js";
import { schedule } from "./calculation.js";
import { gameInfo, outOfDeck, topGamesText } from "./games.js";
import { paintColours, weightText } from "./paint.js";
import { askReading, canAsk, readingOf, readingPending } from "./range-reading.js";
import { CLASSES, combosIn, gridFromText, isCardList, textFromGrid, topClasses } from "./ranges.js";
import { rovingFocus } from "./roving-focus.js";
import { $, setPlayerText, state } from "./state.js";
import { topReading } from "./top-share.js";

// The selected player's range as a grid to paint on: a class list read here, else the server's
// reading once it has come (a copy: painting changes it), unless the reading has mixed classes
// (single combos, AhKh: painting them as classes would change the range); null where there is none.
function currentGrid() {
  const i = state.selected;
  if (state.grids[i] === null) {
    const text = state.players[i] || "";
    const read = serverReading(text);
    state.grids[i] = gridFromText(text) || (read && !read.mixed.length ? new Map(read.grid) : null);
  }
  return state.grids[i];
}

// The server's reading of `text` where it has a grid, else undefined.
function serverReading(text) {
  const read = serverReads(text) ? readingOf(text, state.game) : undefined;
  return read && read.grid ? read : undefined;
}

// Whether the server is asked to read `text`: not a class list (read here), nor "random" (every
// hand, which the grid shows blank: the slider's zero end and Clear write it), nor a player's cards
// (a hand, not a range: as a class's share, QhQd would become QQ:0.167 at the first stroke).
function serverReads(text) {
  return text.trim().toLowerCase() !== "random" && !isCardList(text) && gridFromText(text) === null;
}

// A new game reads range text anew (the short deck's 15% is not Hold'em's): the grids that came
// from the server's reading are dropped; painted ones (class lists) stay.
export function forgetReadGrids() {
  state.grids = state.grids.map((g, i) => (serverReads(state.players[i] || "") ? null : g));
}

// A cell shows its weight three ways: the colour, a bar along its foot as long as the weight (not
// the colour alone), and its accessible name ("AKs, 50%").
function paintCell(cell, weight) {
  const painted = weight > 0;
  const colours = painted ? paintColours(weight) : { background: "", text: "" };
  cell.classList.toggle("painted", painted);
  cell.setAttribute("aria-selected", String(painted));
  cell.style.backgroundColor = colours.background;
  cell.style.setProperty("--on-paint", colours.text);
  cell.style.setProperty("--weight", painted ? weightText(weight) : "0%");
  cell.dataset.weight = String(weight);
  cell.setAttribute("aria-label", `${cell.dataset.cls}, ${weightSaid(cell, weight)}`);
}

// What a cell's name says of its weight.
function weightSaid(cell, weight) {
  if (cell.classList.contains("off")) return "not in this game's deck";
  return weight > 0 ? weightText(weight) : "not in the range";
}

// The grid's cells, row by row: each row of 13 in a role=row element (display: contents, so the
// cells stay the CSS grid's items).
export function buildGrid() {
  const grid = $("grid");
  const rows = [];
  for (let r = 0; r < 13; r++) {
    const row = document.createElement("div");
    row.className = "grid-row";
    row.setAttribute("role", "row");
    rows.push(CLASSES.slice(13 * r, 13 * r + 13).map((cls) => {
      const cell = document.createElement("div");
      cell.className = "cell" + (cls.length === 2 ? " pair" : "");
      cell.textContent = cls;
      cell.dataset.cls = cls;
      cell.setAttribute("role", "gridcell");
      row.append(cell);
      return cell;
    }));
    grid.append(row);
  }
  const focusCell = rovingFocus(grid, rows); // one stop on Tab; the arrows, Home and End move it
  let painting = null; // the weight being painted (0 erases) while a button is down
  let last = null; // the pointer's last place in the stroke (clientX, clientY)
  const apply = (cell) => {
    if (!cell || !cell.dataset || !cell.dataset.cls || cell.classList.contains("off")) return;
    const g = currentGrid() || new Map();
    state.grids[state.selected] = g;
    if (painting > 0) g.set(cell.dataset.cls, painting);
    else g.delete(cell.dataset.cls);
    paintCell(cell, painting);
  };
  // A stroke begun on `cell`: the weight set, or erased where the cell has it (false when none begins).
  const start = (cell) => {
    const weight = Number($("weight").value) / 100;
    const g = currentGrid();
    const now = g ? g.get(cell.dataset.cls) || 0 : 0;
    if (cell.classList.contains("off")) {
      // Not in this game's deck: it can only be erased (painted before a switch to short deck).
      if (now > 0) eraseOffDeck(cell);
      return false;
    }
    painting = Math.abs(now - weight) < 1e-9 ? 0 : weight; // the same weight again: erase
    if (!g) $("grid-note").textContent = "Painting replaced the range text.";
    apply(cell);
    return true;
  };
  grid.addEventListener("pointerdown", (e) => {
    const cell = e.target.closest(".cell");
    if (!cell) return;
    e.preventDefault(); // no text selection while dragging; it also keeps the focus where it was,
    focusCell(cell); // so the cell takes it: a following Enter paints here, not on the last button
    last = [e.clientX, e.clientY];
    start(cell);
  });
  grid.addEventListener("keydown", (e) => {
    const cell = e.target.closest(".cell");
    if (!cell) return;
    if (e.key !== "Enter" && e.key !== " ") return; // (the arrows, Home and End: rovingFocus)
    e.preventDefault();
    if (start(cell)) finish();
  });
  // A fast drag's moves come far apart: the cells between two are painted too, at steps of a few
  // pixels along the line (a cell is some 30 wide), not only those under the moves.
  grid.addEventListener("pointermove", (e) => {
    if (painting === null) return;
    const [x0, y0] = last || [e.clientX, e.clientY];
    const steps = Math.max(1, Math.ceil(Math.hypot(e.clientX - x0, e.clientY - y0) / 4));
    for (let i = 1; i <= steps; i++) {
      apply(document.elementFromPoint(x0 + ((e.clientX - x0) * i) / steps, y0 + ((e.clientY - y0) * i) / steps));
    }
    last = [e.clientX, e.clientY];
  });
  const finish = () => {
    if (painting === null) return;
    painting = null;
    commitGrid();
  };
  document.addEventListener("pointerup", finish);
  document.addEventListener("pointercancel", finish);
}

function eraseOffDeck(cell) {
  currentGrid().delete(cell.dataset.cls);
  paintCell(cell, 0);
  commitGrid();
}

// The painted grid becomes the selected player's text (and a new calculation), the classes the
// game's deck lacks left out (painted in Hold'em before a switch to short deck: the range would
// be refused, and no stroke could take them out).
function commitGrid() {
  const g = currentGrid() || new Map();
  for (const cls of [...g.keys()]) if (outOfDeck(state.game, cls)) g.delete(cls);
  const text = textFromGrid(g);
  setPlayerText(state.selected, text || "random");
  if (!text) state.grids[state.selected] = new Map();
  renderGrid();
  renderPicker(); // cards the player held before are free again
  schedule();
}

// The combos of grid `g` that the game's deck deals, as the note says them ("12", "7.5"): in short
// deck the classes with a card below six count none (they counted, while the server refused them).
function combosInDeck(g) {
  const dealt = new Map([...g].filter(([cls]) => !outOfDeck(state.game, cls)));
  return combosIn(dealt).toFixed(1).replace(/\.0$/, "");
}

// `typed`: the selected player is typing its text, whose reading by the server waits for a pause.
export function renderGrid({ typed = false } = {}) {
  const grid = $("grid");
  const game = gameInfo(state.game);
  const text = state.players[state.selected] || "";
  // The Omaha games have no class grid: the grid and its weight are hidden there (the note says why);
  // the Top slider stays in the games with a ranking, where it writes a share as text.
  grid.hidden = !game.ranges;
  $("weight-control").hidden = !game.ranges;
  const g = game.ranges ? currentGrid() : null;
  // A reading with single combos is shown, not painted on (painting replaces the text).
  const read = game.ranges && g === null ? serverReading(text) : undefined;
  const shown = g || (read ? read.grid : null);
  // Range text the grid cannot read itself: drawn again once the server's reading comes.
  if (game.ranges && g === null && serverReads(text) && canAsk(text, state.game)) askReadingOf(text, typed);
  const note = $("grid-note");
  if (!game.ranges) {
    note.textContent = "The grid is Hold'em's: type an Omaha range as patterns (AA:xxyy, KK!KKK, RROO), or cards, or random";
    note.textContent += game.top ? ", or a top share (15%), which the Top slider sets." : ".";
  } else if (read) {
    const named = read.mixed.slice(0, 3).join(", ") + (read.mixed.length > 3 ? ", ..." : "");
    note.textContent = `${combosInDeck(read.grid)} combos as the server reads the text; `
      + `it holds single combos of ${named}, which a class's share cannot say: painting replaces the text`;
  } else if (g === null) note.textContent = unreadNote(text);
  else {
    note.textContent = `${combosInDeck(g)} combos`;
    if (serverReads(text)) note.textContent += " as the server reads the text; painting edits these weights";
  }
  if (game.short) {
    const ended = note.textContent.endsWith(".") ? "" : ".";
    note.textContent += `${ended} Short deck: classes with a card below six are not in the deck.`;
  }
  for (const cell of grid.querySelectorAll(".cell")) {
    const off = outOfDeck(state.game, cell.dataset.cls);
    cell.classList.toggle("off", off);
    cell.setAttribute("aria-disabled", String(off));
    paintCell(cell, shown ? shown.get(cell.dataset.cls) || 0 : 0);
  }
  // The top-X% slider follows the game's ranking: in Hold'em and short deck the classes of
  // /api/ranking?game=... once it has come; in an Omaha game with a ranking, the share as text.
  $("top").disabled = !game.top || (game.ranges && !state.rankings[state.game]);
  $("top-note").textContent = game.top
    ? ""
    : `(the slider is for ${topGamesText()}; in this game type the range as patterns)`;
  renderTopSlider(g);
}

// Typed text is read by the server once the player pauses, or commits it (Enter, or leaving the
// line), not at each keystroke: "QQ+,AKs" typed is one request, not one for Q, QQ+, QQ+,A, ...
const TYPING_PAUSE_MS = 250;
let typing = null; // {text, timer}: the text being typed, whose reading waits for the pause

// Asks the server's reading of the selected player's `text`, and draws the grid again when it
// comes: now, or where the player is typing it (`typed`), once the typing pauses.
function askReadingOf(text, typed) {
  if (typed) {
    if (typing) clearTimeout(typing.timer);
    typing = { text, timer: setTimeout(endTyping, TYPING_PAUSE_MS) };
    return;
  }
  if (typing && typing.text === text) return; // drawn again while it is typed: the pause asks it
  // The grid drawn again is the text selected then: an answer that comes late, to an older text,
  // is kept for that text and changes nothing shown.
  askReading(text, state.game).then(() => renderGrid());
}

// The typing paused or the text is committed: its reading is asked now.
export function endTyping() {
  if (typing === null) return;
  clearTimeout(typing.timer);
  typing = null;
  renderGrid();
}

// The grid's note where it shows no range: why, and what painting does.
function unreadNote(text) {
  if (isCardList(text)) return "This player holds cards, not a range; painting replaces them.";
  if (!serverReads(text)) return "Every hand (random): painting makes the range the classes painted.";
  const typed = typing !== null && typing.text === text;
  if (typed || readingPending(text, state.game)) return "Reading the range…";
  const read = readingOf(text, state.game);
  const why = read && read.error ? `The grid cannot show this text (${read.error})` : "This player's text is not a list of classes";
  return `${why}; painting replaces it.`;
}

// The slider and its label show the selected player's range (top-share.js).  renderGrid runs
// after every change of a player's text, of the player selected and of the game (and when a
// ranking comes), so this is the one place that keeps them in step.
function renderTopSlider(grid) {
  const slider = $("top");
  const [value, min, max, step] = [slider.value, slider.min, slider.max, slider.step].map(Number);
  const now = { value, min, max, step };
  const text = state.players[state.selected] || "";
  const reading = topReading(text, gameInfo(state.game), grid, state.rankings[state.game], now);
  slider.value = String(reading.value);
  slider.dataset.describes = String(reading.describes);
  slider.setAttribute("aria-valuetext", reading.label); // "15%", "random", "custom": not the bare number
  const label = $("top-value");
  label.textContent = reading.label;
  label.title = reading.describes ? "" : "this range is not a top share; moving the slider replaces it";
}

export function onTopSlider() {
  if ($("top").disabled) return;
  const x = Number($("top").value) / 100;
  if (!gameInfo(state.game).ranges) {
    setShare(state.selected, $("top").value);
    return;
  }
  const weight = Number($("weight").value) / 100;
  const g = new Map();
  const ranked = state.rankings[state.game];
  for (const cls of topClasses(ranked.ranking, x, ranked.total_combos)) g.set(cls, weight);
  state.grids[state.selected] = g;
  commitGrid();
}

// An Omaha player's range is the top `share` percent of the game's ranking ("random" at none):
// the slider's value as typed text, an edit like any other.
function setShare(i, share) {
  setPlayerText(i, Number(share) > 0 ? `${share}%` : "random");
  state.grids[i] = null;
  renderGrid();
  renderPicker(); // cards the player held before are free again
  schedule();
}

export function clearRange() {
  state.grids[state.selected] = new Map();
  commitGrid(); // "random": the slider goes to its zero end
}

// The game's ranking for the top-X% slider, fetched once per game that has ranges.
export function loadRanking(name) {
  if (!gameInfo(name).ranges || state.rankings[name]) return;
  fetch(`/api/ranking?game=${encodeURIComponent(name)}`)
    .then((r) => r.json())
    .then((data) => {
      state.rankings[name] = data;
      renderGrid();
    })
    .catch(() => {});
}
