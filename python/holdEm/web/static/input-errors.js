// The server's refusals shown next to the input at fault.  An error answer names the request's
// field ("board", "dead", "exact", or "hands" with the player's index); its message goes under
// that input, which is marked invalid (aria-invalid, described by the message) until the next
// edit or answer.  A refusal that names no input the page has stays in the status line alone.
// Two forms ask the server, each with its own message (a scope): the spot (players, cards, game:
// the calculation and its follow-ups) and the push/fold form, whose inputs say their field in
// data-field; an edit of one clears its own message, not the other's.
// The note is not a live region: each form says its refusal once, on its own polite line (the
// calculation through announcer.js, push/fold in its status).  A refusal of the text being typed
// is said when the text is committed (Enter, or leaving the input), not at each pause of the typing.
import { announce } from "./announcer.js";
import { $ } from "./state.js";

const SCOPES = { spot: { id: "input-error" }, pushfold: { id: "pushfold-error", root: "pushfold-section" } };

// The input of each field, what the message calls it (data-for), and the element the message follows.
function placeOf(field, index, scope) {
  if (scope === "pushfold") {
    // The form shown: the other's inputs (in a disabled fieldset) have the same fields.
    const input = $(SCOPES.pushfold.root).querySelector(`[data-field="${CSS.escape(field)}"]:enabled`);
    return input && { input, name: field.replace("_", " "), after: input.closest("label") };
  }
  if (field === "hands" && Number.isInteger(index)) {
    const line = document.querySelector(`#players .player[data-player="${index}"]`);
    return line && { input: line.querySelector("input"), name: `player ${index + 1}`, after: line.lastElementChild };
  }
  if (field === "hands") {
    // Not one player's fault (too many for the game): under the list, the last player marked.
    return { input: document.querySelector("#players .player:last-child input"), name: "players", after: $("players") };
  }
  if (field === "board" || field === "dead") return { input: $(field), name: field, after: $(field).closest(".card-fields") };
  if (field === "exact") return { input: $("method"), name: "method", after: $("method").closest("label") };
  if (field === "game") return { input: $("game"), name: "game", after: $("game").closest("label") };
  return null;
}

let typedIn = null; // the input typed in since its last commit (its change event)

document.addEventListener("input", (event) => {
  typedIn = event.target;
});
document.addEventListener("change", (event) => {
  if (typedIn === event.target) typedIn = null;
  const id = event.target.getAttribute("aria-describedby");
  const note = id && event.target.getAttribute("aria-invalid") === "true" && document.getElementById(id);
  if (note) announce(note.textContent);
});

// Whether the user is typing in `input` (focused, its text not committed): its refusal waits.
export function typingInto(input) {
  return typedIn === input && document.activeElement === input;
}

export function clearInputErrors(scope = "spot") {
  const id = SCOPES[scope].id;
  const note = document.getElementById(id);
  if (note) note.remove();
  for (const input of document.querySelectorAll(`[aria-describedby="${id}"]`)) {
    input.removeAttribute("aria-invalid");
    input.removeAttribute("aria-describedby");
  }
}

// Shows `message` by the input of `field` (and player `index`) of the form `scope`, and returns
// that input; null when the page has no such input.
export function showInputError(message, field, index, scope = "spot") {
  clearInputErrors(scope);
  const place = field ? placeOf(field, index, scope) : null;
  if (!place || !place.input) return null;
  const note = document.createElement("p");
  note.className = "input-error";
  note.id = SCOPES[scope].id;
  note.dataset.for = place.name;
  note.textContent = message;
  place.after.after(note);
  place.input.setAttribute("aria-invalid", "true");
  place.input.setAttribute("aria-describedby", note.id);
  return place.input;
}
