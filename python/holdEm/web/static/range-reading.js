// The server's reading of a range text for the grid (POST /api/range): QQ+, A5s-A2s, 15% or
// QQ+,AKo:0.5 as each class's share of its combos, read by the engine's parser, so that the grid
// paints what every calculation reads without a second parser here (ranges.js reads plain class
// lists alone).  Readings are kept per game and text (the short deck's 15% is not Hold'em's).  A
// server without the endpoint (404: older than the page) is not asked again, and the grid keeps
// its own reading of class lists alone, as before.
import { errorOf, postJson } from "./api-client.js";

const KEPT = 200; // readings kept, the oldest dropped first: a player's text as it was typed
const readings = new Map(); // "game\ntext" -> {grid: Map class -> weight, or null, mixed: classes, error: why not}
const asked = new Map(); // "game\ntext" -> the promise of the reading in flight
let missing = false; // the server has no /api/range
let failed = null; // the key whose reading failed last (busy, no answer): not asked again at once

const keyOf = (text, game) => `${game}\n${text}`;

// The reading of `text` in `game`: {grid, mixed, error} (grid null where the server refused the
// text; mixed the classes whose combos it holds at different weights, AhKh alone say, which a
// class's share cannot say), or undefined where none has come.
export function readingOf(text, game) {
  return readings.get(keyOf(text, game));
}

// Whether the reading of `text` is in flight.
export function readingPending(text, game) {
  return asked.has(keyOf(text, game));
}

// Whether asking for the reading of `text` can bring one: not known yet, the server reads ranges,
// and its last try did not fail (asked again once another text has been asked).
export function canAsk(text, game) {
  const key = keyOf(text, game);
  return !missing && !readings.has(key) && key !== failed;
}

// The reading of `text` in `game` (a promise of it; of undefined where none can come), asked of
// the server once however many ask.
export function askReading(text, game) {
  const key = keyOf(text, game);
  if (readings.has(key)) return Promise.resolve(readings.get(key));
  if (!canAsk(text, game)) return Promise.resolve(undefined);
  if (!asked.has(key)) asked.set(key, fetchReading(text, game, key).finally(() => asked.delete(key)));
  return asked.get(key);
}

async function fetchReading(text, game, key) {
  if (failed !== null) failed = null;
  try {
    const response = await postJson("/api/range", { range: text, game });
    if (response.status === 404) {
      missing = true;
      return undefined;
    }
    if (response.ok) {
      const answer = await response.json();
      return keep(key, { grid: gridOf(answer), mixed: answer.mixed || [], error: null });
    }
    if (response.status === 400) {
      return keep(key, { grid: null, mixed: [], error: (await errorOf(response)).message });
    }
  } catch {
    // no answer: as a failure below
  }
  failed = key; // busy or failing: not asked again until another text is (drawing again would loop)
  return undefined;
}

function keep(key, reading) {
  if (readings.size >= KEPT) readings.delete(readings.keys().next().value);
  readings.set(key, reading);
  return reading;
}

// The answer's grid as the page's grids are: class -> weight, the classes the range has.
function gridOf(answer) {
  const grid = new Map();
  answer.classes.forEach((cls, i) => {
    if (answer.grid[i] > 0) grid.set(cls, Math.min(1, answer.grid[i]));
  });
  return grid;
}
