// The heat map's count of weighted combos: each combo the breakdown lists at its range weight
// (AKo:0.5 counts half), as the hit report counts them.  The breakdown's own weights cannot give
// it: they are shares of the deals (the range weight times the opponents' deals the combo leaves).
// The range weights come from the player's text: a class list read here, else the server's
// reading (range-reading.js), whose text writes a class whose combos differ in weight as those
// combos one by one (AhKh,AcKc:0.5), so every other class has its share as each combo's weight.
import { askReading } from "./range-reading.js";
import { classOf, gridFromText, isCardList } from "./ranges.js";

const COMBO_ITEM = /^([2-9TJQKA][shdc])([2-9TJQKA][shdc])(?::([0-9.]+))?$/;

// A combo's two cards in one order, whatever order its text has.
const comboKey = (a, b) => [a, b].sort().join("");

// The weighted count of `combos` (the breakdown's rows, {combo}) in player text `text`, or null
// where the page cannot know the weights (a server without /api/range, a refused text).
export async function weightedCombos(text, game, combos) {
  const t = text.trim();
  // Every combo weighs 1 in "random" and in a player's cards.
  if (t === "" || t.toLowerCase() === "random" || isCardList(t, 2)) return combos.length;
  const local = gridFromText(t);
  const reading = local ? { grid: local, range: "" } : await askReading(t, game);
  if (!reading || !reading.grid) return null;
  const single = new Map(); // combo -> weight, for the classes written combo by combo
  for (const item of reading.range.split(",")) {
    const m = COMBO_ITEM.exec(item.trim());
    if (m) single.set(comboKey(m[1], m[2]), m[3] === undefined ? 1 : Number(m[3]));
  }
  const split = new Set([...single.keys()].map(classOf));
  let sum = 0;
  for (const { combo } of combos) {
    const cls = classOf(combo);
    sum += split.has(cls) ? single.get(comboKey(combo.slice(0, 2), combo.slice(2, 4))) || 0 : reading.grid.get(cls) || 0;
  }
  return sum;
}
