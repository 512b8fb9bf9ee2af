// The next-card analysis of a flop or a turn (POST /api/nextcard, holdEm.next_card): for the
// player chosen under the results, each card that can come next with the player's equity after
// it, as a table of the game's ranks (columns, ace first) by suits (rows), each cell coloured as
// the heat map colours an equity; the player's outs (the answer's `outs`, NextCard.outs: the
// cards after which the player leads, none when it leads now) outlined; and the summary line.
// The cells are one Tab stop (a roving tabindex: the arrow keys, Home and End move); the cell
// pointed at or focused is described in an aria-live line under the table, as its tip says.
import { outOfDeck } from "./games.js";
import { RANKS, SUITS, SUIT_NAMES, SUIT_SIGNS, cardWords, counted, normalizeCards, percent } from "./ranges.js";
import { cellOf, heatColour } from "./results.js";
import { rovingFocus } from "./roving-focus.js";
import { $ } from "./state.js";


// The request body, or the reason the analysis does not apply to this board.
export function nextCardRequest(body) {
  const cards = normalizeCards(body.board).length;
  if (cards === 5) return "On the river no card is to come: the next-card analysis is of a flop or a turn.";
  if (cards < 3) return "The next-card analysis needs a flop or a turn (3 or 4 board cards).";
  return { hands: body.hands, board: body.board, dead: body.dead, game: body.game };
}

// The chance that the player's equity rises with the next card: the weights (each card's chance to
// come, as NextCard weighs them) of the cards after which it is above the equity now.  (The mean
// after the next card would say nothing: the weights make it the equity now.)
function chanceToRise(answer, player, now) {
  let rising = 0, weights = 0;
  for (const c of answer.cards) {
    if (c.equity[player] > now) rising += c.weight;
    weights += c.weight;
  }
  return weights > 0 ? rising / weights : null;
}

// Why a card of the deck cannot come next: on the board, dead, or in a player's known cards.
function whyGone(answer, card) {
  if (normalizeCards(answer.board).includes(card)) return "board";
  if (normalizeCards(answer.dead).includes(card)) return "dead";
  return "held";
}

const GONE_WORDS = { board: "on the board", dead: "a dead card", held: "in a player's hand" };

// The table of `answer` for `player`; returns the summary line (the follow-up's status).
export function renderNextCard(answer, player) {
  const box = $("nextcard");
  box.replaceChildren();
  const coming = new Map(answer.cards.map((c) => [c.card, c]));
  const outs = new Set(answer.outs[player]);
  const now = answer.equity[player];
  const street = normalizeCards(answer.board).length === 3 ? "turn" : "river";
  const name = `player ${player + 1}`;
  const ranks = [...RANKS].filter((r) => !outOfDeck(answer.game, r));

  const table = document.createElement("table");
  table.className = "next-card";
  const caption = document.createElement("caption");
  caption.textContent = `${name[0].toUpperCase()}${name.slice(1)}'s equity (%) after each ${street} card`;
  const head = document.createElement("tr");
  const corner = cellOf("td", "");
  corner.className = "corner";
  head.append(corner);
  for (const r of ranks) {
    const th = cellOf("th", r);
    th.scope = "col";
    head.append(th);
  }
  const thead = document.createElement("thead");
  thead.append(head);
  const tbody = document.createElement("tbody");
  for (const s of SUITS) {
    const row = document.createElement("tr");
    const th = cellOf("th", SUIT_SIGNS[s]);
    th.scope = "row";
    th.className = `suit ${s}`;
    th.setAttribute("aria-label", SUIT_NAMES[s]);
    th.title = SUIT_NAMES[s];
    row.append(th);
    for (const r of ranks) row.append(cardCell(r, s, coming.get(r + s), { answer, player, name, now, outs }));
    tbody.append(row);
  }
  table.append(caption, thead, tbody);

  const legend = document.createElement("p");
  legend.className = "hint";
  legend.textContent = outs.size
    ? `Outlined: ${name}'s outs, the cards after which it leads (it does not lead now).`
    : leadsNow(answer, player)
      ? `${name[0].toUpperCase()}${name.slice(1)} leads now: it has no outs to count.`
      : `No card puts ${name} in the lead.`;
  const readout = document.createElement("p");
  readout.id = "nextcard-readout";
  readout.className = "next-readout";
  readout.setAttribute("aria-live", "polite");
  box.append(table, legend, readout);
  attachKeys(table, readout);

  const count = answer.cards.length;
  return `${counted(outs.size, "out")} of ${counted(count, "card")}: `
    + `equity now ${percent(now)}, rising with ${percent(chanceToRise(answer, player, now))} of the next cards`;
}

// Whether the player leads now (a strictly highest equity), as NextCard.outs reads it.
function leadsNow(answer, player) {
  return answer.equity.every((e, q) => q === player || answer.equity[player] > e);
}

function cardCell(rank, suit, coming, { answer, player, name, now, outs }) {
  const card = rank + suit;
  const td = document.createElement("td");
  td.className = `next ${suit}`;
  td.dataset.card = card;
  const label = document.createElement("span");
  label.textContent = rank + SUIT_SIGNS[suit];
  const small = document.createElement("small");
  td.append(label, small);
  if (coming === undefined) {
    const why = whyGone(answer, card);
    td.classList.add("gone");
    td.dataset.gone = why;
    small.textContent = "–";
    td.title = `${cardWords(card)}: ${GONE_WORDS[why]}, cannot come`; // (the read-out says it: words)
    return td;
  }
  const e = coming.equity[player];
  const out = outs.has(card);
  td.dataset.equity = String(e);
  td.dataset.weight = String(coming.weight);
  td.dataset.out = String(out);
  if (out) td.classList.add("out");
  small.textContent = (100 * e).toFixed(1);
  td.style.background = heatColour(e);
  td.title = `${cardWords(card)}: ${name}'s equity ${percent(e)} after it (now ${percent(now)}; `
    + `comes ${percent(coming.weight)} of the time)${out ? " — an out" : ""}`;
  return td;
}

// The card cells' one Tab stop (roving-focus.js), and the read-out of the cell focused or pointed at.
function attachKeys(table, readout) {
  const rows = [...table.tBodies[0].rows].map((tr) => [...tr.cells].slice(1));
  const show = (td) => { readout.textContent = td.title; readout.dataset.card = td.dataset.card; };
  const hide = () => { readout.textContent = ""; readout.dataset.card = ""; };
  // The stop starts on the first card that can come (on the table's first cell where none can).
  rovingFocus(table, rows, rows.flat().find((td) => !td.classList.contains("gone")));
  table.addEventListener("focusin", (event) => {
    const td = event.target.closest("td.next");
    if (td) show(td);
  });
  table.addEventListener("focusout", hide);
  table.addEventListener("pointerover", (event) => {
    const td = event.target.closest("td.next");
    if (td) show(td);
  });
  table.addEventListener("pointerleave", () => {
    if (table.contains(document.activeElement)) show(document.activeElement);
    else hide();
  });
}
