// Response compression. Hono's compress() pipes every body through a web CompressionStream,
// which for a small JSON body costs far more than the zlib work itself (a 2 KB Quick View
// answer: ~0.46 ms of CPU against ~0.03 ms for gzipSync; docs/benchmarks.md). JSON bodies are
// complete strings anyway, and a rendered page streamed in 2 KB pieces paid a zlib call and a
// thread-pool hop per piece (~3 ms of a product page's 13.5 ms; issue 27): so JSON and HTML
// bodies the client takes gzipped are read whole and compressed in one synchronous zlib call
// (a page's first byte waits for its last, which on our pages is a few milliseconds);
// everything else — deflate-only clients, other types — goes through compress() exactly as
// before, with the same threshold, Vary and no-transform rules. A page goes Brotli-compressed to a
// client that prefers br (decision 083).
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import { answerHeaders } from './response-headers';
import { knownBody } from '../services/page-body';

const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** compress()'s choice between gzip and deflate for an Accept-Encoding header. */
export function selectEncoding(header: string | undefined): 'gzip' | 'deflate' | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcardQ = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: 'gzip' | 'deflate'; q: number } | undefined;
  for (const encoding of ['gzip', 'deflate'] as const) {
    const explicit = accepts.find((a) => a.type.toLowerCase() === encoding);
    const q = explicit ? explicit.q : (wildcardQ ?? 0);
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * Whether a stored answer goes Brotli-compressed to a client sending `header`: it names `br`
 * (or `*`) with a weight at least gzip's. The shared page cache keeps both (server/response-cache.ts).
 */
export function prefersBrotli(header: string | undefined): boolean {
  if (header === undefined) return false;
  const accepts = parseAccept(header);
  const q = (encoding: string) => accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? accepts.find((a) => a.type === '*')?.q ?? 0;
  const br = q('br');
  return br > 0 && br >= q('gzip');
}

/** Vary names Accept-Encoding (compress()'s rule: unless it is `*` or names it already). */
function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * A page compressed here is one rendered for this request alone — a shared page the cache stores
 * is compressed there, once, gzip and Brotli at 9 (server/response-cache.ts), and arrives here
 * with its length set. Measured on the demo pages (docs/decisions/083; one call, CPU):
 * Brotli at quality 4 is both smaller and cheaper than gzip at its default 6 (home 176 KB:
 * 21.0 KB in ~1.2 ms against 23.7 KB in ~1.8 ms; listing 109 KB: 18.0 KB against 19.9 KB, ~1.0
 * against ~1.4 ms), so a browser that takes br (every current one, over HTTPS) gets that. For
 * a client with gzip only, level 5 keeps 98–99 % of level 6's saving (home +0.4 KB, listing
 * +0.2 KB) for ~three quarters of its CPU; level 4 would cost 4–6 % more bytes.
 */
const PAGE_GZIP = { level: 5 } as const;
const PAGE_BROTLI_QUALITY = 4;
function pageBrotli(body: Buffer): Buffer {
  return brotliCompressSync(body, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

export function compressResponses(): MiddlewareHandler {
  const streaming = compress({ threshold: THRESHOLD });
  return (c, next) =>
    streaming(c, async () => {
      await next();
      const res = c.res;
      if (
        !/^(?:application\/json|text\/html)\b/i.test(res.headers.get('Content-Type') ?? '') ||
        res.status === 206 ||
        res.headers.has('Content-Encoding') ||
        res.headers.has('Transfer-Encoding') ||
        c.req.method === 'HEAD' ||
        NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
      )
        return;
      const length = res.headers.get('Content-Length');
      const accept = c.req.header('Accept-Encoding');
      const page = /^text\/html\b/i.test(res.headers.get('Content-Type') ?? '');
      const brotli = page && prefersBrotli(accept);
      if (!brotli && selectEncoding(accept) !== 'gzip') {
        // A client without gzip: compress() would add Vary (and deflate, for a deflate client)
        // with c.header(), which copies the answer into one whose body is a stream. Vary goes
        // on the answer's own headers here instead; compress() then finds it there.
        if (!(length && Number(length) < THRESHOLD)) varyOnEncoding(answerHeaders(c));
        return;
      }
      if (length !== null) return;
      // A rendered page's bytes are at hand (services/page-body.ts); anything else is read out.
      let body = knownBody(res);
      if (!body) {
        if (!res.body) return;
        body = Buffer.from(await res.arrayBuffer());
      }
      // With its length known, a body under the threshold is left alone by compress() too.
      const small = body.length < THRESHOLD;
      const out = small ? body : brotli ? pageBrotli(body) : gzipSync(body, page ? PAGE_GZIP : undefined);
      c.res = new Response(out as unknown as BodyInit, res);
      c.res.headers.set('Content-Length', String(out.length));
      if (small) return;
      c.res.headers.set('Content-Encoding', brotli ? 'br' : 'gzip');
      varyOnEncoding(c.res.headers);
    });
}
