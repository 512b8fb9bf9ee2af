// Hand classes, card text and range text on the 13x13 grid: pure functions, no page state.
export const TOTAL_COMBOS = 1326;

export const RANKS = "AKQJT98765432";
export const SUITS = "shdc";
export const SUIT_SIGNS = { s: "\u2660", h: "\u2665", d: "\u2666", c: "\u2663" };
export const SUIT_NAMES = { s: "spades", h: "hearts", d: "diamonds", c: "clubs" };

// A card in words ("ten of spades"), for what screen readers say: "T♠" is read "T black spade
// suit" or without its sign, and "As" as the word "as".
const RANK_WORDS = {
  A: "ace", K: "king", Q: "queen", J: "jack", T: "ten", 9: "nine", 8: "eight", 7: "seven",
  6: "six", 5: "five", 4: "four", 3: "three", 2: "two",
};

export function cardWords(card) {
  return `${RANK_WORDS[card[0]]} of ${SUIT_NAMES[card[1]]}`;
}

// "1 combo", "1,326 combos": a count and its noun, plural but for one.
export function counted(n, unit) {
  return `${n.toLocaleString("en")} ${unit}${n === 1 ? "" : "s"}`;
}

// The 169 classes in grid order: pairs on the diagonal, suited above it, offsuit below.
export const CLASSES = [];
for (let r = 0; r < 13; r++) {
  for (let c = 0; c < 13; c++) {
    if (r === c) CLASSES.push(RANKS[r] + RANKS[r]);
    else if (r < c) CLASSES.push(RANKS[r] + RANKS[c] + "s");
    else CLASSES.push(RANKS[c] + RANKS[r] + "o");
  }
}
export const CLASS_SET = new Set(CLASSES);

export function combosOf(cls) {
  return cls.length === 2 ? 6 : cls.endsWith("s") ? 4 : 12;
}

// The class of a two-card combo's text ("AhKh" -> "AKs", "Kd7c" -> "K7o", "QsQc" -> "QQ").
export function classOf(combo) {
  const [a, b] = [combo.slice(0, 2), combo.slice(2, 4)].sort((x, y) => RANKS.indexOf(x[0]) - RANKS.indexOf(y[0]));
  if (a[0] === b[0]) return a[0] + b[0];
  return a[0] + b[0] + (a[1] === b[1] ? "s" : "o");
}

// A card as the library reads it: a rank (either case, "10" a ten), then a suit letter or symbol
// (black or white, an emoji selector after one).
const CARD = /(10|[2-9tjqka])([cdhs]|[\u2660-\u2667]\uFE0F?)/gi;
const SYMBOL_SUITS = "shdcshdc"; // U+2660..U+2667: ♠ ♡ ♢ ♣ ♤ ♥ ♦ ♧

function suitLetter(suit) {
  const code = suit.codePointAt(0);
  return code >= 0x2660 ? SYMBOL_SUITS[code - 0x2660] : suit.toLowerCase();
}

// The cards in a text, written as the library writes them ("10h" -> "Th", "a♠" -> "As").
export function normalizeCards(text) {
  return [...text.matchAll(CARD)].map(([, rank, suit]) => (rank === "10" ? "T" : rank.toUpperCase()) + suitLetter(suit));
}

// Whether a text is a list of cards alone (spaces and commas between them allowed), at most `most`.
export function isCardList(text, most = Infinity) {
  const count = normalizeCards(text).length;
  return count > 0 && count <= most && text.replace(CARD, "").replace(/[\s,]/g, "") === "";
}

export function percent(x, digits = 2) {
  return x === null || x === undefined || Number.isNaN(x) ? "–" : (100 * x).toFixed(digits) + "%";
}

// A range text of plain class items (AKs, QQ:0.5) as a grid; null when it holds anything else.
export function gridFromText(text) {
  const grid = new Map();
  const items = text.split(/[\s,]+/).filter((s) => s.length > 0);
  for (const item of items) {
    // A weight after ':' (0.5 or 50%) or after '@' (a percentage, 50), as the library reads them.
    const m = item.match(/^([2-9tjqka]{2}[so]?)(?:(:|@)([0-9.]+)(%?))?$/i);
    if (!m) return null;
    const share = m[3] === undefined ? 1 : Number(m[3]) / (m[2] === "@" || m[4] ? 100 : 1);
    let name = m[1].slice(0, 2).toUpperCase() + m[1].slice(2).toLowerCase();
    if (!CLASS_SET.has(name) && name.length === 3) name = name[1] + name[0] + name[2];
    if (!CLASS_SET.has(name)) {
      if (name.length === 2 && name[0] !== name[1]) {
        // "AK": suited and offsuit
        const s = name + "s", o = name + "o";
        const fix = (n) => (CLASS_SET.has(n) ? n : n[1] + n[0] + n[2]);
        if (!CLASS_SET.has(fix(s)) || !(share > 0 && share <= 1)) return null;
        for (const cls of [fix(s), fix(o)]) grid.set(cls, Math.max(share, grid.get(cls) || 0));  // the larger wins
        continue;
      }
      return null;
    }
    if (!(share > 0 && share <= 1)) return null;
    grid.set(name, Math.max(share, grid.get(name) || 0));
  }
  return grid;
}

export function textFromGrid(grid) {
  const items = [];
  for (const cls of CLASSES) {
    const w = grid.get(cls) || 0;
    if (w <= 0) continue;
    const shown = Number(w.toPrecision(6));  // (0.3333 stays 0.3333; 0.9995 is not 1)
    items.push(shown >= 1 ? cls : `${cls}:${shown}`);
  }
  return items.join(",");
}

export function combosIn(g) {
  let n = 0;
  for (const [cls, w] of g) n += w * combosOf(cls);
  return n;
}

// The strongest classes whose combos come closest to share x of all (the shorter prefix on a tie).
export function topClasses(ranking, x, total = TOTAL_COMBOS) {
  if (!ranking || x <= 0) return [];
  const goal = x * total;
  let best = 0, bestGap = goal, sum = 0;
  ranking.forEach((r, i) => {
    sum += r.combos;
    const gap = Math.abs(sum - goal);
    if (gap < bestGap - 1e-9) { best = i + 1; bestGap = gap; }
  });
  return ranking.slice(0, best).map((r) => r.hand_class);
}
