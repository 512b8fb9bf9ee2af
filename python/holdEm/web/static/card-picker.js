// The card picker: the 52 cards, each click putting one on the board, among the dead cards or in
// the selected player's hand (the radio buttons say which), or taking it back.  A card already
// somewhere else is not taken twice; cards out of the game's deck are disabled.
import { schedule } from "./calculation.js";
import { gameInfo, outOfDeck } from "./games.js";
import { renderGrid } from "./range-grid.js";
import { RANKS, SUITS, SUIT_SIGNS, cardWords, isCardList, normalizeCards } from "./ranges.js";
import { rovingFocus } from "./roving-focus.js";
import { $, setPlayerText, state } from "./state.js";

// Whether a player's text is its cards (at most a hand of the game: more, like AhKh,QcQd in
// Hold'em, is a range of them).
function heldCards(text) {
  return isCardList(text, gameInfo(state.game).hole);
}

// Where each card is now: {place: "board", "dead", or "held" (by a player given as cards), and
// that player's index}.
function usedCards() {
  const used = new Map();
  for (const c of normalizeCards(state.board)) used.set(c, { place: "board" });
  for (const c of normalizeCards(state.dead)) used.set(c, { place: "dead" });
  state.players.forEach((text, player) => {
    if (heldCards(text)) for (const c of normalizeCards(text)) used.set(c, { place: "held", player });
  });
  return used;
}

// A card's place in words, for its button's accessible name.
function placeWords({ place, player }) {
  return place === "held" ? `held by player ${player + 1}` : place === "board" ? "on the board" : "dead";
}

// The 52 cards are one Tab stop, a suit a row, which the arrow keys move (roving-focus.js), as the
// range grid: 52 stops put every card between the board and the results.
export function buildPicker() {
  const picker = $("picker");
  const rows = [...SUITS].map((s) =>
    [...RANKS].map((r) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = `pick ${s}`;
      b.dataset.card = r + s;
      b.textContent = r + SUIT_SIGNS[s];
      b.title = r + s;
      b.addEventListener("click", () => pickCard(r + s));
      picker.append(b);
      return b;
    }),
  );
  rovingFocus(picker, rows);
}

// A pick that cannot be made says why under the picker (and to screen readers); one made clears it.
function pickerNote(text) {
  $("picker-note").textContent = text;
}

function pickCard(card) {
  const target = document.querySelector('input[name="target"]:checked').value;
  // `text` with the card taken back, or added below `limit` cards; null where it is full (`full` says so).
  const toggle = (text, limit, full) => {
    const cards = normalizeCards(text);
    const at = cards.indexOf(card);
    if (at >= 0) cards.splice(at, 1);
    else if (cards.length < limit) cards.push(card);
    else {
      pickerNote(`${full}: take one back first`);
      return null;
    }
    return cards.join("");
  };
  // The note is a live region: the card in words, as its button is named.
  if (outOfDeck(state.game, card)) return pickerNote(`the ${cardWords(card)} is not in this game's deck`);
  const where = usedCards().get(card);
  const used = where?.place;
  const elsewhere = () => pickerNote(`the ${cardWords(card)} is ${placeWords(where)}: take it back there first`);
  if (target === "board") {
    if (used && used !== "board") return elsewhere();
    const board = toggle(state.board, 5, "the board holds 5 cards already");
    if (board === null) return;
    state.board = board;
  } else if (target === "dead") {
    if (used && used !== "dead") return elsewhere();
    const dead = toggle(state.dead, 20, "20 cards are dead already");
    if (dead === null) return;
    state.dead = dead;
  } else if (target === "player") {
    // The selected player's hole cards: a range or "random" is replaced by the card picked.
    const i = state.selected;
    const text = state.players[i];
    const own = heldCards(text) ? text : "";
    if (used && !normalizeCards(own).includes(card)) return elsewhere();
    const hole = gameInfo(state.game).hole;
    const hand = toggle(own, hole, `player ${i + 1} holds ${hole} cards already`);
    if (hand === null) return;
    setPlayerText(i, hand || "random");
    state.grids[i] = null;
    renderGrid();
  } else return;
  pickerNote("");
  $("board").value = state.board;
  $("dead").value = state.dead;
  renderPicker();
  schedule();
}

// Each card's place shows in its look (held: a dashed border, not the colour alone) and in its
// name ("ten of spades, held by player 2"), which screen readers say; the button shows "T♠".
export function renderPicker() {
  const used = usedCards();
  for (const b of $("picker").children) {
    const where = used.get(b.dataset.card);
    const place = where?.place;
    b.classList.toggle("board", place === "board");
    b.classList.toggle("dead", place === "dead");
    b.classList.toggle("held", place === "held");
    // Out of the game's deck: marked, not `disabled`, which would take it out of the arrow keys' path
    // (and the Tab stop with it, where it stood there); a press of it does nothing (pickCard).
    b.setAttribute("aria-disabled", String(outOfDeck(state.game, b.dataset.card)));
    b.setAttribute("aria-label", cardWords(b.dataset.card) + (where ? `, ${placeWords(where)}` : ""));
  }
}
