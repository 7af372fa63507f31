// The answer's own headers, to change after the route has answered (a middleware's step after
// `next()`). Hono's `c.header()` there copies the whole Response first (`new Response(body, res)`),
// and the copy's body is a stream that @hono/node-server must then read chunk by chunk instead
// of writing the JSON string at once (issue 27 item 2, decision 074). The headers of an answer
// made here are mutable; only a fetched or `Response.redirect()` answer's are not: that one is
// copied once.
import type { Context } from 'hono';

export function answerHeaders(c: Context): Headers {
  const headers = c.res.headers;
  try {
    // Removing a name no answer has: nothing on mutable headers, a TypeError on immutable ones.
    headers.delete('X-Haat-Never-Sent');
    return headers;
  } catch {
    c.res = new Response(c.res.body, c.res);
    return c.res.headers;
  }
}
