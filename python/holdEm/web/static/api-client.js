// Talking to the JSON API under /api/ (see /openapi.json): a POST of a JSON body, the lines of a
// streamed (NDJSON) answer, and the error of an answer that is not a success.

// An error answer of the API: its message, and the field (and player index) at fault when it names one.
export class ServerError extends Error {
  constructor(answer, status) {
    super(answer.error);
    this.field = answer.field;
    this.index = answer.index;
    this.status = status;
  }
}

// The ServerError of an answer that is not a success: the API's JSON error, or what came
// instead (a proxy's page, an empty answer) said by its status, never an empty message.
export async function errorOf(response) {
  const answer = await response.json().catch(() => null);
  if (answer && typeof answer.error === "string" && answer.error) return new ServerError(answer, response.status);
  const said = `the server answered ${response.status} ${response.statusText}`.trim();
  return new ServerError({ error: `${said}, not the API's JSON` }, response.status);
}

export function postJson(url, body, signal) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
}

// Calls onItem with each line of an NDJSON answer, parsed, as it arrives.
export async function readLines(response, onItem) {
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let nl;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (line.trim()) onItem(JSON.parse(line));
      }
    }
    if (buffer.trim()) onItem(JSON.parse(buffer));
  } finally {
    reader.cancel().catch(() => {}); // a dropped stream is closed, so the server stops computing
  }
}
