// One Tab stop for a table of cells (a roving tabindex), as the range grid and the next-card table
// have it: Tab reaches one cell of the table, the arrow keys move that stop by one cell (not past
// the table's edges), Home and End to the ends of its row, and the cell it moves to takes the focus.
// A table of many cells is then one step of the page's Tab order, not hundreds.

const STEPS = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
const KEYS = new Set([...Object.keys(STEPS), "Home", "End"]);

// Makes the cells of `rows` (arrays of cells, row by row, inside `box`) one Tab stop that the keys
// move, at `first` (the first cell where it is undefined).  Returns moveStop(cell): the stop moves
// to `cell`, which takes the focus (a cell chosen by the pointer).  `signal` (an AbortSignal) takes
// the keys back, for a box that is drawn anew with other cells.
export function rovingFocus(box, rows, first = rows[0][0], { signal } = {}) {
  const places = new Map(); // cell -> [row, column]
  rows.forEach((row, r) => row.forEach((cell, c) => places.set(cell, [r, c])));
  let stop = first;
  for (const cell of places.keys()) cell.tabIndex = cell === stop ? 0 : -1;

  const moveStop = (cell) => {
    stop.tabIndex = -1;
    cell.tabIndex = 0;
    stop = cell;
    cell.focus();
  };
  box.addEventListener("keydown", (event) => {
    const place = places.get(event.target);
    if (place === undefined || !KEYS.has(event.key)) return;
    event.preventDefault(); // the key is the table's: the page does not scroll, at an edge either
    const to = cellAfter(rows, place, event.key);
    if (to) moveStop(to);
  }, { signal });
  return moveStop;
}

// The cell that `key` moves the stop to from row r, column c, or undefined past an edge.
function cellAfter(rows, [r, c], key) {
  if (key === "Home") return rows[r][0];
  if (key === "End") return rows[r][rows[r].length - 1];
  const [down, right] = STEPS[key];
  return rows[r + down]?.[c + right];
}
