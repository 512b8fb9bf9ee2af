// Flopzilla's filter on the hit report: tick made hands and draws (in hi-lo also lows and low
// draws), see the combos of the range in any of them (POST /api/hits with "select"), and make
// those combos the player's range.  In Omaha (high and hi-lo) the selection is a list of hands
// (the count, and the first ones the server lists); its range text is those hands one by one
// ("AsAhKsKh,AdAcKdKc": a pattern of every card of a hand means just that hand), which the page
// can send only while the server listed every hand kept and the text fits the server's limit on
// a range (GET /api/status's max_text): past that the button is disabled, with a note saying why.
// The ticks apply to the hit report on the page; a new report keeps the ticks of the classes
// it still lists, and using the selection clears them.
import { errorOf, postJson } from "./api-client.js";
import { gameInfo } from "./games.js";
import { percent } from "./ranges.js";
import { $ } from "./state.js";

const ticked = new Set(); // the class names ticked, made hands, draws and lows alike
let shown = null; // {answer, player}: the hit report the ticks apply to
let asked = 0; // numbers the selection requests: only the newest one's answer is shown
let usePlayerRange = () => {};

// `use(player, text)` makes the selection a player's range (players.js's useAsPlayerRange, which
// moves the focus to the player's line: the button goes when the report is drawn again).
export function initHitFilter(use) {
  usePlayerRange = use;
}

// The report went stale (an edit, a new report on its way): its selection may not be taken as a
// range until the new report's own selection is shown.
export function selectionStale() {
  ++asked; // (a selection still on its way answers the old report)
  const use = $("use-selection");
  if (use) use.disabled = true;
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
  const classes = [answer.made, answer.draws, answer.lows || {}, answer.low_draws || {}];
  const listed = new Set(classes.flatMap(Object.keys));
  for (const name of [...ticked]) if (!listed.has(name)) ticked.delete(name);
  showSelection();
}

async function showSelection() {
  const mine = ++asked;
  const line = $("hits-selected");
  const use = $("use-selection");
  const hands = $("hits-hands");
  const note = $("use-note");
  if (!line || !use || !hands || !note || !shown) return;
  use.hidden = hands.hidden = note.hidden = true;
  use.disabled = false;
  const { answer, player } = shown;
  const asText = gameInfo(answer.game).ranges; // whether a selection is range text the player can take
  if (ticked.size === 0) {
    line.textContent = asText
      ? "Tick made hands and draws to keep their combos as a range."
      : `Tick ${answer.lows ? "made hands, draws and lows" : "made hands and draws"} to list the hands `
        + "that have them and keep them as a range.";
    return;
  }
  // The report's dead cards hold the other players' cards too (follow-ups.js), so the selection
  // leaves out the same combos the report did.
  const request = { range: answer.range, board: answer.board, dead: answer.dead, game: answer.game };
  request.select = [...ticked].join(",");
  line.textContent = "selecting…";
  try {
    const response = await postJson("/api/hits", request);
    const failure = response.ok ? null : await errorOf(response);
    const body = response.ok ? await response.json() : null;
    if (mine !== asked) return;
    if (failure) throw failure;
    const selected = body.selected;
    const share = answer.combos > 0 ? percent(selected.combos / answer.combos, 1) : "0%";
    use.textContent = `Use as player ${player + 1}'s range`;
    let range = selected.range;
    if (range === undefined) {
      showHands(selected, share, line, hands);
      range = selected.hands.join(",");
      const why = await whyNotText(selected, range);
      if (mine !== asked) return;
      // The button shows once its state is known (the tests wait for it, then read that state).
      use.hidden = selected.combos === 0;
      use.disabled = why !== null;
      note.textContent = why || "";
      note.hidden = use.hidden || why === null;
      if (why !== null) {
        use.onclick = null;
        return;
      }
    } else {
      use.hidden = selected.combos === 0;
      line.textContent = `${Number(selected.combos.toFixed(2))} combos (${share}) kept: ${range || "none"}`;
    }
    use.onclick = () => {
      ticked.clear();
      usePlayerRange(player, range);
    };
  } catch (error) {
    if (mine === asked) line.textContent = error.message;
  }
}

let maxText = null; // the server's limit on a range's characters (asked once)

// Why an Omaha selection cannot be the player's range (null when it can): the server did not list
// every hand (the rest have no text on the page), or their text is longer than a range may be.
async function whyNotText(selected, text) {
  const n = selected.combos;
  if (selected.more > 0) {
    return `Too large to use as a range: the page has the text of the first ${selected.hands.length} `
      + `of the ${n} hands only. Tick fewer classes or narrow the range.`;
  }
  if (maxText === null) {
    const response = await fetch("/api/status");
    if (!response.ok) throw await errorOf(response);
    maxText = (await response.json()).max_text;
  }
  if (text.length > maxText) {
    return `Too large to use as a range: ${n} hands make ${text.length} characters of range text, more than `
      + `the ${maxText} the server takes. Tick fewer classes or narrow the range.`;
  }
  return null;
}

// An Omaha selection: how many hands are kept, and the ones the server listed (the first ones).
function showHands(selected, share, line, hands) {
  const n = selected.combos;
  line.textContent = `${n} hand${n === 1 ? "" : "s"} (${share}) kept` + (n === 0 ? ": none" : ":");
  hands.dataset.count = String(n);
  hands.textContent = selected.hands.join(" ") + (selected.more > 0 ? ` … and ${selected.more} more` : "");
  hands.hidden = n === 0;
}
