// The card picker: the 52 cards, each click putting one on the board, among the dead cards or in
// the selected player's hand (the radio buttons say which), or taking it back.  A card already
// somewhere else is not taken twice; cards out of the game's deck are disabled.
import { schedule } from "./calculation.js";
import { gameInfo, outOfDeck } from "./games.js";
import { renderGrid } from "./range-grid.js";
import { RANKS, SUITS, SUIT_SIGNS, isCardList, normalizeCards } from "./ranges.js";
import { $, setPlayerText, state } from "./state.js";

// Whether a player's text is its cards (at most a hand of the game: more, like AhKh,QcQd in
// Hold'em, is a range of them).
function heldCards(text) {
  return isCardList(text, gameInfo(state.game).hole);
}

// Where each card is now: "board", "dead", or "held" (by a player given as cards).
function usedCards() {
  const used = new Map();
  for (const c of normalizeCards(state.board)) used.set(c, "board");
  for (const c of normalizeCards(state.dead)) used.set(c, "dead");
  state.players.forEach((text) => {
    if (heldCards(text)) for (const c of normalizeCards(text)) used.set(c, "held");
  });
  return used;
}

export function buildPicker() {
  const picker = $("picker");
  for (const s of SUITS) {
    for (const r of RANKS) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = `pick ${s}`;
      b.dataset.card = r + s;
      b.textContent = r + SUIT_SIGNS[s];
      b.title = r + s;
      b.addEventListener("click", () => pickCard(r + s));
      picker.append(b);
    }
  }
}

function pickCard(card) {
  const target = document.querySelector('input[name="target"]:checked').value;
  const toggle = (text, limit) => {
    const cards = normalizeCards(text);
    const at = cards.indexOf(card);
    if (at >= 0) cards.splice(at, 1);
    else if (cards.length < limit) cards.push(card);
    return cards.join("");
  };
  if (outOfDeck(state.game, card)) return; // not in this game's deck
  const used = usedCards().get(card);
  if (target === "board" && (!used || used === "board")) state.board = toggle(state.board, 5);
  else if (target === "dead" && (!used || used === "dead")) state.dead = toggle(state.dead, 20);
  else if (target === "player") {
    // The selected player's hole cards: a range or "random" is replaced by the card picked.
    const i = state.selected;
    const text = state.players[i];
    const own = heldCards(text) ? text : "";
    if (used && !normalizeCards(own).includes(card)) return; // elsewhere already
    setPlayerText(i, toggle(own, gameInfo(state.game).hole) || "random");
    state.grids[i] = null;
    renderGrid();
  } else return;
  $("board").value = state.board;
  $("dead").value = state.dead;
  renderPicker();
  schedule();
}

export function renderPicker() {
  const used = usedCards();
  for (const b of $("picker").children) {
    const how = used.get(b.dataset.card);
    b.classList.toggle("board", how === "board");
    b.classList.toggle("dead", how === "dead");
    b.classList.toggle("held", how === "held");
    b.disabled = outOfDeck(state.game, b.dataset.card);
  }
}
