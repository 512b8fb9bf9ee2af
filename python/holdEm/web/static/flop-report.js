// The flop report of a preflop spot (POST /api/flops): the chosen player's equity on every flop,
// summed by texture (suits, pairing, high card, straight possible), how often its range makes each
// hand and draw on the flop, and its best and worst flops.
// Offered only preflop (no board) in the games flagged `flops` (Hold'em, short deck); asked by its
// button, since a range against a range takes seconds: it is streamed, and its progress bar and
// status say the share of the flops done so far.  Every edit aborts the report in flight (which
// ends the stream, and the server's work) and marks the one shown stale (data-stale) until it is
// asked again; choosing another player under the results draws the same answer for that player
// (it holds every player's figures).  Screen readers hear its progress, end or failure from the
// polite line of announcer.js.
import { announce, progressAnnouncer } from "./announcer.js";
import { postJson, streamedResult } from "./api-client.js";
import { isBusy, setBusy } from "./busy-button.js";
import { gameInfo } from "./games.js";
import { showInputError } from "./input-errors.js";
import { percent } from "./ranges.js";
import { cellOf } from "./results.js";
import { $, requestBody, state } from "./state.js";

// The textures in the order shown, each with its table's caption and how a label reads in it.
const TEXTURES = [
  { by: "suits", caption: "Suits", label: (l) => l },
  { by: "pairing", caption: "Pairing", label: (l) => l },
  { by: "straight", caption: "Straight", label: (l) => l },
  { by: "high", caption: "High card", label: (l) => `${l} high` },
];
const OUTDATED = "outdated by an edit: ask again";
const announcer = progressAnnouncer("flop report");

let edits = 0; // counts the edits: an answer is drawn only if none came since it was asked
let running = null; // the AbortController of the report in flight
let shown = null; // the answer drawn, kept to draw it for another player

function offered() {
  return state.board.trim() === "" && gameInfo(state.game).flops;
}

// `progress`: the share of the flops done, shown by the bar (indeterminate until the first comes).
function setStatus(text, { error = false, busy = false, progress = null } = {}) {
  $("flops-text").textContent = text;
  $("flops-text").classList.toggle("error", error);
  const bar = $("flops-progress");
  bar.hidden = !busy;
  if (progress === null) bar.removeAttribute("value");
  else bar.value = progress;
  // Its Cancel hides when the report ends or is cancelled: the focus it had goes to the button
  // that asks for the report, not to the top of the page.
  const cancelHadFocus = document.activeElement === $("flops-cancel");
  $("flops-cancel").hidden = !busy;
  setBusy($("flops-run"), busy);
  if (cancelHadFocus && !busy) $("flops-run").focus();
}

// The report in flight is over: stopped by an edit or Cancel (aborting its stream stops the server).
function stop() {
  if (running) running.abort();
  running = null;
}

// An edit: the report shown (and the one in flight) answer an older input now.
export function flopsEdited() {
  edits += 1;
  stop();
  $("flops-panel").hidden = !offered();
  $("flops").dataset.stale = "true";
  setStatus(shown ? OUTDATED : "");
}

// The player chosen under the results changed: the same answer, drawn for that player.
export function flopsPlayerChosen() {
  if (!shown) return;
  const summary = drawReport(shown);
  if (running) return; // the status line says how far the report in flight has got
  setStatus($("flops").dataset.stale === "true" ? OUTDATED : summary);
}

export function initFlopReport() {
  $("flops-run").addEventListener("click", () => {
    if (!isBusy($("flops-run"))) askReport(); // not while one runs
  });
  $("flops-cancel").addEventListener("click", () => {
    stop();
    setStatus("cancelled");
    announce("flop report cancelled");
  });
  $("flops-panel").hidden = !offered();
}

async function askReport() {
  stop();
  const asked = edits;
  const body = requestBody();
  const request = { hands: body.hands, dead: body.dead, game: body.game, stream: true };
  const controller = new AbortController();
  running = controller;
  const mine = () => edits === asked && running === controller;
  setStatus("calculating every flop…", { busy: true });
  announcer.start();
  try {
    const response = await postJson("/api/flops", request, controller.signal);
    const answer = await streamedResult(response, (item) => {
      if (!mine()) throw new DOMException("outdated by an edit, or cancelled", "AbortError");
      setStatus(`calculating… ${(100 * item.progress).toFixed(0)}% of the flops (${item.elapsed.toFixed(1)} s)`,
        { busy: true, progress: item.progress });
      announcer.progress(item.progress);
    });
    if (!mine()) return;
    running = null;
    shown = answer;
    const summary = drawReport(answer);
    setStatus(summary);
    announce(summary);
    $("flops").dataset.stale = "false";
  } catch (error) {
    if (!mine()) return; // an edit or Cancel stopped it (and said so), or an edit outdated it
    running = null;
    setStatus(error.message, { error: true });
    showInputError(error.message, error.field, error.index);
    announce(error.message);
  }
}

function chosenPlayer(answer) {
  const p = Number($("heat-player").value) || 0;
  return Math.min(p, answer.hands.length - 1);
}

// Draws the answer for the chosen player and returns its status line.
function drawReport(answer) {
  const p = chosenPlayer(answer);
  const box = $("flops");
  box.replaceChildren();
  box.dataset.player = String(p);
  box.dataset.hands = answer.hands.join(" v ");
  box.dataset.dead = answer.dead;
  box.dataset.game = answer.game;
  box.dataset.equity = String(answer.equity[p]);
  const how = answer.exact ? "exact" : "estimated";
  const textures = document.createElement("div");
  textures.className = "flop-textures";
  for (const t of TEXTURES) textures.append(textureTable(t, answer.groups[t.by], p));
  const hits = document.createElement("div");
  hits.className = "flop-textures";
  for (const kind of ["made", "draws"]) hits.append(hitsTable(kind, answer.hit_classes[kind], answer.hits[p]));
  box.append(textures, hits, flopTable("best", `Best flops for player ${p + 1}`, answer.best[p], p),
    flopTable("worst", `Worst flops for player ${p + 1}`, answer.worst[p], p));
  const notes = answer.notes.length ? " — " + answer.notes.join("; ") : "";
  return `player ${p + 1} (${answer.hands[p]}): preflop equity ${percent(answer.equity[p])} over ` +
    `${answer.classes.toLocaleString("en")} classes of flops, ${how}, in ${answer.elapsed.toFixed(1)} s${notes}`;
}

function headRow(...names) {
  const row = document.createElement("tr");
  for (const name of names) {
    const th = cellOf("th", name);
    th.scope = "col";
    row.append(th);
  }
  return row;
}

function captioned(caption, className) {
  const table = document.createElement("table");
  table.className = className;
  table.createCaption().textContent = caption;
  return table;
}

// A share of 0..1 as a percentage with a bar as wide as it.
function shareCell(share) {
  const cell = cellOf("td", percent(share, 1));
  const bar = document.createElement("span");
  bar.className = "hit-bar";
  bar.style.width = `${Math.max(0, Math.min(1, share)) * 5}rem`;
  cell.prepend(bar);
  return cell;
}

// One texture's groups: the label, how often its flops come (with a bar) and the player's equity.
function textureTable(texture, groups, p) {
  const table = captioned(texture.caption, "flop-groups");
  table.dataset.by = texture.by;
  table.createTHead().append(headRow(texture.caption.toLowerCase(), "how often", "equity"));
  const rows = table.createTBody();
  for (const g of groups) {
    const row = document.createElement("tr");
    row.dataset.label = g.label;
    row.dataset.frequency = String(g.frequency);
    row.dataset.equity = String(g.equity[p]);
    const label = cellOf("th", texture.label(g.label));
    label.scope = "row";
    row.append(label, shareCell(g.frequency), cellOf("td", percent(g.equity[p], 1)));
    rows.append(row);
  }
  return table;
}

// How often the player's range makes each hand (or each draw) on the flop, over all flops, as
// Flopzilla counts; the classes no flop gives are left out.
function hitsTable(kind, classes, shares) {
  const caption = kind === "made" ? "Made on the flop" : "Draws on the flop";
  const table = captioned(caption, "flop-hits");
  table.dataset.hits = kind;
  table.createTHead().append(headRow(kind === "made" ? "hand" : "draw", "how often"));
  const rows = table.createTBody();
  for (const name of classes.filter((c) => shares[c] > 0)) {
    const row = document.createElement("tr");
    row.dataset.label = name;
    row.dataset.share = String(shares[name]);
    const label = cellOf("th", name);
    label.scope = "row";
    row.append(label, shareCell(shares[name]));
    rows.append(row);
  }
  return table;
}

// The player's best or worst flops: each class's flop, its texture and the player's equity on it.
function flopTable(kind, caption, flops, p) {
  const table = captioned(caption, "flop-list");
  table.dataset.kind = kind;
  table.createTHead().append(headRow("flop", "texture", "equity"));
  const rows = table.createTBody();
  for (const f of flops) {
    const row = document.createElement("tr");
    row.dataset.flop = f.flop;
    row.dataset.equity = String(f.equity[p]);
    const flop = cellOf("th", f.flop);
    flop.scope = "row";
    row.append(flop, cellOf("td", `${f.suits}, ${f.pairing}`), cellOf("td", percent(f.equity[p], 1)));
    rows.append(row);
  }
  return table;
}
