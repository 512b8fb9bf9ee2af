// Flopzilla's filter on the hit report: tick made hands and draws, see the combos of the range
// in any of them (POST /api/hits with "select"), and make those combos the player's range.
// The ticks apply to the hit report on the page; a new report keeps the ticks of the classes
// it still lists, and using the selection clears them.
import { errorOf, postJson } from "./api-client.js";
import { percent } from "./ranges.js";
import { $ } from "./state.js";

const ticked = new Set(); // the class names ticked, made hands and draws alike
let shown = null; // {answer, player}: the hit report the ticks apply to
let asked = 0; // numbers the selection requests: only the newest one's answer is shown
let usePlayerRange = () => {};

// `use(player, text)` makes the selection a player's range (players.js's setPlayerRange).
export function initHitFilter(use) {
  usePlayerRange = use;
}

export function isTicked(name) {
  return ticked.has(name);
}

export function tick(name, on) {
  if (on) ticked.add(name);
  else ticked.delete(name);
  showSelection();
}

// A new hit report on the page, of `player`'s range.
export function hitsShown(answer, player) {
  shown = { answer, player };
  const listed = new Set([...Object.keys(answer.made), ...Object.keys(answer.draws)]);
  for (const name of [...ticked]) if (!listed.has(name)) ticked.delete(name);
  showSelection();
}

async function showSelection() {
  const mine = ++asked;
  const line = $("hits-selected");
  const use = $("use-selection");
  if (!line || !use || !shown) return;
  use.hidden = true;
  if (ticked.size === 0) {
    line.textContent = "Tick made hands and draws to keep their combos as a range.";
    return;
  }
  const { answer, player } = shown;
  const request = { range: answer.range, board: answer.board, dead: answer.dead, game: answer.game };
  request.select = [...ticked].join(",");
  line.textContent = "selecting…";
  try {
    const response = await postJson("/api/hits", request);
    const failure = response.ok ? null : await errorOf(response);
    const body = response.ok ? await response.json() : null;
    if (mine !== asked) return;
    if (failure) throw failure;
    const { range, combos } = body.selected;
    const share = answer.combos > 0 ? percent(combos / answer.combos, 1) : "0%";
    line.textContent = `${Number(combos.toFixed(2))} combos (${share}) kept: ${range || "none"}`;
    use.textContent = `Use as player ${player + 1}'s range`;
    use.hidden = combos === 0;
    use.onclick = () => {
      ticked.clear();
      usePlayerRange(player, range);
    };
  } catch (error) {
    if (mine === asked) line.textContent = error.message;
  }
}
