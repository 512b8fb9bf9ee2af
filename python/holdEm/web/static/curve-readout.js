// The equity curve's read-out: pointing at the plot (or stepping with the arrow keys once the
// curve has the focus) shows a vertical guide at that share of the range and, in an aria-live
// line under the curve, the share, the combo (Omaha: the hand) drawn there, its equity and, in
// the two-card games, its class.  Past the listed share in Omaha it says the hands there are not
// listed: the answer holds no equity for them, so none is shown.  What it shows is also in the
// line's data attributes (share, equity, combo, class, index), exact, for tests and other readers.
import { classOf, percent } from "./ranges.js";

// The index of the step drawn at `share`: the first whose running share reaches it (step i spans
// share[i - 1]..share[i]); -1 past the last step (Omaha's hands left out).
const stepAt = (shares, share) => shares.findIndex((end) => share <= end);

// The read-out of one point, as text and data attributes.
function describe(steps, answer, share, index) {
  const top = `top ${percent(share, 1)}`;
  if (index < 0) {
    return {
      text: `${top}: the hands here are not listed (the answer lists the ${steps.rows.length} of most equity, `
        + `${percent(answer.listed_weight, 1)} of the range)`,
      data: { share: String(share), equity: "", combo: "", class: "", index: "-1", listed: "false" },
    };
  }
  const row = steps.rows[index];
  const cls = answer.classes === undefined ? "" : classOf(row.combo);
  const named = cls ? `${row.combo} (${cls})` : row.combo;
  return {
    text: `${top}: ${named}, equity ${percent(row.equity)}`,
    data: {
      share: String(share), equity: String(row.equity), combo: row.combo, class: cls, index: String(index), listed: "true",
    },
  };
}

// Keyboard steps: the index a key moves to from `index` (-1: none shown yet); other keys are left alone.
const KEYS = {
  ArrowRight: (index, last) => Math.min(index + 1, last),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  ArrowUp: (index, last) => Math.min(index + 1, last), // (a slider's keys, as screen readers send them)
  ArrowDown: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (index, last) => last,
};

// Wires the read-out onto a drawn curve: `svg` the drawing, `guide` its (hidden) vertical line,
// `line` the aria-live element, `steps` curveSteps(answer.combos), `plot` the plot area and `xOf`
// the share-to-x mapping of the drawing.
export function attachReadout({ svg, guide, line, steps, answer, plot, xOf }) {
  let index = -1;
  const last = steps.share.length - 1;
  const show = (share, at) => {
    index = at < 0 ? last + 1 : at; // past the listed hands: the keys step back to the last one
    const { text, data } = describe(steps, answer, share, at);
    line.textContent = text;
    Object.assign(line.dataset, data, { shown: "true" });
    svg.setAttribute("aria-valuenow", (100 * share).toFixed(1));
    svg.setAttribute("aria-valuetext", text);
    guide.setAttribute("x1", String(xOf(share)));
    guide.setAttribute("x2", String(xOf(share)));
    guide.classList.add("shown");
  };
  const hide = () => {
    index = -1;
    line.textContent = "";
    line.dataset.shown = "false";
    guide.classList.remove("shown");
  };
  hide();
  svg.addEventListener("pointermove", (event) => {
    // The pointer in the drawing's own units, whatever size the page gives it.
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(svg.getScreenCTM().inverse());
    const share = (point.x - plot.left) / plot.width;
    const inside = share >= 0 && share <= 1 && point.y >= plot.top && point.y <= plot.top + plot.height;
    if (!inside || last < 0) return hide();
    // A whole range ends at share 1 up to rounding: the last step, not "not listed".
    const at = stepAt(steps.share, share);
    show(share, at < 0 && !(answer.more > 0) ? last : at);
  });
  svg.addEventListener("pointerleave", hide);
  svg.addEventListener("blur", hide);
  svg.addEventListener("keydown", (event) => {
    const move = KEYS[event.key];
    if (move === undefined || last < 0) return;
    event.preventDefault();
    const at = move(index, last);
    show(steps.share[at], at);
  });
}
