// holdEm equity calculator: the page's behaviour.  Plain JavaScript modules, no build step, no
// libraries; it talks to the JSON API under /api/ (see /openapi.json).  This module builds the
// page and connects its controls; each part lives in its own module:
//   state.js        what the page holds (players, board, dead cards, game) and the request it makes
//   players.js      the player panels
//   range-grid.js   the 13x13 range grid and the top-X% slider (a share as text in Omaha)
//   paint.js        the grid's colours for a painted weight (text that keeps its contrast)
//   range-reading.js the server's reading of range text (QQ+, 15%) as the grid's weights
//   top-share.js    the top-X% slider's reading of a range: its share, or "custom"
//   card-picker.js  the card picker
//   calculation.js  the equity calculation and its life cycle (debounce, stale mark, busy retries)
//   generations.js  the generation numbers that keep answers to older inputs from being shown
//   follow-ups.js   the heat map, hit report and next-card analysis of a current result
//   next-card.js    the next-card analysis of a flop or turn: each card's equity for the player, its outs
//   flop-report.js  the flop report of a preflop spot: equity by flop texture, best and worst flops
//   hand-list.js    the Omaha breakdown: the player's hands as a table that sorts by any column
//   equity-curve.js the breakdown's equity distribution curve (SVG), under the heat map
//   curve-readout.js its read-out: the pointer's or arrow keys' share, combo and equity
//   roving-focus.js the one Tab stop of the range grid and the next-card table, moved by the keys
//   hit-filter.js   the hit report's filter: the combos of the classes ticked, as a range
//   push-fold.js    push/fold: the blinds' all-in or fold equilibrium (chips or ICM), its ranges as players'
//   input-errors.js the server's refusals, shown by the input at fault
//   api-client.js   requests to the API and its streamed answers
//   games.js, ranges.js, results.js: the games, range text and class helpers, drawing results
import { calculate, cancel, schedule } from "./calculation.js";
import { buildPicker, renderPicker } from "./card-picker.js";
import { flopsPlayerChosen, initFlopReport } from "./flop-report.js";
import { markFollowUpsStale, scheduleFollowUps } from "./follow-ups.js";
import { GAMES, topGamesText } from "./games.js";
import { initHitFilter } from "./hit-filter.js";
import { addPlayer, renderPlayers, useAsPlayerRange } from "./players.js";
import { initPushFold, renderPushFoldButtons } from "./push-fold.js";
import { buildGrid, clearRange, forgetReadGrids, loadRanking, onTopSlider, renderGrid } from "./range-grid.js";
import { $, state } from "./state.js";

function init() {
  initHitFilter(useAsPlayerRange);
  initFlopReport();
  initPushFold();
  buildGrid();
  buildPicker();
  renderPlayers();
  renderGrid();
  renderPicker();
  $("add-player").addEventListener("click", addPlayer);
  $("weight").addEventListener("input", () => {
    $("weight-value").textContent = `${$("weight").value}%`;
    $("weight").setAttribute("aria-valuetext", `${$("weight").value}%`); // a share, not the bare number
  });
  $("top").addEventListener("input", onTopSlider);
  $("clear-range").addEventListener("click", clearRange);
  $("top-games").textContent = topGamesText();
  const games = $("game");
  for (const g of GAMES) games.append(new Option(g.label, g.name, g.name === state.game, g.name === state.game));
  games.addEventListener("change", () => {
    state.game = games.value;
    forgetReadGrids();
    loadRanking(state.game);
    renderPlayers(); // how many players the game deals to
    renderGrid();
    renderPicker();
    renderPushFoldButtons();
    schedule();
  });
  $("method").addEventListener("change", () => schedule({ spot: false }));
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
  $("recalculate").addEventListener("click", () => calculate());
  $("heat-player").addEventListener("change", () => {
    // The map shown is another player's now.  A stale result's heat map follows its new
    // answer; a current one's is drawn again now.
    markFollowUpsStale("waiting…");
    if ($("results-section").dataset.stale === "false") scheduleFollowUps();
    flopsPlayerChosen(); // the flop report holds every player's figures: drawn again at once
  });
  loadRanking(state.game);
  calculate();
}

document.addEventListener("DOMContentLoaded", init);
