// The equity distribution curve of the breakdown's player (as Equilab draws it, and as the
// library's `EquityBreakdown.curve()` computes it): the range's combos strongest first, each as
// wide as its weight (its share of the range) on the x axis, at the height of its equity; a step
// line, with the range's overall equity as a dashed line.  It is drawn from the same
// /api/breakdown answer as the heat map.  In Omaha the answer lists only the hands of the most
// equity (`more` left out): the curve draws those, up to their share (`listed_weight`), and says so.
// Pointing at it or stepping through it with the arrow keys reads it out (curve-readout.js).
import { attachReadout } from "./curve-readout.js";
import { percent } from "./ranges.js";

const SVG = "http://www.w3.org/2000/svg";
// The drawing's size (viewBox units) and the plot area inside it, room left for the tick labels.
const WIDTH = 480;
const HEIGHT = 266;
const PLOT = { left: 44, top: 22, width: 420, height: 204 };
const TICKS = [0, 0.25, 0.5, 0.75, 1];
// The share axis's end labels start and end at their ticks: clear of the equity axis's 0% and of
// the drawing's right edge, at a phone's larger text too.
const X_TICK_ANCHOR = { 0: "start", 1: "end" };

const xOf = (share) => PLOT.left + share * PLOT.width;
const yOf = (equity) => PLOT.top + (1 - equity) * PLOT.height;
const fixed = (v) => v.toFixed(2);

function svgElement(tag, attributes = {}) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

// The curve's steps: the combos sorted by equity, high first (Array.prototype.sort is stable, so
// equal equities keep the answer's order, as the library's stable sort keeps the range's), and the
// running sum of their weights: `share[i]` is the share of the range in the first i + 1 combos,
// `rows[i]` the answer's row of the i-th.
export function curveSteps(combos) {
  const sorted = combos.slice().sort((a, b) => b.equity - a.equity);
  const share = [];
  let sum = 0;
  for (const row of sorted) {
    sum += row.weight;
    share.push(sum);
  }
  return { share, equity: sorted.map((row) => row.equity), rows: sorted };
}

// The step line: from the y axis at the first combo's equity, across its width, down to the next.
function stepPath({ share, equity }) {
  if (share.length === 0) return "";
  const parts = [`M ${fixed(xOf(0))} ${fixed(yOf(equity[0]))}`, `H ${fixed(xOf(share[0]))}`];
  for (let i = 1; i < share.length; i += 1) {
    parts.push(`V ${fixed(yOf(equity[i]))}`, `H ${fixed(xOf(share[i]))}`);
  }
  return parts.join(" ");
}

function axes(svg) {
  const axis = svgElement("g", { class: "axes" });
  for (const t of TICKS) {
    const label = `${Math.round(100 * t)}%`;
    axis.append(svgElement("line", { class: "grid", x1: xOf(0), x2: xOf(1), y1: yOf(t), y2: yOf(t) }));
    const y = svgElement("text", { x: xOf(0) - 6, y: yOf(t) + 4, "text-anchor": "end" });
    y.textContent = label;
    const x = svgElement("text", { x: xOf(t), y: yOf(0) + 16, "text-anchor": X_TICK_ANCHOR[t] ?? "middle" });
    x.textContent = label;
    axis.append(y, x);
  }
  axis.append(
    svgElement("line", { class: "axis", x1: xOf(0), x2: xOf(1), y1: yOf(0), y2: yOf(0) }),
    svgElement("line", { class: "axis", x1: xOf(0), x2: xOf(0), y1: yOf(0), y2: yOf(1) }),
  );
  const xName = svgElement("text", { class: "name", x: xOf(1), y: HEIGHT - 4, "text-anchor": "end" });
  xName.textContent = "share of the range, strongest first";
  // Above the plot, right of the axis: clear of the 100% tick label on the left.
  const yName = svgElement("text", { class: "name", x: PLOT.left + 4, y: 14 });
  yName.textContent = "equity";
  axis.append(xName, yName);
  svg.append(axis);
}

// Draws the curve of a breakdown answer in #curve, with its note in Omaha when hands are left out.
export function renderCurve(answer) {
  const box = document.getElementById("curve");
  box.replaceChildren();
  const steps = curveSteps(answer.combos);
  const svg = svgElement("svg", {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    // A slider to assistive technology (a share of the range, said as the read-out's words): screen
    // readers pass the arrow keys to a slider, where an image's would move their own cursor.
    role: "slider",
    "aria-valuemin": 0,
    "aria-valuemax": 100,
    "aria-valuenow": 0,
    "aria-valuetext": "no share chosen: use the arrow keys",
    "aria-labelledby": "curve-title",
    class: "equity-curve",
    tabindex: 0,
  });
  const unit = answer.by_class === undefined ? "hands" : "combos";
  const title = svgElement("title", { id: "curve-title" });
  const covered = answer.more > 0 ? `, the ${steps.share.length} listed ${unit}` : "";
  title.textContent = `Equity distribution of player ${answer.player + 1}'s range${covered}: `
    + `equity against share of the range, strongest first; overall equity ${percent(answer.equity)}; `
    + "point at it, or focus it and use the arrow keys, Home and End, to read it out";
  svg.append(title);
  // The plot area, for readers of the drawing: where share 0..1 and equity 0..1 lie.
  Object.assign(svg.dataset, {
    left: String(PLOT.left), top: String(PLOT.top), width: String(PLOT.width), height: String(PLOT.height),
  });
  axes(svg);
  const overall = svgElement("line", {
    class: "overall", x1: xOf(0), x2: xOf(1), y1: yOf(answer.equity), y2: yOf(answer.equity),
  });
  overall.dataset.equity = String(answer.equity);
  // Its label at the right end, where the weakest combos' steps usually lie below it.
  const overallLabel = svgElement("text", {
    class: "overall-label", x: xOf(1) - 2, y: yOf(answer.equity) - 4, "text-anchor": "end",
  });
  overallLabel.textContent = `overall ${percent(answer.equity, 1)}`;
  const line = svgElement("path", { class: "steps", d: stepPath(steps) });
  // The exact steps drawn, as numbers (the path holds them rounded to the drawing's resolution).
  line.dataset.share = JSON.stringify(steps.share);
  line.dataset.equity = JSON.stringify(steps.equity);
  const guide = svgElement("line", { class: "guide", x1: xOf(0), x2: xOf(0), y1: yOf(0), y2: yOf(1) });
  svg.append(overall, overallLabel, line, guide);
  const readout = document.createElement("p");
  readout.id = "curve-readout";
  readout.className = "curve-readout";
  readout.setAttribute("aria-live", "polite");
  box.append(svg, readout);
  attachReadout({ svg, guide, line: readout, steps, answer, plot: PLOT, xOf });
  if (answer.more > 0) {
    const note = document.createElement("p");
    note.className = "hint";
    note.id = "curve-note";
    note.textContent = `The curve covers the ${steps.share.length} listed hands only (${percent(answer.listed_weight, 1)} `
      + `of the range, where it ends); the ${answer.more} hands left out, of no more equity, are not drawn. `
      + "The dashed line is the whole range's equity.";
    box.append(note);
  }
}
