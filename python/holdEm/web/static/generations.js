// Generations of the input.  Every edit starts a new one; each request remembers the generation
// it answers, and what it brings back (every line of an answer, every status message, every
// render) is dropped unless that generation is still the newest.  So an answer to an older input
// can never be shown as the answer to the current one, however the requests interleave.
let newest = 0;

// Starts a new generation and returns its number: whatever is in flight now answers an older input.
export function nextGeneration() {
  newest += 1;
  return newest;
}

export function isNewest(generation) {
  return generation === newest;
}

export function newestGeneration() {
  return newest;
}
