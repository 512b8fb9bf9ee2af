// The server's reading of a range text for the grid (POST /api/range): QQ+, A5s-A2s, 15% or
// QQ+,AKo:0.5 as each class's share of its combos, read by the engine's parser, so that the grid
// paints what every calculation reads without a second parser here (ranges.js reads plain class
// lists alone).  Readings are kept per game and text (the short deck's 15% is not Hold'em's).  A
// server without the endpoint (404: older than the page) is not asked again, and the grid keeps
// its own reading of class lists alone, as before.
import { errorOf, postJson } from "./api-client.js";

const KEPT = 200; // readings kept, the oldest dropped first: a player's text as it was typed
const readings = new Map(); // "game\ntext" -> {grid: Map class -> weight, or null, error: why not}
let missing = false; // the server has no /api/range
let asking = null; // {key, controller} of the reading in flight
let failed = null; // the key whose reading failed last (busy, no answer): not asked again at once

const keyOf = (text, game) => `${game}\n${text}`;

// The reading of `text` in `game`: {grid, error} (grid null where the server refused the text), or
// undefined where none has come (not asked yet, in flight, or the server cannot read ranges).
export function readingOf(text, game) {
  return readings.get(keyOf(text, game));
}

// Whether the reading of `text` is in flight.
export function readingPending(text, game) {
  return asking !== null && asking.key === keyOf(text, game);
}

// Asks the server for the reading of `text` in `game`, unless it is known or in flight; calls
// `onRead()` once it has come.  A reading asked before (of an older text) is dropped: only the
// text shown on the grid matters.
export async function askReading(text, game, onRead) {
  const key = keyOf(text, game);
  if (missing || readings.has(key) || key === failed || (asking && asking.key === key)) return;
  if (asking) asking.controller.abort();
  failed = null;
  const controller = new AbortController();
  asking = { key, controller };
  try {
    const response = await postJson("/api/range", { range: text, game }, controller.signal);
    if (response.status === 404) missing = true;
    else if (response.ok) keep(key, { grid: gridOf(await response.json()), error: null });
    else if (response.status === 400) keep(key, { grid: null, error: (await errorOf(response)).message });
    else failed = key; // busy or failing: asked again once the text changes (drawing again would loop)
  } catch (error) {
    if (error.name === "AbortError") return; // dropped for a newer text
    failed = key; // no answer
  } finally {
    if (asking && asking.controller === controller) asking = null;
  }
  onRead(); // after the finally: the reading is no longer in flight
}

function keep(key, reading) {
  if (readings.size >= KEPT) readings.delete(readings.keys().next().value);
  readings.set(key, reading);
}

// The answer's grid as the page's grids are: class -> weight, the classes the range has.
function gridOf(answer) {
  const grid = new Map();
  answer.classes.forEach((cls, i) => {
    if (answer.grid[i] > 0) grid.set(cls, Math.min(1, answer.grid[i]));
  });
  return grid;
}
