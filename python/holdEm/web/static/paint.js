// How the range grid shows a class's weight: the range colour (style.css --paint) mixed with white
// by the weight (light for a small share, the full colour at 1), and the text on it black or white,
// whichever contrasts more (at least 4.5:1 at every weight, as WCAG asks of text).  Pure functions.

// The range colour as [r, g, b], read once from the page's --paint.
let paint = null;
function paintRgb() {
  if (paint === null) {
    const value = getComputedStyle(document.documentElement).getPropertyValue("--paint");
    paint = value.split(",").map(Number);
  }
  return paint;
}

// A colour's relative luminance (WCAG 2.1).
function luminance(rgb) {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = [255, 255, 255];
const BLACK = [0, 0, 0];

// A painted cell's {background, text} colours at `weight` (0..1].
export function paintColours(weight) {
  const alpha = 0.25 + 0.75 * weight;
  const rgb = paintRgb().map((c) => Math.round(alpha * c + (1 - alpha) * 255));
  const text = contrast(rgb, WHITE) >= contrast(rgb, BLACK) ? "#fff" : "#000";
  return { background: `rgb(${rgb.join(", ")})`, text };
}

// A weight as a percentage, to a tenth where it has one ("50%", "33.3%").
export function weightText(weight) {
  return `${Number((100 * weight).toFixed(1))}%`;
}
