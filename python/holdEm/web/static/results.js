// Drawing results: the equity, win and tie bars (scoop and hi/lo shares in hi-lo), the hand categories and the
// heat map, whose class grid push/fold draws too.
import { percent } from "./ranges.js";
import { rovingFocus } from "./roving-focus.js";

// A Monte Carlo estimate's standard error as shown after it: " ±0.05%", two decimals as the value
// has, a third where the error is smaller than they show.
export function margin(stderr) {
  return ` ±${percent(stderr, stderr < 0.00005 ? 3 : 2)}`;
}

// stderr: the value's standard error, shown after it ("±0.05%") where the value is a Monte Carlo
// estimate; null where it is exact.
export function barLine(kind, label, value, stderr = null) {
  const line = document.createElement("div");
  line.className = "barline";
  const name = document.createElement("span");
  name.textContent = label;
  const track = document.createElement("div");
  track.className = "track";
  const bar = document.createElement("div");
  bar.className = `bar ${kind}`;
  bar.dataset.value = value === null ? "" : String(value);
  bar.style.width = value === null ? "0" : `${Math.max(0, Math.min(1, value)) * 100}%`;
  track.append(bar);
  const text = document.createElement("span");
  text.className = `value ${kind}`;
  text.textContent = percent(value);
  if (stderr !== null && stderr !== undefined && value !== null) {
    text.textContent += margin(stderr);
    text.dataset.stderr = String(stderr);
    text.title = "one standard error of the Monte Carlo estimate";
  }
  line.append(name, track, text);
  return line;
}

// The bars of a player: a hi-lo result (it has low_frequency) splits the pot, so it shows the
// expected share, the chance to scoop and the shares won high and low instead of win and tie.
function barsOf(result, p) {
  // The equity's standard error (the answer's stderr, per player) where it was sampled.
  const stderr = !result.exact && result.stderr ? result.stderr[p] : null;
  if (result.low_frequency !== undefined) {
    return [barLine("equity", "equity", result.equity[p], stderr), barLine("scoop", "scoop", result.scoop[p]),
      barLine("hi", "hi share", result.hi_share[p]), barLine("lo", "lo share", result.lo_share[p])];
  }
  return [barLine("equity", "equity", result.equity[p], stderr), barLine("win", "win", result.win[p]),
    barLine("tie", "tie", result.tie[p])];
}

export function renderResult(result, partial) {
  const bars = document.getElementById("bars");
  bars.replaceChildren();
  bars.dataset.partial = String(partial);
  // What these bars answer, as the server read it (the tests compare it with the inputs).
  bars.dataset.board = result.board;
  bars.dataset.dead = result.dead;
  bars.dataset.game = result.game;
  result.hands.forEach((hand, p) => {
    const block = document.createElement("div");
    block.className = "result";
    block.dataset.player = String(p);
    const name = document.createElement("div");
    name.className = "name";
    name.textContent = `${p + 1}. ${hand}`;
    block.append(name, ...barsOf(result, p));
    bars.append(block);
  });
  renderCategories(result);
}

export function renderCategories(result) {
  const table = document.getElementById("categories");
  table.replaceChildren();
  const head = document.createElement("tr");
  head.append(cellOf("th", "category"));
  result.hands.forEach((_, p) => head.append(cellOf("th", `player ${p + 1}`)));
  table.append(head);
  // The answer's category_order names them weakest first in the game's order (the short deck's flush
  // above its full house, Triton's three of a kind above the straight too): shown strongest first.
  // Not the categories' key order, which JSON does not promise (a proxy may sort the keys).
  for (const name of result.category_order.slice().reverse()) {
    const row = document.createElement("tr");
    row.append(cellOf("th", name));
    result.categories.forEach((cats) => row.append(cellOf("td", percent(cats[name], 1))));
    table.append(row);
  }
}

export function cellOf(tag, text) {
  const cell = document.createElement(tag);
  cell.textContent = text;
  return cell;
}

export function heatColour(e) {
  // red (0) through yellow (0.5) to green (1), light enough at every hue for the page's ink to
  // read on it at 4.5:1 or more (4.9 at red, the darkest; 62% gave 4.4 there)
  const hue = Math.round(120 * Math.max(0, Math.min(1, e)));
  return `hsl(${hue}, 70%, 65%)`;
}

// The classes on the 13x13 grid in `box`, each cell its class and, where its value is not null,
// `figure(value)` under it, `colour(value)` behind it and `title(cls, value)` as its tip (the heat
// map's equity, push/fold's frequencies).  A static table to assistive technology: rows of cells
// (each row display: contents, so the cells stay the CSS grid's items).  Its cells are one Tab
// stop that the arrow keys move (roving-focus.js), and the tip of the cell focused shows in a line
// under the grid: the keyboard reads what the pointer does.
export function renderClassGrid(box, classes, values, { colour, figure, title }) {
  box.replaceChildren();
  box.setAttribute("role", "table");
  const rows = [];
  let row = null;
  classes.forEach((cls, i) => {
    if (i % 13 === 0) {
      row = document.createElement("div");
      row.className = "grid-row";
      row.setAttribute("role", "row");
      box.append(row);
      rows.push([]);
    }
    const v = values[i];
    const cell = document.createElement("div");
    cell.className = "cell";
    cell.setAttribute("role", "cell");
    cell.dataset.cls = cls;
    cell.append(document.createTextNode(cls));
    if (v !== null) {
      cell.dataset.value = String(v);
      const small = document.createElement("small");
      small.textContent = figure(v);
      cell.append(small);
      cell.style.background = colour(v);
      cell.title = title(cls, v);
    }
    row.append(cell);
    rows[rows.length - 1].push(cell);
  });
  gridKeys.get(box)?.abort(); // the keys of the cells drawn before
  const keys = new AbortController();
  gridKeys.set(box, keys);
  rovingFocus(box, rows, rows[0][0], { signal: keys.signal });
  const readout = readoutOf(box);
  readout.textContent = "";
  box.addEventListener("focusin", (event) => {
    const cell = event.target.closest(".cell");
    if (cell) readout.textContent = cell.title || cell.dataset.cls;
  }, { signal: keys.signal });
  box.addEventListener("focusout", () => { readout.textContent = ""; }, { signal: keys.signal });
}

const gridKeys = new WeakMap(); // a class grid -> the AbortController of its cells' keys

// The polite line under a class grid that reads out the cell focused (made on its first drawing).
function readoutOf(box) {
  const id = `${box.id}-readout`;
  let line = document.getElementById(id);
  if (!line) {
    line = document.createElement("p");
    line.id = id;
    line.className = "grid-readout";
    line.setAttribute("aria-live", "polite");
    box.after(line);
  }
  return line;
}

export function renderHeatmap(answer) {
  renderClassGrid(document.getElementById("heatmap"), answer.classes, answer.by_class, {
    colour: heatColour,
    figure: (e) => (100 * e).toFixed(0),
    title: (cls, e) => `${cls}: ${percent(e)}`,
  });
}

// The hit report: each made hand (strongest first, in the game's order) and each draw, as the
// share of the range's combos, with a bar; shares of 0 are left out of the draws.  In hi-lo two
// more groups follow: each low class (best first, all of them) and each low draw (0 left out).
// The hit report, each class with a tick box for the filter (hit-filter.js: `filter.isTicked`,
// `filter.tick`), and under it the filter's line, the hands kept (Omaha), its button and its note.
export function renderHits(answer, filter) {
  const box = document.getElementById("hits");
  box.replaceChildren();
  const table = document.createElement("table");
  table.className = "hits";
  // Each part's rows in the answer's `order`, not its keys' order, which JSON does not promise.
  const section = (title, part, keepZero) => {
    const head = document.createElement("tr");
    head.append(cellOf("th", "keep"), cellOf("th", title), cellOf("th", "share")); // (a header for every column)
    table.append(head);
    for (const name of answer.order[part]) {
      const share = answer[part][name];
      if (!keepZero && share === 0) continue;
      const row = document.createElement("tr");
      row.dataset.name = name;
      row.dataset.value = String(share);
      const keep = document.createElement("input");
      keep.type = "checkbox";
      keep.checked = filter.isTicked(name);
      keep.setAttribute("aria-label", `keep ${name}`);
      keep.addEventListener("change", () => filter.tick(name, keep.checked));
      const tickCell = document.createElement("td");
      tickCell.append(keep);
      const value = cellOf("td", percent(share, 1));
      const track = document.createElement("span");
      track.className = "hit-bar";
      track.style.width = `${Math.max(0, Math.min(1, share)) * 6}rem`;
      value.prepend(track);
      // The class's name is its box's label: a click on "overpair" ticks it, not the small box alone.
      keep.id = `keep-${part}-${answer.order[part].indexOf(name)}`;
      const label = document.createElement("label");
      label.htmlFor = keep.id;
      label.textContent = name;
      const nameCell = document.createElement("td");
      nameCell.append(label);
      row.append(tickCell, nameCell, value);
      table.append(row);
    }
  };
  section("made hand", "made", true);
  section("draw", "draws", false);
  if (answer.lows) {
    section("low", "lows", true);
    section("low draw", "low_draws", false);
  }
  const line = document.createElement("p");
  line.id = "hits-selected";
  line.setAttribute("aria-live", "polite"); // what a tick keeps, said
  line.className = "hint";
  const hands = document.createElement("p"); // in Omaha: the hands kept, as text
  hands.id = "hits-hands";
  hands.className = "hands-list";
  hands.hidden = true;
  const use = document.createElement("button");
  use.type = "button";
  use.id = "use-selection";
  use.hidden = true;
  const note = document.createElement("span"); // why the button is disabled, where it is
  note.id = "use-note";
  note.className = "hint";
  note.hidden = true;
  box.append(table, line, hands, use, note);
}
