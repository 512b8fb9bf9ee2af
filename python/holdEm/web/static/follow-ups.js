// Follow-ups of a current result, for the player chosen under the results: the heat map (its
// equity per class, /api/breakdown; in Omaha, whose hands have no grid, the list of hand-list.js)
// with the equity distribution curve of the same answer (equity-curve.js)
// and the hit report (how its range hits a flop, turn or river, /api/hits, with the filter of
// hit-filter.js; in the games flagged `hits`, in hi-lo with the low half) and the next-card analysis
// of a flop or turn (each card that can come, the player's equity after it and its outs,
// /api/nextcard, drawn by next-card.js; every game).  Each is asked once the
// result it follows is the newest, and dropped as the calculation is when an edit outdates it
// (see generations.js).
import { errorOf, postJson } from "./api-client.js";
import { renderCurve } from "./equity-curve.js";
import { gameInfo } from "./games.js";
import { clearHandList, renderHandList } from "./hand-list.js";
import { hitsShown, isTicked, selectionStale, tick } from "./hit-filter.js";
import { isNewest, newestGeneration } from "./generations.js";
import { nextCardRequest, renderNextCard } from "./next-card.js";
import { counted, isCardList, normalizeCards, percent } from "./ranges.js";
import { margin, renderHeatmap, renderHits } from "./results.js";
import { $, requestBody, state } from "./state.js";

const FOLLOW_UPS = [
  { id: "heat", url: "/api/breakdown", boxes: ["heatmap", "curve"], status: "heat-status", ask: heatRequest, render: heatAnswer },
  // (a stale report's selection is not the new spot's: its "use as range" waits for the new report)
  { id: "hits", url: "/api/hits", boxes: ["hits"], status: "hits-status", ask: hitsRequest, render: hitsAnswer,
    onStale: selectionStale },
  { id: "next", url: "/api/nextcard", boxes: ["nextcard"], status: "nextcard-status", ask: nextCardRequest,
    render: (answer) => renderNextCard(answer, chosenPlayer()) },
];
const followRunning = new Map(); // follow-up id -> the AbortController of its request in flight
let followTimer = null;

function chosenPlayer() {
  return Number($("heat-player").value);
}

// The request body of each follow-up, or the reason it does not apply here.
function heatRequest(body) {
  const info = gameInfo(state.game);
  $("heat-title").textContent = info.ranges ? "Equity per hand class" : "Equity per hand";
  // Omaha's hand list is heads-up, each player a range or a whole hand (the server refuses the rest:
  // asked anyway, every Omaha spot against the page's own "random" logged a refusal).
  const partial = (text) => text.trim().toLowerCase() === "random"
    || (isCardList(text) && normalizeCards(text).length < info.hole);
  if (!info.ranges && (body.hands.length !== 2 || body.hands.some(partial))) {
    return "In Omaha the hand list is heads-up, each player a range or all its cards (not random or part of a hand).";
  }
  return { hands: body.hands, board: body.board, dead: body.dead, game: body.game, player: chosenPlayer() };
}

function hitsRequest(body) {
  if (!gameInfo(state.game).hits) {
    return "This game has no hit report.";
  }
  const cards = normalizeCards(body.board).length;
  if (cards < 3) return "The hit report needs a flop, a turn or a river (3 to 5 board cards).";
  const player = chosenPlayer();
  const dead = [...normalizeCards(body.dead), ...othersCards(body, player)].join("");
  return { range: body.hands[player], board: body.board, dead, game: body.game };
}

// The cards the other players hold for sure (their text is cards alone, as many as the game deals
// at most, in any game): the range cannot hold them, so the report takes them out as dead cards,
// as the equity does.  A range of the other players (QQ+, AA:xxyy) removes nothing.
function othersCards(body, player) {
  const hole = gameInfo(body.game).hole;
  return body.hands.flatMap((text, i) => (i !== player && isCardList(text, hole) ? normalizeCards(text) : []));
}

// Each follow-up's drawing; it returns the status line (or a promise of it).
function heatAnswer(answer) {
  renderCurve(answer);
  if (answer.by_class === undefined) {
    renderHandList(answer);
    const listed = answer.more > 0 ? `; the ${answer.combos.length} of the most equity listed` : "";
    return `equity ${percent(answer.equity)} over ${counted(answer.total, "hand")}${listed}`;
  }
  clearHandList();
  renderHeatmap(answer);
  // Weighted, as the hit report counts (AKo:0.5 counts half): the server's count of its combos by
  // the range's weights (an older server's answer has none: the combos listed).
  const weighted = answer.range_combos;
  const count = weighted === undefined ? answer.combos.length : Number(weighted.toFixed(2));
  // Sampled figures say so, with the equity's standard error (an older server's answer has
  // none), and why where the server chose to sample (its notes).
  const sampled = answer.exact === false;
  const error = sampled && answer.stderr > 0 ? margin(answer.stderr) : "";
  const how = sampled ? " (estimated by Monte Carlo)" : "";
  const notes = (answer.notes || []).map((note) => ` ${note}.`).join("");
  return `equity ${percent(answer.equity)}${error} over ${counted(count, "combo")}${how}${notes}`;
}

// In Hold'em and short deck the report counts weighted combos; in Omaha hands, each weighing 1.
function hitsAnswer(answer) {
  renderHits(answer, { isTicked, tick });
  hitsShown(answer, chosenPlayer());
  const unit = gameInfo(state.game).ranges ? "combo" : "hand";
  // On the river no card is to come: the report has made hands only (its draws are all 0).
  const river = normalizeCards(answer.board).length === 5 ? "; no draws on the river" : "";
  const others = othersCards(requestBody(), chosenPlayer());
  const removed = others.length ? `; other players' cards removed (${others.join("")})` : "";
  return `player ${chosenPlayer() + 1}'s range: ${counted(Number(answer.combos.toFixed(2)), unit)} on ${answer.board}`
    + `${removed}${river}`;
}

// The choice of player under the results, one option per player (kept when it still exists).
export function renderHeatChoices() {
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

export function markFollowUpsStale(text) {
  for (const f of FOLLOW_UPS) {
    $(f.status).textContent = text;
    for (const box of f.boxes) $(box).dataset.stale = "true";
    f.onStale?.();
  }
}

export function abortFollowUps() {
  for (const controller of followRunning.values()) controller.abort();
  followRunning.clear();
  clearTimeout(followTimer);
}

// The follow-ups of the result of generation `of` (the newest one when not given).
export function scheduleFollowUps(of = newestGeneration()) {
  clearTimeout(followTimer);
  followTimer = setTimeout(() => FOLLOW_UPS.forEach((f) => followUp(f, of)), 50);
}

async function followUp(f, of) {
  if (!isNewest(of)) return; // its result is no longer the newest
  if (followRunning.has(f.id)) followRunning.get(f.id).abort();
  // Each box the follow-up draws in (the same answer's pictures), marked and cleared together.
  const boxes = f.boxes.map((id) => $(id));
  const request = f.ask(requestBody());
  if (typeof request === "string") {
    $(f.status).textContent = request;
    for (const box of boxes) box.replaceChildren();
    return;
  }
  const controller = new AbortController();
  followRunning.set(f.id, controller);
  const current = () => isNewest(of) && followRunning.get(f.id) === controller && !controller.signal.aborted;
  $(f.status).textContent = "calculating…";
  for (const box of boxes) box.dataset.stale = "true";
  f.onStale?.();
  try {
    const response = await postJson(f.url, request, controller.signal);
    const answer = response.ok ? await response.json() : null;
    const failure = response.ok ? null : await errorOf(response);
    if (!current()) return;
    if (failure) throw failure;
    const said = f.render(answer);
    $(f.status).textContent = said;
    for (const box of boxes) {
      box.dataset.stale = "false";
      box.dataset.board = answer.board === undefined ? request.board : answer.board;
    }
  } catch (error) {
    if (!current()) return;
    $(f.status).textContent = error.message;
    for (const box of boxes) box.replaceChildren();
  } finally {
    if (followRunning.get(f.id) === controller) followRunning.delete(f.id);
  }
}
