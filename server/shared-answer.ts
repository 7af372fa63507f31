// The response cache as handlers use it: an answer every anonymous shopper of the shop
// shares, keyed by what it depends on plus the shop's content version; the stock it shows is
// checked against the database every STOCK_RECHECK_MS while it is asked for, in the background,
// and it is built again in the background when that stock moved; it is never served more than
// STOCK_MAX_UNCHECKED_MS after it was known to hold (decision 038).
import type { Context } from 'hono';
import { buildNotingStock } from '../services/catalog/operations/stock-shown';
import type { AppEnv } from './hono-env';
import type { Db } from '../db/client';
import type { Shop } from '../db/schema';
import type { Lang } from '../core/i18n/lang';
import type { ResponseCache } from './response-cache';
import { bufferedResponse } from '../services/page-body';

export { STOCK_MAX_UNCHECKED_MS, STOCK_RECHECK_MS } from '../services/catalog/operations/stock-shown';

/**
 * `build()`'s answer, or the one stored under `parts` for this shop's current catalog and
 * stock. The answer must not depend on who asks (no customer, no cookie); `X-Cache` tells how
 * it came (`stale`: the stored one went unchecked too long and showed stock that has since
 * moved, so this request waited for it to be built again).
 *
 * `build` may also run in the background, after this request was answered (the stored answer
 * is built again there when its stock moved): it makes its Response itself (`Response.json`,
 * a render of a copy of the request) — not with `c.json`/`c.html`, which carry this request's
 * own answer's headers once it is sent — and depends on nothing of the client's connection.
 */
export async function sharedAnswer(c: Context<AppEnv>, parts: string, build: () => Promise<Response>): Promise<Response> {
  return sharedAnswerFor({ cache: c.get('responseCache'), db: c.get('db'), shop: c.get('shop'), lang: c.get('lang') ?? 'en' }, c.req.header('accept-encoding'), parts, build);
}

/** What a shared answer is looked up by: the app's cache (null: off), the shop and the request's language. */
export interface SharedAnswerScope {
  cache: ResponseCache | null;
  db: Db;
  shop: Shop;
  lang: Lang;
}

/**
 * sharedAnswer for a request read without Hono (the catalog reads answered at node:http:
 * server/api/catalog/catalog-read-listener.ts): the same key, the same cache, the same `X-Cache`.
 */
export async function sharedAnswerFor(scope: SharedAnswerScope, acceptEncoding: string | undefined, parts: string, build: () => Promise<Response>): Promise<Response> {
  const { cache, db, shop } = scope;
  if (!cache) return build();
  // One copy per language too (docs/decisions/047): product names, stock and prices are written in it.
  const key = `${shop.id}.${shop.content_version}|${scope.lang}|${parts}`;
  const { response, outcome } = await cache.answer(key, acceptEncoding, async () => {
    const { result, stockCheck } = await buildNotingStock(db, shop.id, build);
    return { response: result, recheck: stockCheck };
  });
  response.headers.set('X-Cache', outcome);
  return response;
}

const JSON_HEADERS = { 'content-type': 'application/json' } as const;

/**
 * A JSON answer for `sharedAnswer`'s `build`: made on its own, not with the request's `c.json`.
 * The body is the JSON text itself, as `Response.json` writes it, encoded once into a Buffer kept
 * beside the Response (services/page-body.ts): the compression, the cache and the catalog reads
 * before Hono take those bytes as they are — `Response.json`'s body, or a text body read back
 * with `arrayBuffer()`, goes through a web stream first (issue 27 item 1; docs/decisions/077, 086).
 */
export function jsonAnswer(data: unknown): Response {
  return bufferedResponse(Buffer.from(JSON.stringify(data)), { headers: JSON_HEADERS });
}
