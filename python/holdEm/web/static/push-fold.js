// Push/fold (POST /api/pushfold): the heads-up Nash equilibrium of the small blind's all-in or fold
// against the big blind's call or fold, in chips (the stack, ante and small blind in big blinds)
// or, with ICM ticked, in tournament equity (the stacks of the SB, the BB and the players who
// folded, the payouts, and the blinds and ante in chips).  Its own form, apart from the spot above,
// asked by Solve: the two ranges on the 13x13 grid coloured by frequency (the heat map's class grid,
// results.js), their shares, the library's lines (the spot; the values with their unit and the
// exploitability) and two buttons that make a range player 1's or player 2's text, an edit like any
// other (while the answer is current, in Hold'em).  An edit of the form marks the answer shown
// stale (data-stale) and drops the one in flight; a refusal is shown by the input at fault.
import { errorOf, postJson } from "./api-client.js";
import { isBusy, setBusy } from "./busy-button.js";
import { clearInputErrors, showInputError } from "./input-errors.js";
import { setPlayerRange } from "./players.js";
import { CLASSES, percent } from "./ranges.js";
import { renderClassGrid } from "./results.js";
import { $, state } from "./state.js";

const SCOPE = "pushfold"; // its refusals' scope (input-errors.js)
const OUTDATED = "outdated by an edit: solve again";
// The two players' sides: the grid, the frequency and gain in each class's row, the share, the
// range, the button that makes it a player's text, and the words of the grid's tips.
const SIDES = [
  { grid: "pf-push-grid", key: "push", share: "push_share", range: "push_range", use: "pf-use-push", player: 0,
    does: "SB pushes" },
  { grid: "pf-call-grid", key: "call", share: "call_share", range: "call_range", use: "pf-use-call", player: 1,
    does: "BB calls" },
];

let running = null; // the AbortController of the request in flight
let shown = null; // the answer drawn

// A refusal of the form's own reading (a number that is none), shown as the server's are.
class FormError extends Error {
  constructor(message, field) {
    super(message);
    this.field = field;
  }
}

function setStatus(text, { error = false, busy = false } = {}) {
  $("pf-status").textContent = text;
  $("pf-status").classList.toggle("error", error);
  setBusy($("pf-solve"), busy);
}

// The fields as their labels name them ("small blind", not the API's small_blind).
const spoken = (text) => text.replace(/\b(small|big)_blind\b/g, "$1 blind");

// One number as typed: a comma is refused, not guessed (a decimal comma, 12,5, or a thousands
// separator, 1,000: a number input read 12,5 as 125).
function readNumber(text, field) {
  const x = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text) ? Number(text) : NaN;
  if (Number.isFinite(x)) return x;
  const how = text.includes(",") ? " (write 12.5 with a point, and 1000 with no separator)" : "";
  throw new FormError(`${spoken(field).replaceAll("_", " ")}: ${JSON.stringify(text)} is not a number${how}`, field);
}

// An input's number: undefined when blank (the server's default, or its refusal naming the field).
function numberIn(id) {
  const input = $(id);
  const text = input.value.trim();
  return text === "" ? undefined : readNumber(text, input.dataset.field);
}

// A list input's numbers, separated by commas or spaces ("7500, 3000", "3000,3000,500"); a number
// grouped in thousands ("7,500", "1,000,000") is refused, not guessed (it was read as 7 and 500).
function numbersIn(id) {
  const field = $(id).dataset.field;
  const text = $(id).value;
  const grouped = text.match(/(?<![\d.])\d{1,3}(?:,\d{3})+(?![\d.])/);
  if (grouped) {
    throw new FormError(`${field}: ${JSON.stringify(grouped[0])} reads as one number in thousands or as several: `
      + `write a number without separators, and the ${field} with a comma and a space between (7500, 3000)`, field);
  }
  return text.split(/[\s,;]+/).filter((t) => t !== "").map((t) => readNumber(t, field));
}

// The form as a POST /api/pushfold body: the chip form or the ICM form (blank numbers left out).
function requestOf() {
  if (!$("pf-icm").checked) {
    return { stack: numberIn("pf-stack"), ante: numberIn("pf-ante"), small_blind: numberIn("pf-small-blind") };
  }
  return {
    stacks: numbersIn("pf-stacks"),
    payouts: numbersIn("pf-payouts"),
    big_blind: numberIn("pf-big-blind"),
    small_blind: numberIn("pf-icm-small-blind"),
    ante: numberIn("pf-icm-ante"),
  };
}

// An edit of the form: the answer shown is of an older input now, and the one in flight is dropped.
function edited() {
  if (running) running.abort();
  running = null;
  clearInputErrors(SCOPE);
  $("pf-result").dataset.stale = "true";
  renderPushFoldButtons();
  setStatus(shown ? OUTDATED : "");
}

function showForm() {
  const icm = $("pf-icm").checked;
  for (const [id, on] of [["pf-chips", !icm], ["pf-tournament", icm]]) {
    $(id).hidden = !on;
    $(id).disabled = !on; // its inputs are out of the request, and of the error lookup
  }
}

export function initPushFold() {
  $("pf-icm").addEventListener("change", () => {
    showForm();
    edited();
  });
  $("pf-form").addEventListener("input", (e) => { if (e.target !== $("pf-icm")) edited(); });
  $("pf-form").addEventListener("submit", (e) => {
    e.preventDefault();
    if (!isBusy($("pf-solve"))) solve(); // not while one is solved
  });
  for (const side of SIDES) {
    $(side.use).addEventListener("click", () => { if (shown) setPlayerRange(side.player, shown[side.range]); });
  }
  showForm();
  renderPushFoldButtons();
}

// The buttons that make the ranges players' texts: for a current answer (not one an edit has
// outdated), in Hold'em only (the ranges are Hold'em's).  Called when the game changes too.
export function renderPushFoldButtons() {
  const holdem = state.game === "holdem";
  const current = shown !== null && $("pf-result").dataset.stale === "false";
  // An empty range (a satellite's bubble: the SB pushes no hand) is no player's range either.
  for (const side of SIDES) $(side.use).disabled = !current || !holdem || !shown[side.range];
  $("pf-use-note").hidden = holdem;
}

async function solve() {
  edited();
  let request;
  try {
    request = requestOf();
  } catch (error) {
    setStatus(error.message, { error: true });
    showInputError(error.message, error.field, undefined, SCOPE);
    return;
  }
  const controller = new AbortController();
  running = controller;
  const mine = () => running === controller;
  setStatus("solving…", { busy: true });
  try {
    const response = await postJson("/api/pushfold", request, controller.signal);
    const answer = response.ok ? await response.json() : null;
    const failure = response.ok ? null : await errorOf(response);
    if (!mine()) return;
    if (failure) throw failure;
    running = null;
    shown = answer;
    $("pf-result").dataset.stale = "false";
    draw(answer);
    setStatus(`solved in ${answer.iterations.toLocaleString("en")} iterations`);
  } catch (error) {
    if (!mine()) return; // an edit dropped it (and said so)
    running = null;
    setStatus(spoken(error.message), { error: true });
    showInputError(spoken(error.message), error.field, error.index, SCOPE);
  }
}

function draw(answer) {
  const lines = answer.text;
  $("pf-spot").textContent = lines[0];
  $("pf-values").textContent = lines[lines.length - 1];
  $("pf-notes").textContent = answer.notes.join("; ");
  $("pf-grids").hidden = false; // (empty before the first answer: no tables to announce)
  for (const side of SIDES) {
    $(`${side.grid}-share`).textContent = `${percent(answer[side.share], 1)} of hands`;
    $(`${side.grid}-range`).textContent = answer[side.range] || "no hand";
    renderClassGrid($(side.grid), CLASSES, CLASSES.map((cls) => answer.classes[cls][side.key]), {
      colour: (f) => (f > 0 ? `rgba(var(--paint), ${0.15 + 0.6 * f})` : ""),
      figure: (f) => (100 * f).toFixed(0),
      title: (cls, f) => `${cls}: ${side.does} ${(100 * f).toFixed(1)}% ` +
        `(${signed(answer.classes[cls][`${side.key}_gain`])} ${answer.unit} over a fold)`,
    });
  }
  renderPushFoldButtons();
}

// A gain as the library writes it (Python's "+.4g"): a sign, four significant digits.
// A mixed class's gain is zero at an equilibrium, up to the solver's rounding (-2.2e-16 reads +0).
function signed(x) {
  const value = Math.abs(x) < 1e-9 ? 0 : x;
  return (value >= 0 ? "+" : "") + Number(value.toPrecision(4));
}
