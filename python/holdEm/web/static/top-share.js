// The top-X% slider's reading of the selected player's range: the slider shows a share only where
// the range is one, and says "custom" where it is not, so that it never contradicts the text.
// Pure functions, no page state (range-grid.js applies the reading after every change).
import { topClasses } from "./ranges.js";

// A top share alone, as the library reads it in every ranked game (Hold'em, short deck, PLO4,
// PLO5 and their hi-lo games): digits with at most one decimal point, then '%', spaces around
// (the library reads "33.3 %" as two items, so neither does this).  Hold'em's reader takes a few
// more spellings of the number ("+15%", "1.5e1%"); those read as custom here, which is the safe side.
const SHARE = /^\s*(\d+(?:\.\d*)?|\.\d+)%\s*$/;

// The share of `text` in percent when it is exactly one top share the library accepts (above 0,
// at most 100), else null.
export function topShareOf(text) {
  const m = SHARE.exec(text);
  if (!m) return null;
  const share = Number(m[1]);
  return share > 0 && share <= 100 ? share : null;
}

// Whether `text` is every hand: "random" in any case, blank (sent as random), or "*" in Omaha.
function isRandom(text, game) {
  const t = text.trim().toLowerCase();
  return t === "" || t === "random" || (!game.ranges && t === "*");
}

// The slider's positions (min, min + step, ... max) as numbers without rounding drift.
function positions(slider) {
  const count = Math.round((slider.max - slider.min) / slider.step);
  return Array.from({ length: count + 1 }, (_, i) => Number((slider.min + i * slider.step).toFixed(6)));
}

// The slider position of a Hold'em or short-deck grid that is exactly what the slider paints:
// the first classes of the ranking, all at one weight.  The current position if it paints those
// classes, else the one nearest their share of the combos; null where no position paints them.
function prefixPosition(grid, ranked, slider) {
  const weights = new Set(grid.values());
  const k = grid.size;
  if (k === 0 || weights.size !== 1) return null;
  const top = ranked.ranking.slice(0, k);
  if (top.length < k || !top.every((r) => grid.has(r.hand_class))) return null;
  const share = (100 * top.reduce((sum, r) => sum + r.combos, 0)) / ranked.total_combos;
  const paints = (v) => topClasses(ranked.ranking, v / 100, ranked.total_combos).length === k;
  if (paints(slider.value)) return { value: slider.value, weight: [...weights][0] };
  const fits = positions(slider).filter(paints);
  if (fits.length === 0) return null;
  const nearest = fits.reduce((a, b) => (Math.abs(b - share) < Math.abs(a - share) ? b : a));
  return { value: nearest, weight: [...weights][0] };
}

// What the slider shows for a player's `text` in `game` (games.js entry): {value, label, describes}.
//   grid: the text as a grid (Map class -> weight) in a game with ranges, or null;
//   ranked: the game's ranking from /api/ranking (Hold'em and short deck), once it has come;
//   slider: {value, min, max, step}, the slider as it stands.
// describes: whether the slider's position is the range; where it is not, the slider stays where
// it was and the label says "custom" (moving the slider replaces the range, as it always has).
export function topReading(text, game, grid, ranked, slider) {
  const custom = { value: slider.value, label: "custom", describes: false };
  if (!game.top) return { value: slider.value, label: "–", describes: false }; // no slider here
  // "random" is every hand, and the slider's zero end writes it ("no share": no restriction), so
  // it reads back there; the label names it, since "0%" would read as no hand at all.
  if (isRandom(text, game)) return { value: slider.min, label: "random", describes: true };
  const share = topShareOf(text);
  if (share !== null) {
    // The nearest position, but never the zero end (which is random) for a share above 0; the
    // label keeps the share typed, which the position only rounds.
    const stepped = Math.round(share / slider.step) * slider.step;
    const value = Math.min(slider.max, Math.max(slider.min + slider.step, stepped));
    return { value: Number(value.toFixed(6)), label: `${share}%`, describes: true };
  }
  if (!grid || !ranked) return custom;
  const prefix = prefixPosition(grid, ranked, slider);
  if (!prefix) return custom;
  const weight = prefix.weight >= 0.999 ? "" : ` at weight ${Number((100 * prefix.weight).toFixed(1))}%`;
  return { value: prefix.value, label: `${prefix.value}%${weight}`, describes: true };
}
