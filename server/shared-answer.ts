// The response cache as handlers use it: an answer every anonymous shopper of the shop
// shares, keyed by what it depends on plus the shop's content version; the stock it shows is
// checked against the database every STOCK_RECHECK_MS while it is asked for, in the background,
// and it is built again in the background when that stock moved; it is never served more than
// STOCK_MAX_UNCHECKED_MS after it was known to hold (decision 038).
import type { Context } from 'hono';
import { buildNotingStock } from '../services/catalog/operations/stock-shown';
import type { AppEnv } from './hono-env';

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
  const cache = c.get('responseCache');
  if (!cache) return build();
  const shop = c.get('shop');
  const db = c.get('db');
  // One copy per language too (docs/decisions/047): product names, stock and prices are written in it.
  const key = `${shop.id}.${shop.content_version}|${c.get('lang') ?? 'en'}|${parts}`;
  const { response, outcome } = await cache.answer(key, c.req.header('accept-encoding'), async () => {
    const { result, stockCheck } = await buildNotingStock(db, shop.id, build);
    return { response: result, recheck: stockCheck };
  });
  response.headers.set('X-Cache', outcome);
  return response;
}

const JSON_HEADERS = { 'content-type': 'application/json' } as const;

/**
 * A JSON answer for `sharedAnswer`'s `build`: made on its own, not with the request's `c.json`.
 * The body is the JSON text itself, as `Response.json` writes it, in a `new Response`: in the
 * server that is @hono/node-server's light Response, whose text goes to the socket as it is —
 * `Response.json` makes the runtime's own Response, whose body the server must read back from a
 * stream (issue 27 item 1; docs/decisions/077).
 */
export function jsonAnswer(data: unknown): Response {
  return new Response(JSON.stringify(data), { headers: JSON_HEADERS });
}
