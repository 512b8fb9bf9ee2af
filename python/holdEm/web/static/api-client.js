// Talking to the JSON API under /api/ (see /openapi.json): a POST of a JSON body, and the lines
// of a streamed (NDJSON) answer.

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
