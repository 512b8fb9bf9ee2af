// The player panels: one line per player (its cards or range text, "Range" to edit it on the
// grid, × to remove it), 2 to MAX_PLAYERS players, or as many as the game deals cards to.
// Typing in a line is an edit like any other.
import { schedule } from "./calculation.js";
import { renderPicker } from "./card-picker.js";
import { renderHeatChoices } from "./follow-ups.js";
import { dealablePlayers, gameInfo } from "./games.js";
import { endTyping, renderGrid } from "./range-grid.js";
import { $, MAX_PLAYERS, setPlayerText, state } from "./state.js";

export function renderPlayers() {
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
    input.addEventListener("input", () => setPlayerRange(i, input.value, { typed: true }));
    input.addEventListener("change", endTyping); // Enter, or leaving the line: the text is complete
    input.addEventListener("focus", () => selectPlayer(i, false));
    const edit = document.createElement("button");
    edit.type = "button";
    edit.textContent = "Range";
    edit.className = "edit-range";
    edit.setAttribute("aria-label", `Edit player ${i + 1}'s range`);
    if (i === state.selected) edit.setAttribute("aria-current", "true"); // the player the grid edits, said
    edit.hidden = !gameInfo(state.game).ranges; // no grid to edit in Omaha: a player is chosen by its line
    edit.addEventListener("click", () => selectPlayer(i, true));
    const remove = document.createElement("button");
    remove.type = "button";
    remove.textContent = "\u00d7";
    remove.className = "remove";
    remove.title = "remove this player";
    remove.setAttribute("aria-label", `Remove player ${i + 1}`);
    remove.disabled = state.players.length <= 2;
    remove.addEventListener("click", () => removePlayer(i));
    li.append(input, edit, remove);
    list.append(li);
  });
  $("add-player").disabled = state.players.length >= mostPlayers();
  $("editing").textContent = `player ${state.selected + 1}`;
  renderHeatChoices();
}

// The player whose range the grid shows and edits.
function selectPlayer(i, focusGrid) {
  if (state.selected === i && !focusGrid) return;
  state.selected = i;
  document.querySelectorAll("#players .player").forEach((li) => {
    const selected = Number(li.dataset.player) === i;
    li.classList.toggle("selected", selected);
    const edit = li.querySelector(".edit-range");
    if (selected) edit.setAttribute("aria-current", "true");
    else edit.removeAttribute("aria-current");
  });
  $("editing").textContent = `player ${i + 1}`;
  renderGrid();
  if (focusGrid) {  // "Range": the keyboard goes to the grid too, not past each further player's controls
    $("grid").scrollIntoView({ block: "nearest" });
    $("grid").querySelector('[tabindex="0"]')?.focus({ preventScroll: true });
  }
}

// Player i's hand or range text is `text`: an edit.  `typed`: the player is typing it in its line
// (shown there already), and the grid asks the server's reading once the typing pauses; else it
// was written whole (by the hit filter, push/fold) and is read at once.
export function setPlayerRange(i, text, { typed = false } = {}) {
  if (typed) state.players[i] = text;
  else setPlayerText(i, text);
  state.grids[i] = null;
  if (i === state.selected) renderGrid({ typed });
  renderPicker();
  schedule();
}

// The most players the page takes in the game chosen (more, as after a switch to PLO6 with eight,
// stay until removed: the server's refusal says how many the game deals to).
function mostPlayers() {
  return Math.min(MAX_PLAYERS, dealablePlayers(state.game));
}

// Where Add player disables itself (the most players), the keyboard's place goes to the new
// player's line, the next thing to fill in, not to the top of the page.
export function addPlayer() {
  if (state.players.length >= mostPlayers()) return;
  const hadFocus = document.activeElement === $("add-player");
  state.players.push("random");
  state.grids.push(null);
  renderPlayers();
  schedule();
  if (hadFocus && $("add-player").disabled) focusPlayerLine(state.players.length - 1);
}

function removePlayer(i) {
  if (state.players.length <= 2) return;
  state.players.splice(i, 1);
  state.grids.splice(i, 1);
  if (i < state.selected) state.selected -= 1; // the grid stays with the same player
  if (state.selected >= state.players.length) state.selected = state.players.length - 1;
  renderPlayers();
  renderGrid();
  schedule();
  focusAfterRemoval(i);
}

// The list was drawn anew, the × pressed with it: the keyboard's place stays where it was, on the
// × of the player that moved up into line i (or of the last one), or on Add player where two are
// left (their × are disabled).
function focusAfterRemoval(i) {
  const removes = document.querySelectorAll("#players .player .remove");
  const next = removes[Math.min(i, removes.length - 1)];
  if (next && !next.disabled) next.focus();
  else $("add-player").focus();
}

// Player i's line takes the focus (it selects the player, as a click in it does).
export function focusPlayerLine(i) {
  const input = document.querySelector(`#players .player[data-player="${i}"] input`);
  if (input) input.focus();
}

// `text` (the hit report's selection) becomes player i's range, and the keyboard's place moves to
// the player's line: the button pressed goes when the report is drawn again.
export function useAsPlayerRange(i, text) {
  setPlayerRange(i, text);
  focusPlayerLine(i);
}
