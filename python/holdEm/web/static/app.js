// holdEm equity calculator: the page's behaviour.  Plain JavaScript modules, no build step,
// no libraries; it talks to the JSON API under /api/ (see /openapi.json).
import {
  CLASSES, RANKS, SUITS, SUIT_SIGNS, combosIn, gridFromText, normalizeCards, percent, textFromGrid, topClasses,
} from "./ranges.js";
import { GAMES, gameInfo, outOfDeck } from "./games.js";
import { renderHeatmap, renderHits, renderResult } from "./results.js";

const MAX_PLAYERS = 10;
const DEBOUNCE_MS = 300;

const state = {
  game: "holdem",
  players: ["AsKs", "QhQd"],
  selected: 1, // the player whose range the grid edits
  grids: [null, null], // per player: Map class -> weight (0..1) while the grid describes its text
  board: "",
  dead: "",
  rankings: {}, // per game with ranges: {ranking: [{hand_class, equity, combos}] strongest first, total_combos}
  lastResult: null,
};

const $ = (id) => document.getElementById(id);

// --- Players

function renderPlayers() {
  const list = $("players");
  list.replaceChildren();
  state.players.forEach((text, i) => {
    const li = document.createElement("li");
    li.className = "player" + (i === state.selected ? " selected" : "");
    li.dataset.player = String(i);
    const input = document.createElement("input");
    input.value = text;
    input.placeholder = "random";
    input.spellcheck = false;
    input.autocomplete = "off";
    input.setAttribute("aria-label", `player ${i + 1} hand or range`);
    input.addEventListener("input", () => {
      state.players[i] = input.value;
      state.grids[i] = null;
      if (i === state.selected) renderGrid();
      renderPicker();
      schedule();
    });
    input.addEventListener("focus", () => selectPlayer(i, false));
    const edit = document.createElement("button");
    edit.type = "button";
    edit.textContent = "Range";
    edit.className = "edit-range";
    edit.addEventListener("click", () => selectPlayer(i, true));
    const remove = document.createElement("button");
    remove.type = "button";
    remove.textContent = "\u00d7";
    remove.className = "remove";
    remove.title = "remove this player";
    remove.disabled = state.players.length <= 2;
    remove.addEventListener("click", () => removePlayer(i));
    li.append(input, edit, remove);
    list.append(li);
  });
  $("add-player").disabled = state.players.length >= MAX_PLAYERS;
  $("editing").textContent = `player ${state.selected + 1}`;
  renderHeatChoices();
}

function selectPlayer(i, focusGrid) {
  if (state.selected === i && !focusGrid) return;
  state.selected = i;
  document.querySelectorAll("#players .player").forEach((li) => {
    li.classList.toggle("selected", Number(li.dataset.player) === i);
  });
  $("editing").textContent = `player ${i + 1}`;
  renderGrid();
  if (focusGrid) $("grid").scrollIntoView({ block: "nearest" });
}

function addPlayer() {
  if (state.players.length >= MAX_PLAYERS) return;
  state.players.push("random");
  state.grids.push(null);
  renderPlayers();
  schedule();
}

function removePlayer(i) {
  if (state.players.length <= 2) return;
  state.players.splice(i, 1);
  state.grids.splice(i, 1);
  if (state.selected >= state.players.length) state.selected = state.players.length - 1;
  renderPlayers();
  renderGrid();
  schedule();
}

function setPlayerText(i, text) {
  state.players[i] = text;
  const input = document.querySelector(`#players .player[data-player="${i}"] input`);
  if (input) input.value = text;
}

// --- The range grid

function currentGrid() {
  const i = state.selected;
  if (state.grids[i] === null) state.grids[i] = gridFromText(state.players[i] || "");
  return state.grids[i];
}

function paintCell(cell, weight) {
  cell.classList.toggle("painted", weight > 0);
  cell.style.background = weight > 0 ? `rgba(var(--paint), ${0.25 + 0.75 * weight})` : "";
  cell.dataset.weight = String(weight);
}

function buildGrid() {
  const grid = $("grid");
  for (const cls of CLASSES) {
    const cell = document.createElement("div");
    cell.className = "cell" + (cls.length === 2 ? " pair" : "");
    cell.textContent = cls;
    cell.dataset.cls = cls;
    cell.setAttribute("role", "gridcell");
    grid.append(cell);
  }
  let painting = null; // the weight being painted (0 erases) while a button is down
  const apply = (cell) => {
    if (!cell || !cell.dataset || !cell.dataset.cls || cell.classList.contains("off")) return;
    const g = currentGrid() || new Map();
    state.grids[state.selected] = g;
    if (painting > 0) g.set(cell.dataset.cls, painting);
    else g.delete(cell.dataset.cls);
    paintCell(cell, painting);
  };
  grid.addEventListener("pointerdown", (e) => {
    const cell = e.target.closest(".cell");
    if (!cell) return;
    e.preventDefault();
    if (cell.classList.contains("off")) return; // not in this game's deck
    const weight = Number($("weight").value) / 100;
    const g = currentGrid();
    const now = g ? g.get(cell.dataset.cls) || 0 : 0;
    painting = Math.abs(now - weight) < 1e-9 ? 0 : weight; // the same weight again: erase
    if (!g) $("grid-note").textContent = "Painting replaced the range text.";
    apply(cell);
  });
  grid.addEventListener("pointermove", (e) => {
    if (painting === null) return;
    apply(document.elementFromPoint(e.clientX, e.clientY));
  });
  const finish = () => {
    if (painting === null) return;
    painting = null;
    commitGrid();
  };
  document.addEventListener("pointerup", finish);
  document.addEventListener("pointercancel", finish);
}

function commitGrid() {
  const g = currentGrid() || new Map();
  const text = textFromGrid(g);
  setPlayerText(state.selected, text || "random");
  if (!text) state.grids[state.selected] = new Map();
  renderGrid();
  schedule();
}

function renderGrid() {
  const grid = $("grid");
  const game = gameInfo(state.game);
  grid.classList.toggle("disabled", !game.ranges);
  const g = game.ranges ? currentGrid() : null;
  const note = $("grid-note");
  if (!game.ranges) note.textContent = "Ranges are Hold'em and short deck only: give Omaha players cards or random.";
  else if (g === null) note.textContent = "This player's text is not a list of classes; painting replaces it.";
  else note.textContent = `${combosIn(g).toFixed(1).replace(/\.0$/, "")} combos`;
  if (game.short) note.textContent += ". Short deck: classes with a card below six are not in the deck.";
  for (const cell of grid.children) {
    const off = outOfDeck(state.game, cell.dataset.cls);
    cell.classList.toggle("off", off);
    cell.setAttribute("aria-disabled", String(off));
    paintCell(cell, g ? g.get(cell.dataset.cls) || 0 : 0);
  }
  // The top-X% slider follows the game's ranking (/api/ranking?game=...); Omaha has no ranges.
  $("top").disabled = !game.ranges || !state.rankings[state.game];
  $("top-note").textContent = game.ranges ? "" : "(percentage ranges are for Hold'em and short deck)";
}

function onTopSlider() {
  if ($("top").disabled) return;
  const x = Number($("top").value) / 100;
  $("top-value").textContent = `${$("top").value}%`;
  const weight = Number($("weight").value) / 100;
  const g = new Map();
  const ranked = state.rankings[state.game];
  for (const cls of topClasses(ranked.ranking, x, ranked.total_combos)) g.set(cls, weight);
  state.grids[state.selected] = g;
  commitGrid();
}

// --- Cards

function usedCards() {
  const used = new Map();
  for (const c of normalizeCards(state.board)) used.set(c, "board");
  for (const c of normalizeCards(state.dead)) used.set(c, "dead");
  state.players.forEach((text) => {
    if (/^\s*([2-9tjqka][cdhs]\s*){1,6}$/i.test(text)) for (const c of normalizeCards(text)) used.set(c, "held");
  });
  return used;
}

function buildPicker() {
  const picker = $("picker");
  for (const s of SUITS) {
    for (const r of RANKS) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = `pick ${s}`;
      b.dataset.card = r + s;
      b.textContent = r + SUIT_SIGNS[s];
      b.title = r + s;
      b.addEventListener("click", () => pickCard(r + s));
      picker.append(b);
    }
  }
}

function pickCard(card) {
  const target = document.querySelector('input[name="target"]:checked').value;
  const toggle = (text, limit) => {
    const cards = normalizeCards(text);
    const at = cards.indexOf(card);
    if (at >= 0) cards.splice(at, 1);
    else if (cards.length < limit) cards.push(card);
    return cards.join("");
  };
  if (outOfDeck(state.game, card)) return; // not in this game's deck
  const used = usedCards().get(card);
  if (target === "board" && (!used || used === "board")) state.board = toggle(state.board, 5);
  else if (target === "dead" && (!used || used === "dead")) state.dead = toggle(state.dead, 20);
  else if (target === "player") {
    // The selected player's hole cards: a range or "random" is replaced by the card picked.
    const i = state.selected;
    const text = state.players[i];
    const own = /^\s*([2-9tjqka][cdhs]\s*)+$/i.test(text) ? text : "";
    if (used && !normalizeCards(own).includes(card)) return; // elsewhere already
    setPlayerText(i, toggle(own, gameInfo(state.game).hole) || "random");
    state.grids[i] = null;
    renderGrid();
  } else return;
  $("board").value = state.board;
  $("dead").value = state.dead;
  renderPicker();
  schedule();
}

function renderPicker() {
  const used = usedCards();
  for (const b of $("picker").children) {
    const how = used.get(b.dataset.card);
    b.classList.toggle("board", how === "board");
    b.classList.toggle("dead", how === "dead");
    b.classList.toggle("held", how === "held");
    b.disabled = outOfDeck(state.game, b.dataset.card);
  }
}

// --- Calculation
//
// Every edit starts a new generation: the calculation (and heat map) in flight is aborted, the
// shown result is marked stale at once, and a new calculation follows after the debounce.  Each
// calculation remembers its generation, and every line of its answer, every status message and
// every render is dropped unless that generation is still the newest: an answer to an older input
// can never be shown as the answer to the current one, however the requests interleave.

let timer = null;
let generation = 0; // the newest input's number; bumped by every edit
let running = null; // the AbortController of the equity request in flight
const BUSY_RETRIES = 10; // a 503 (no free slot) is asked again after its Retry-After, this often

function setStale(stale) {
  $("results-section").dataset.stale = String(stale);
}

function abortInFlight() {
  if (running) running.abort();
  running = null;
  abortFollowUps();
}

function schedule() {
  generation += 1; // whatever is in flight now answers an older input
  abortInFlight();
  setStale(true);
  setStatus("waiting…");
  markFollowUpsStale("waiting for the result…");
  clearTimeout(timer);
  timer = setTimeout(calculate, DEBOUNCE_MS);
}

function requestBody() {
  const method = $("method").value;
  return {
    hands: state.players.map((t) => (t.trim() ? t.trim() : "random")),
    board: state.board,
    dead: state.dead,
    game: state.game,
    exact: method === "exact" ? true : method === "mc" ? false : null,
    stream: true,
  };
}

function setStatus(text, { error = false, busy = false, progress = null } = {}) {
  $("status-text").textContent = text;
  $("status").classList.toggle("error", error);
  $("cancel").hidden = !busy;
  const bar = $("progress");
  bar.hidden = progress === null;
  if (progress !== null) bar.value = progress;
}

class Busy extends Error {
  constructor(message, seconds) {
    super(message);
    this.seconds = seconds;
  }
}

function resultStatus(result) {
  const notes = result.notes.length ? " — " + result.notes.join("; ") : "";
  const low = result.low_frequency === undefined ? "" : ` — a low qualifies in ${percent(result.low_frequency, 1)} of deals`;
  return result.summary + low + notes;
}

async function calculate(retries = BUSY_RETRIES) {
  clearTimeout(timer);
  abortInFlight();
  const mine = ++generation;
  const controller = new AbortController();
  running = controller;
  const current = () => mine === generation && !controller.signal.aborted;
  const body = requestBody();
  setStale(true);
  setStatus("calculating…", { busy: true });
  try {
    const response = await fetch("/api/equity", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok) {
      const answer = await response.json().catch(() => ({ error: response.statusText }));
      if (response.status === 503) throw new Busy(answer.error, Number(response.headers.get("Retry-After")) || 1);
      throw new Error(answer.error || response.statusText);
    }
    await readLines(response, (item) => {
      if (!current()) throw new DOMException("replaced by a newer calculation", "AbortError");
      if (item.progress !== undefined) {
        setStatus(`calculating… ${(100 * item.progress).toFixed(0)}% (${item.elapsed.toFixed(1)} s)`,
          { busy: true, progress: item.progress });
        if (item.partial && item.partial.equity.every((e) => e !== null)) renderResult(item.partial, true);
      } else if (item.result) {
        renderResult(item.result, false);
        setStatus(resultStatus(item.result));
        setStale(false); // only here: the complete answer to the newest input
        state.lastResult = item.result;
        scheduleFollowUps(mine);
      } else if (item.error) {
        if (item.status === 503) throw new Busy(item.error, 1);
        throw new Error(item.error);
      }
    });
  } catch (error) {
    if (!current()) return; // replaced by a newer request, or cancelled: say nothing
    if (error instanceof Busy && retries > 0) {
      // The shown result stays stale; the same input is asked again (unless an edit comes first).
      setStatus(`the server is busy: asking again in ${error.seconds} s…`, { busy: true });
      timer = setTimeout(() => { if (mine === generation) calculate(retries - 1); }, 1000 * error.seconds);
      return;
    }
    setStatus(error.message, { error: true });
    markFollowUpsStale("");
  } finally {
    if (running === controller) running = null;
  }
}

async function readLines(response, onItem) {
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let nl;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (line.trim()) onItem(JSON.parse(line));
      }
    }
    if (buffer.trim()) onItem(JSON.parse(buffer));
  } finally {
    reader.cancel().catch(() => {}); // a dropped stream is closed, so the server stops computing
  }
}

function cancel() {
  clearTimeout(timer); // a retry after a busy answer, too
  generation += 1; // nothing of the cancelled run is shown; the shown result stays stale
  abortInFlight();
  setStatus("cancelled");
  markFollowUpsStale("");
}

// --- Follow-ups of a current result, for the player chosen under the results: the heat map
// (its equity per class, /api/breakdown) and the hit report (how its range hits a flop or turn,
// /api/hits).  Each is asked once the result it follows is the newest, and dropped as the
// calculation is when an edit outdates it.

const FOLLOW_UPS = [
  { id: "heat", url: "/api/breakdown", box: "heatmap", status: "heat-status", ask: heatRequest, render: heatAnswer },
  { id: "hits", url: "/api/hits", box: "hits", status: "hits-status", ask: hitsRequest, render: hitsAnswer },
];
const followRunning = new Map(); // follow-up id -> the AbortController of its request in flight
let followTimer = null;

function chosenPlayer() {
  return Number($("heat-player").value);
}

// The request body of each follow-up, or the reason it does not apply here.
function heatRequest(body) {
  if (!gameInfo(state.game).ranges) return "The heat map is for Hold'em and short deck only.";
  return { hands: body.hands, board: body.board, dead: body.dead, game: body.game, player: chosenPlayer() };
}

function hitsRequest(body) {
  if (!gameInfo(state.game).ranges) return "The hit report is for Hold'em and short deck only.";
  const cards = normalizeCards(body.board).length;
  if (cards !== 3 && cards !== 4) return "The hit report needs a flop or a turn (3 or 4 board cards).";
  return { range: body.hands[chosenPlayer()], board: body.board, dead: body.dead, game: body.game };
}

// Each follow-up's drawing; it returns the status line.
function heatAnswer(answer) {
  renderHeatmap(answer);
  return `equity ${percent(answer.equity)} over ${combos(answer.combos.length)}`;
}

function hitsAnswer(answer) {
  renderHits(answer);
  return `player ${chosenPlayer() + 1}'s range: ${combos(Number(answer.combos.toFixed(2)))} on ${answer.board}`;
}

function combos(n) {
  return `${n} combo${n === 1 ? "" : "s"}`;
}

function renderHeatChoices() {
  const select = $("heat-player");
  const keep = Number(select.value) || 0;
  select.replaceChildren();
  state.players.forEach((_, i) => {
    const o = document.createElement("option");
    o.value = String(i);
    o.textContent = `player ${i + 1}`;
    select.append(o);
  });
  select.value = String(Math.min(keep, state.players.length - 1));
}

function markFollowUpsStale(text) {
  for (const f of FOLLOW_UPS) {
    $(f.status).textContent = text;
    $(f.box).dataset.stale = "true";
  }
}

function abortFollowUps() {
  for (const controller of followRunning.values()) controller.abort();
  followRunning.clear();
  clearTimeout(followTimer);
}

// The follow-ups of the result of generation `of` (the newest one when not given).
function scheduleFollowUps(of = generation) {
  clearTimeout(followTimer);
  followTimer = setTimeout(() => FOLLOW_UPS.forEach((f) => followUp(f, of)), 50);
}

async function followUp(f, of) {
  if (of !== generation) return; // its result is no longer the newest
  if (followRunning.has(f.id)) followRunning.get(f.id).abort();
  const box = $(f.box);
  const request = f.ask(requestBody());
  if (typeof request === "string") {
    $(f.status).textContent = request;
    box.replaceChildren();
    return;
  }
  const controller = new AbortController();
  followRunning.set(f.id, controller);
  const current = () => of === generation && followRunning.get(f.id) === controller && !controller.signal.aborted;
  $(f.status).textContent = "calculating…";
  box.dataset.stale = "true";
  try {
    const response = await fetch(f.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    const answer = await response.json();
    if (!current()) return;
    if (!response.ok) throw new Error(answer.error || response.statusText);
    $(f.status).textContent = f.render(answer);
    box.dataset.stale = "false";
    box.dataset.board = answer.board === undefined ? request.board : answer.board;
  } catch (error) {
    if (!current()) return;
    $(f.status).textContent = error.message;
    box.replaceChildren();
  } finally {
    if (followRunning.get(f.id) === controller) followRunning.delete(f.id);
  }
}

// --- Start

function init() {
  buildGrid();
  buildPicker();
  renderPlayers();
  renderGrid();
  renderPicker();
  $("add-player").addEventListener("click", addPlayer);
  $("weight").addEventListener("input", () => { $("weight-value").textContent = `${$("weight").value}%`; });
  $("top").addEventListener("input", onTopSlider);
  $("clear-range").addEventListener("click", () => {
    state.grids[state.selected] = new Map();
    $("top").value = "0";
    $("top-value").textContent = "0%";
    commitGrid();
  });
  const games = $("game");
  for (const g of GAMES) games.append(new Option(g.label, g.name, g.name === state.game, g.name === state.game));
  games.addEventListener("change", () => {
    state.game = games.value;
    loadRanking(state.game);
    renderGrid();
    renderPicker();
    schedule();
  });
  $("method").addEventListener("change", schedule);
  for (const id of ["board", "dead"]) {
    $(id).addEventListener("input", () => {
      state[id] = $(id).value;
      renderPicker();
      schedule();
    });
  }
  $("clear-cards").addEventListener("click", () => {
    state.board = state.dead = "";
    $("board").value = $("dead").value = "";
    renderPicker();
    schedule();
  });
  $("cancel").addEventListener("click", cancel);
  $("heat-player").addEventListener("change", () => {
    // The map shown is another player's now.  A stale result's heat map follows its new
    // answer; a current one's is drawn again now.
    markFollowUpsStale("waiting…");
    if ($("results-section").dataset.stale === "false") scheduleFollowUps();
  });
  loadRanking(state.game);
  calculate();
}

// The game's ranking for the top-X% slider, fetched once per game that has ranges.
function loadRanking(name) {
  if (!gameInfo(name).ranges || state.rankings[name]) return;
  fetch(`/api/ranking?game=${encodeURIComponent(name)}`)
    .then((r) => r.json())
    .then((data) => {
      state.rankings[name] = data;
      renderGrid();
    })
    .catch(() => {});
}

document.addEventListener("DOMContentLoaded", init);
