// The calculation: the equity of the inputs, streamed from /api/equity, and its life cycle.
//
// Every edit calls schedule(): a new generation starts (generations.js), the calculation (and
// follow-ups) in flight are aborted, the shown result is marked stale at once, and a new
// calculation follows after the debounce.  Only the complete answer to the newest generation
// clears the stale mark; a busy server's 503 is asked again; an error is shown in the status line
// and by the input at fault (input-errors.js).  After Cancel, or a failure that is not the input's
// fault, "Calculate again" asks the same input again (no edit would, short of retyping it).
// Screen readers hear the calculation from the polite line of announcer.js, not from the status
// line and the results, which change many times a run: a long run's progress at most every few
// seconds, then each player's equity, or why there is none.
import { announce, progressAnnouncer } from "./announcer.js";
import { ServerError, postJson, streamedResult } from "./api-client.js";
import { flopsEdited } from "./flop-report.js";
import { abortFollowUps, markFollowUpsStale, scheduleFollowUps } from "./follow-ups.js";
import { isNewest, nextGeneration } from "./generations.js";
import { clearInputErrors, showInputError, typingInto } from "./input-errors.js";
import { percent } from "./ranges.js";
import { renderResult } from "./results.js";
import { $, requestBody, state } from "./state.js";

const DEBOUNCE_MS = 300;
const BUSY_RETRIES = 10; // a 503 (no free slot) is asked again after its Retry-After, this often
// Cancel takes the place (and the focus) of "Calculate again" as the run it asks for starts: a
// press of Cancel this soon after is the second of a double click or a repeated Enter.
const CANCEL_AFTER_MS = 500;

let timer = null; // the debounce, or the retry after a busy answer
let running = null; // the AbortController of the equity request in flight
const announcer = progressAnnouncer("calculating");

// Stale results look grey in a dashed frame (style.css: not faded, their text keeps its contrast), and
// say so in words where there are any (the look is not seen by all).
function setStale(stale) {
  $("results-section").dataset.stale = String(stale);
  $("stale-note").hidden = !stale || !$("bars").hasChildNodes();
}

function abortInFlight() {
  if (running) running.abort();
  running = null;
  abortFollowUps();
}

// An edit: everything shown answers an older input now; calculate after the debounce.  `spot`
// false: the players, cards and game are as they were (only the method changed), so the flop
// report, which has no method, still answers them.
export function schedule({ spot = true } = {}) {
  nextGeneration();
  abortInFlight();
  setStale(true);
  clearInputErrors(); // it was about the input before this edit
  setStatus("waiting…");
  markFollowUpsStale("waiting for the result…");
  if (spot) flopsEdited(); // asked by its button: marked stale, not asked again
  clearTimeout(timer);
  timer = setTimeout(calculate, DEBOUNCE_MS);
}

// again: offer "Calculate again" (the same input, asked anew).  Where the button that had the focus
// hides itself (Cancel or "Calculate again" pressed, the run over), the focus goes to the one shown
// in its place, else to the status line: the keyboard's place is not lost to the top of the page.
function setStatus(text, { error = false, busy = false, progress = null, again = false } = {}) {
  const buttons = [$("cancel"), $("recalculate")];
  const focused = buttons.find((button) => button === document.activeElement);
  $("status-text").textContent = text;
  $("status").classList.toggle("error", error);
  $("cancel").hidden = !busy;
  $("recalculate").hidden = !again;
  const bar = $("progress");
  bar.hidden = progress === null;
  if (progress !== null) bar.value = progress;
  if (focused && focused.hidden) {
    const next = buttons.find((button) => !button.hidden) || $("status-text");
    next.focus();
    if (next === $("cancel")) $("cancel").dataset.focusedAt = String(Date.now());
  }
}

// The result in one line: each player's equity.
function resultSummary(result) {
  const players = result.hands.map((hand, p) => `player ${p + 1} (${hand}) ${percent(result.equity[p])}`);
  return `Equity: ${players.join(", ")}`;
}

function resultStatus(result) {
  const notes = result.notes.length ? " — " + result.notes.join("; ") : "";
  const low = result.low_frequency === undefined ? "" : ` — a low qualifies in ${percent(result.low_frequency, 1)} of deals`;
  // A sampled result's bars show each equity's standard error ("±0.05%"): said once here.
  const margin = result.exact ? "" : " — ± one standard error";
  return result.summary + low + margin + notes;
}

export async function calculate(retries = BUSY_RETRIES) {
  clearTimeout(timer);
  abortInFlight();
  const mine = nextGeneration();
  const controller = new AbortController();
  running = controller;
  const current = () => isNewest(mine) && !controller.signal.aborted;
  setStale(true);
  setStatus("calculating…", { busy: true });
  announcer.start();
  try {
    const response = await postJson("/api/equity", requestBody(), controller.signal);
    const result = await streamedResult(response, (item) => {
      if (!current()) throw new DOMException("replaced by a newer calculation", "AbortError");
      setStatus(`calculating… ${(100 * item.progress).toFixed(0)}% (${item.elapsed.toFixed(1)} s)`,
        { busy: true, progress: item.progress });
      announcer.progress(item.progress);
      if (item.partial && item.partial.equity.every((e) => e !== null)) {
        renderResult(item.partial, true);
        setStale(true); // its note shows with the first figures
      }
    });
    if (!current()) return;
    renderResult(result, false);
    setStatus(resultStatus(result));
    announce(resultSummary(result));
    clearInputErrors();
    setStale(false); // only here: the complete answer to the newest input
    state.lastResult = result;
    scheduleFollowUps(mine);
  } catch (error) {
    if (!current()) return; // replaced by a newer request, or cancelled: say nothing
    if (error instanceof ServerError && error.status === 503 && retries > 0) {
      // The shown result stays stale; the same input is asked again (unless an edit comes first).
      setStatus(`the server is busy: asking again in ${error.retryAfter} s…`, { busy: true });
      timer = setTimeout(() => { if (isNewest(mine)) calculate(retries - 1); }, 1000 * error.retryAfter);
      return;
    }
    // A refusal that names an input is that input's to mend, and any other refusal (4xx: too much
    // work, a request refused) would come again; a server that failed, a 503 past its retries, an
    // answer cut short or none at all may go another time.
    const shown = showInputError(error.message, error.field, error.index);
    const refused = error instanceof ServerError && error.status >= 400 && error.status < 500;
    setStatus(error.message, { error: true, again: !shown && !refused });
    // Said once: the note by the input is not a live region.  A line still being typed in says its
    // refusal when it is committed (input-errors.js), not at each pause of the typing.
    if (!shown || !typingInto(shown)) announce(error.message);
    markFollowUpsStale("");
  } finally {
    if (running === controller) running = null;
  }
}

// The Cancel button: nothing of the cancelled run is shown; the shown result stays stale.
export function cancel() {
  if (Date.now() - Number($("cancel").dataset.focusedAt || 0) < CANCEL_AFTER_MS) return;
  clearTimeout(timer); // a retry after a busy answer, too
  nextGeneration();
  abortInFlight();
  setStatus("cancelled", { again: true });
  announce("cancelled");
  markFollowUpsStale("");
}
