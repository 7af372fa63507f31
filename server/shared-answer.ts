// The response cache as handlers use it: an answer every anonymous shopper of the shop
// shares, keyed by what it depends on plus the shop's content version; the stock it shows is
// checked against the database at most every STOCK_RECHECK_MS (decision 038).
import type { Context } from 'hono';
import { buildNotingStock } from '../services/catalog/operations/stock-shown';
import type { AppEnv } from './hono-env';

export { STOCK_RECHECK_MS } from '../services/catalog/operations/stock-shown';

/**
 * `build()`'s answer, or the one stored under `parts` for this shop's current catalog and
 * stock. The answer must not depend on who asks (no customer, no cookie); `X-Cache` tells how
 * it came (`stale`: the stored one showed stock that has since moved, so it was built again).
 */
export async function sharedAnswer(c: Context<AppEnv>, parts: string, build: () => Promise<Response>): Promise<Response> {
  const cache = c.var.responseCache;
  if (!cache) return build();
  const shop = c.var.shop;
  const db = c.var.db;
  const key = `${shop.id}.${shop.content_version}|${parts}`;
  const { response, outcome } = await cache.answer(key, c.req.header('accept-encoding'), async () => {
    const { result, stockCheck } = await buildNotingStock(db, shop.id, build);
    return { response: result, recheck: stockCheck };
  });
  response.headers.set('X-Cache', outcome);
  return response;
}
