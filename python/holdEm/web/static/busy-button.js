// A button that starts a long request (Solve, Calculate every flop): while its request runs it is
// marked busy by aria-disabled, not `disabled`, which would drop the focus of the button just
// pressed, and a press is ignored (the page's style greys it).
export function setBusy(button, busy) {
  button.setAttribute("aria-disabled", String(busy));
}

export function isBusy(button) {
  return button.getAttribute("aria-disabled") === "true";
}
