// Builds the one request context (services/context.ts) once per request, after the shop is
// resolved from Host and the customer from their token: API handlers read it as `c.get('ctx')`,
// React Router loaders and actions receive the same object as their `context`.
import type { Context, MiddlewareHandler } from 'hono';
import { createContext, type Actor, type Clock, type Deps, type RequestFacts } from '../services/context';
import type { AppEnv } from './hono-env';
import { isSellerPath } from './staff-session';

/** The client's address: the socket's peer, or behind a trusted proxy the last X-Forwarded-For entry (the one it appended). */
export function clientAddressOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).pop();
    if (last) return last;
  }
  try {
    const bindings = (c.env as { server?: unknown; incoming?: unknown } | undefined) ?? {};
    const incoming = ((bindings.server as { incoming?: unknown } | undefined)?.incoming ?? bindings.incoming) as
      | { socket?: { remoteAddress?: string } }
      | undefined;
    return incoming?.socket?.remoteAddress ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Whether the request came over HTTPS (directly, or per the trusted proxy's X-Forwarded-Proto). */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** Scheme + host the shopper used (for canonical URLs, share links, sitemaps). */
function originOf(req: Request): string {
  const url = new URL(req.url);
  const proto = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  const host = req.headers.get('host') || url.host;
  return `${proto}://${host}`;
}

function requestFactsOf(c: Context, trustProxy: boolean): RequestFacts {
  const dataRequest = c.req.path.endsWith('.data');
  return { origin: originOf(c.req.raw), clientAddress: clientAddressOf(c, trustProxy), secureCookies: isHttps(c, trustProxy), lang: c.get('lang'), dataSaver: c.get('dataSaver'), dataRequest, pageMarkup: dataRequest ? undefined : new Map() };
}

/** The middleware that makes `c.get('ctx')`; runs after shop resolution and customerSession. */
export function requestContext(options: { deps: Deps; clock: Clock; trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = c.get('customerAuth');
    const staff = c.get('staffAuth');
    // The seller console's paths act only as staff (or a guest); everything else only as a
    // customer (or a guest): neither token ever stands for the other (server/staff-session.ts).
    const actor: Actor = isSellerPath(c.req.path)
      ? staff
        ? { kind: 'staff', staffId: staff.staffId, role: staff.role, sessionId: staff.sessionId }
        : { kind: 'guest' }
      : auth
        ? { kind: 'customer', customer: auth.customer, sessionId: auth.session.id }
        : { kind: 'guest' };
    c.set(
      'ctx',
      createContext({ db: c.get('db'), shop: c.get('shop'), actor, clock: options.clock, deps: options.deps, request: requestFactsOf(c, options.trustProxy) }),
    );
    await next();
  };
}
