// What the page holds: the inputs (players, board, dead cards, game) and what the server sent
// once per game (the rankings).  Every module reads and writes this one object; the inputs on
// the page show it.
export const state = {
  game: "holdem",
  players: ["AsKs", "QhQd"],
  selected: 1, // the player whose range the grid edits
  grids: [null, null], // per player: Map class -> weight (0..1) while the grid describes its text
  board: "",
  dead: "",
  rankings: {}, // per game with ranges: {ranking: [{hand_class, equity, combos}] strongest first, total_combos}
  lastResult: null,
};

export const MAX_PLAYERS = 10;

export const $ = (id) => document.getElementById(id);

// A player's text, in the state and in the player's input.
export function setPlayerText(i, text) {
  state.players[i] = text;
  const input = document.querySelector(`#players .player[data-player="${i}"] input`);
  if (input) input.value = text;
}

// The inputs as a POST /api/equity body (the follow-ups take their fields from it too).
export function requestBody() {
  const method = $("method").value;
  return {
    hands: state.players.map((t) => (t.trim() ? t.trim() : "random")),
    board: state.board,
    dead: state.dead,
    game: state.game,
    exact: method === "exact" ? true : method === "mc" ? false : null,
    stream: true,
  };
}
