// The page's one polite line for screen readers (#results-announce): what a long calculation did,
// said once.  Its status line changes many times a run and is not read aloud; here its end or its
// failure is said at once, its progress at most every few seconds and never within a few seconds
// of anything else said.  Each calculation (the equity, the flop report) has its own announcer,
// which words its progress and keeps its own pace.
import { $ } from "./state.js";

const PROGRESS_EVERY_MS = 5000;

let announcedAt = 0; // when the line last changed (Date.now())

// Says `text` now.
export function announce(text) {
  $("results-announce").textContent = text;
  announcedAt = Date.now();
}

// A calculation's announcer: `start()` as it begins, `progress(share)` as it goes ("calculating…
// 40%", said only once it has run a while, and then seldom: a quick run says only its end).
export function progressAnnouncer(words) {
  let last = 0;
  return {
    start() {
      last = Date.now();
    },
    progress(share) {
      const now = Date.now();
      if (now - last < PROGRESS_EVERY_MS || now - announcedAt < PROGRESS_EVERY_MS) return;
      last = now;
      announce(`${words}… ${(100 * share).toFixed(0)}%`);
    },
  };
}
