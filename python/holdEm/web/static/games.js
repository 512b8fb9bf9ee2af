// The games of holdEm.equity as the page offers them (the API's list is holdEm.games.EQUITY_GAMES;
// "plo4" and "plo4-hilo" are the same games as "omaha" and "omaha-hilo", so they are not offered twice).
// hole: the most hole cards a player holds; ranges: whether range text and the grid apply;
// short: the 36-card deck (six through ace); hilo: eight-or-better split pots; top: the game has a
// ranking, so a top share (15%) is range text and the top-X% slider applies (in Hold'em and short
// deck it paints the grid, in Omaha it writes the share as the player's text).  An Omaha game gets
// the slider by this flag alone, once the library ships its ranking.  hits: the game has the hit
// report (POST /api/hits: every game; in hi-lo it adds the low half, lows and low draws).  flops: the
// game has the flop report of a preflop spot (POST /api/flops: the two-card games).
export const GAMES = [
  { name: "holdem", label: "Texas Hold'em", hole: 2, ranges: true, short: false, hilo: false, top: true, hits: true, flops: true },
  { name: "shortdeck", label: "Short deck (six-plus: a flush beats a full house)", hole: 2, ranges: true, short: true, hilo: false, top: true, hits: true, flops: true },
  { name: "shortdeck-triton", label: "Short deck, Triton rules (trips beat a straight)", hole: 2, ranges: true, short: true, hilo: false, top: true, hits: true, flops: true },
  { name: "omaha", label: "Omaha (PLO, 4 cards)", hole: 4, ranges: false, short: false, hilo: false, top: true, hits: true },
  { name: "plo5", label: "Five-card Omaha (PLO5)", hole: 5, ranges: false, short: false, hilo: false, top: true, hits: true },
  { name: "plo6", label: "Six-card Omaha (PLO6)", hole: 6, ranges: false, short: false, hilo: false, top: false, hits: true },
  { name: "omaha-hilo", label: "Omaha hi-lo (eight or better)", hole: 4, ranges: false, short: false, hilo: true, top: true, hits: true },
  { name: "plo5-hilo", label: "Five-card Omaha hi-lo", hole: 5, ranges: false, short: false, hilo: true, top: true, hits: true },
  { name: "plo6-hilo", label: "Six-card Omaha hi-lo", hole: 6, ranges: false, short: false, hilo: true, top: false, hits: true },
];

export function gameInfo(name) {
  return GAMES.find((g) => g.name === name) || GAMES[0];
}

// The most players a deal of the game leaves cards for: the deck less the five of the board, in
// hands of its hole cards (Hold'em 23, short deck 15, PLO4 11, PLO5 9, PLO6 7).
export function dealablePlayers(name) {
  const game = gameInfo(name);
  return Math.floor(((game.short ? 36 : 52) - 5) / game.hole);
}

// The ranks below six, which the short deck leaves out.
export const SHORT_DECK_MISSING = "2345";

// Whether a hand class (AKs, 55) or a card (5h) holds a rank the game's deck lacks.
export function outOfDeck(game, text) {
  return gameInfo(game).short && [...text.slice(0, 2)].some((ch) => SHORT_DECK_MISSING.includes(ch));
}

// The games of the top-X% slider, for the page's notes: "Hold'em, short deck, A and B", where A and
// B are the labels of the Omaha games flagged `top`.
export function topGamesText() {
  const names = ["Hold'em", "short deck", ...GAMES.filter((g) => g.top && !g.ranges).map((g) => g.label)];
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
