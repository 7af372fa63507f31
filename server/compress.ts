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

/** The client's choice for a JSON or HTML answer: Brotli (pages only), gzip, or neither (deflate, or nothing: compress() decides then). */
function wholeBodyEncoding(accept: string | undefined, page: boolean): 'br' | 'gzip' | null {
  if (page && prefersBrotli(accept)) return 'br';
  return selectEncoding(accept) === 'gzip' ? 'gzip' : null;
}

/** A whole body compressed in one call for `encoding`, or null under the threshold (compress() too leaves a body of known length under it alone). */
function compressBody(body: Buffer, encoding: 'br' | 'gzip', page: boolean): Buffer | null {
  if (body.length < THRESHOLD) return null;
  return encoding === 'br' ? pageBrotli(body) : gzipSync(body, page ? PAGE_GZIP : undefined);
}

/** The headers of a body of `length` bytes sent as they are (`encoding` null) or compressed. */
function markBody(headers: Headers, length: number, encoding: 'br' | 'gzip' | null): void {
  headers.set('Content-Length', String(length));
  if (!encoding) return;
  headers.set('Content-Encoding', encoding);
  varyOnEncoding(headers);
}

/**
 * What compressResponses (and compress() after it) send for a complete 200 JSON answer to a
 * client sending `accept` — the bytes, with Content-Length, Content-Encoding and Vary set on
 * `headers` — or null when compress() would stream it (a client taking deflate, not gzip) or the
 * answer is of another kind. For the catalog reads answered before Hono
 * (server/api/catalog/catalog-read-listener.ts); a test compares both answers header by header.
 */
export function compressedJsonAnswer(headers: Headers, body: Buffer, accept: string | undefined): Buffer | null {
  if (!/^application\/json\b/i.test(headers.get('Content-Type') ?? '') || headers.has('Transfer-Encoding') || NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')) return null;
  const length = headers.get('Content-Length');
  if (headers.has('Content-Encoding')) return length === null ? null : body;
  const encoding = wholeBodyEncoding(accept, false);
  if (encoding === null) {
    if (selectEncoding(accept) === 'deflate') return null;
    if (!(length && Number(length) < THRESHOLD)) varyOnEncoding(headers);
    // As @hono/node-server writes a body of known bytes.
    if (length === null) headers.set('Content-Length', String(body.length));
    return body;
  }
  if (length !== null) return body;
  const compressed = compressBody(body, encoding, false);
  markBody(headers, (compressed ?? body).length, compressed ? encoding : null);
  return compressed ?? body;
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
      const encoding = wholeBodyEncoding(accept, page);
      if (encoding === null) {
        // A client without gzip: compress() would add Vary (and deflate, for a deflate client)
        // with c.header(), which copies the answer into one whose body is a stream. Vary goes
        // on the answer's own headers here instead; compress() then finds it there.
        if (!(length && Number(length) < THRESHOLD)) varyOnEncoding(answerHeaders(c));
        return;
      }
      if (length !== null) return;
      // A rendered page's bytes are at hand (services/page-body.ts), a JSON answer's too
      // (server/shared-answer.ts jsonAnswer); anything else is read out.
      let body = knownBody(res);
      if (!body) {
        if (!res.body) return;
        body = Buffer.from(await res.arrayBuffer());
      }
      const compressed = compressBody(body, encoding, page);
      const out = compressed ?? body;
      c.res = new Response(out as unknown as BodyInit, res);
      markBody(c.res.headers, out.length, compressed ? encoding : null);
    });
}
