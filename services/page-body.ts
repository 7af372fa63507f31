// A rendered page's body as bytes in memory, beside the Response that carries it. The page render
// (app/entry.server.tsx) collects React's output into one Buffer instead of piping it through a
// web ReadableStream; what reads the page after it — the inline scripts' hashes (server/csp.ts),
// the one gzip of the page (server/compress.ts), the shared page cache (server/response-cache.ts)
// — takes that Buffer here instead of reading the Response's body back out of a stream and
// decoding it as text (a stream, a read and a UTF-8 decode of a 100–200 KB page: ~0.7 ms of a
// rendered page's CPU, issue 27 item 1; docs/decisions/083). A Response made elsewhere has no
// known body and is read as before.
const bodies = new WeakMap<Response, Buffer>();

/** A Response with `body`, which `bodyOf` hands back without reading it. */
export function bufferedResponse(body: Buffer, init: ResponseInit): Response {
  const response = new Response(body as unknown as BodyInit, init);
  bodies.set(response, body);
  return response;
}

/** The body of a Response made by `bufferedResponse`, else null (read it the usual way). */
export function knownBody(response: Response): Buffer | null {
  return bodies.get(response) ?? null;
}

/** The body's bytes: the known Buffer, or the body read out. */
export async function bodyOf(response: Response): Promise<Buffer> {
  return knownBody(response) ?? Buffer.from(await response.arrayBuffer());
}
