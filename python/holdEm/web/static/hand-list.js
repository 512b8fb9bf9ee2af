// The Omaha breakdown (POST /api/breakdown in an Omaha game): Omaha hands have no 13x13 grid,
// so the player's hands are a table of equity, win, tie and share of the deals (in hi-lo the win is
// a scoop and the tie any other share of the pot, so the columns say so).  The server lists
// at most a few hundred hands, those of the most equity (its `order`), and says how many it left
// out (`more`); the table starts in that order and sorts by any column on a click of its header.
import { percent } from "./ranges.js";
import { cellOf, heatColour } from "./results.js";

const COLUMNS = [
  { key: "combo", label: "hand" },
  { key: "equity", label: "equity" },
  { key: "win", label: "win", hilo: "scoop" },
  { key: "tie", label: "tie", hilo: "split" },
  { key: "weight", label: "share of deals" },
];

// A column's header in the answer's game.
function labelOf(column, game) {
  return game.endsWith("-hilo") && column.hilo ? column.hilo : column.label;
}

// The order shown: kept across answers, so a new board keeps the column the user chose.
const sorting = { key: "equity", descending: true };

export function renderHandList(answer) {
  const box = document.getElementById("heatmap");
  box.replaceChildren();
  box.classList.add("hand-list"); // a table, not the 13x13 grid of the two-card games
  box.setAttribute("role", "group"); // around the <table>: no role=table of the class grid's
  box.dataset.total = String(answer.total);
  box.dataset.more = String(answer.more);
  const table = document.createElement("table");
  table.className = "hand-list";
  const head = document.createElement("tr");
  for (const column of COLUMNS) {
    const th = document.createElement("th");
    const button = document.createElement("button");
    button.type = "button";
    button.className = "sort";
    button.dataset.key = column.key;
    button.textContent = labelOf(column, answer.game);
    button.addEventListener("click", () => {
      // A second click on the same column turns its order round; a new column starts high first
      // (the hands' text: A to Z).
      sorting.descending = sorting.key === column.key ? !sorting.descending : column.key !== "combo";
      sorting.key = column.key;
      fillRows(table, answer.combos);
      markSorted(head, answer.game);
    });
    th.append(button);
    head.append(th);
  }
  table.append(head);
  fillRows(table, answer.combos);
  markSorted(head, answer.game);
  box.append(table);
  if (answer.more > 0) {
    const note = document.createElement("p");
    note.className = "hint";
    note.id = "hand-list-more";
    const listed = answer.combos.length;
    note.textContent = `The ${listed} hands of the most equity are listed (${percent(answer.listed_weight, 1)} of the `
      + `deals); ${answer.more.toLocaleString("en")} more of the ${answer.total.toLocaleString("en")} are not.`;
    box.append(note);
  }
}

// Takes the two-card games' grid back: the heat map draws its cells in the box again.
export function clearHandList() {
  document.getElementById("heatmap").classList.remove("hand-list");
}

function fillRows(table, rows) {
  for (const old of table.querySelectorAll("tr[data-hand]")) old.remove();
  const { key, descending } = sorting;
  const sign = descending ? -1 : 1;
  // Array.prototype.sort is stable: equal values keep the server's order (the most equity first).
  const sorted = rows.slice().sort((a, b) => {
    if (key === "combo") return sign * (a.combo < b.combo ? -1 : a.combo > b.combo ? 1 : 0);
    return sign * (a[key] - b[key]);
  });
  for (const row of sorted) {
    const tr = document.createElement("tr");
    tr.dataset.hand = row.combo;
    for (const name of ["equity", "win", "tie", "weight"]) tr.dataset[name] = String(row[name]);
    const equity = cellOf("td", percent(row.equity, 1));
    equity.style.background = heatColour(row.equity);
    tr.append(cellOf("td", row.combo), equity, cellOf("td", percent(row.win, 1)), cellOf("td", percent(row.tie, 1)),
      cellOf("td", percent(row.weight, 3)));
    table.append(tr);
  }
}

function markSorted(head, game) {
  for (const button of head.querySelectorAll("button.sort")) {
    const on = button.dataset.key === sorting.key;
    button.parentElement.setAttribute("aria-sort", on ? (sorting.descending ? "descending" : "ascending") : "none");
    button.textContent = labelOf(COLUMNS.find((c) => c.key === button.dataset.key), game)
      + (on ? (sorting.descending ? " ▾" : " ▴") : "");
  }
}
