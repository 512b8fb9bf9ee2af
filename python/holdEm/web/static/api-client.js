// Talking to the JSON API under /api/ (see /openapi.json): a POST of a JSON body, the lines of a
// streamed (NDJSON) answer and its result, and the error of an answer that is not a success.

// An error answer of the API: its message, the field (and player index) at fault when it names one,
// and for a busy server (503) the seconds to wait before asking again.
export class ServerError extends Error {
  constructor(answer, status, retryAfter = 1) {
    super(answer.error);
    this.field = answer.field;
    this.index = answer.index;
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

// The ServerError of an answer that is not a success: the API's JSON error, or what came
// instead (a proxy's page, an empty answer) said by its status, never an empty message.
export async function errorOf(response) {
  const retryAfter = Number(response.headers.get("Retry-After")) || 1;
  const answer = await response.json().catch(() => null);
  if (answer && typeof answer.error === "string" && answer.error) {
    return new ServerError(answer, response.status, retryAfter);
  }
  const said = `the server answered ${response.status} ${response.statusText}`.trim();
  return new ServerError({ error: `${said}, not the API's JSON` }, response.status, retryAfter);
}

// What the page says where no answer came (the browser's own words, "Failed to fetch" or "network
// error", say nothing of what to do); an abort is the page's own doing and goes on as it is.
const UNREACHABLE = "cannot reach the server: is it still running? Try again once it is";
const CONNECTION_LOST = "the connection to the server was lost before its answer: try again";

function plainNetworkError(error, message) {
  return error instanceof TypeError ? new Error(message) : error;
}

export async function postJson(url, body, signal) {
  try {
    return await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw plainNetworkError(error, UNREACHABLE);
  }
}

// Calls onItem with each line of an NDJSON answer, parsed, as it arrives.
export async function readLines(response, onItem) {
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read().catch((error) => {
        throw plainNetworkError(error, CONNECTION_LOST);
      });
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

// The result of a streamed answer (a POST with "stream": true): onProgress sees each progress line
// as it arrives (it may throw to stop reading); the last line's error, or an answer that is not a
// success, is thrown as a ServerError, and a stream that ends before its last line as an Error.
export async function streamedResult(response, onProgress) {
  if (!response.ok) throw await errorOf(response);
  let result;
  await readLines(response, (item) => {
    if (item.progress !== undefined) onProgress(item);
    else if (item.result) result = item.result;
    else if (item.error) throw new ServerError(item, item.status);
  });
  // A server that stops (or a connection that drops) ends the stream without a last line.
  if (result === undefined) throw new Error("the server's answer ended before its result: try again");
  return result;
}
