// The response cache as handlers use it: an answer every anonymous shopper of the shop
// shares, keyed by what it depends on plus the shop's content version.
import type { Context } from 'hono';
import type { AppEnv } from './hono-env';

/**
 * `build()`'s answer, or the one stored under `parts` for this shop's current catalog. The
 * answer must not depend on who asks (no customer, no cookie); `X-Cache` tells how it came.
 */
export async function sharedAnswer(c: Context<AppEnv>, parts: string, build: () => Promise<Response>): Promise<Response> {
  const cache = c.var.responseCache;
  if (!cache) return build();
  const shop = c.var.shop;
  const key = `${shop.id}.${shop.content_version}|${parts}`;
  const { response, outcome } = await cache.answer(key, c.req.header('accept-encoding'), build);
  response.headers.set('X-Cache', outcome);
  return response;
}
