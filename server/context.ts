// Builds the one request context (services/context.ts) once per request, after the shop is
// resolved from Host and the customer from their token: API handlers read it as `c.get('ctx')`,
// React Router loaders and actions receive the same object as their `context`.
import type { Context, MiddlewareHandler } from 'hono';
import { createContext, type Actor, type Clock, type Deps, type RequestFacts } from '../services/context';
import type { AppEnv } from './hono-env';
import { isSellerPath } from './staff-session';
import type { HeaderOf } from './customer-session';
import type { Lang } from '../core/i18n/lang';
import type { CustomerAuth } from '../services/accounts/operations/authenticate-customer';
import type { StaffAuth } from '../services/seller/operations/authenticate-staff';

/** The client's address: the socket's peer, or behind a trusted proxy the last X-Forwarded-For entry (the one it appended). */
export function clientAddressOf(c: Context, trustProxy: boolean): string {
  return clientAddressBy((name) => c.req.header(name), () => {
    const bindings = (c.env as { server?: unknown; incoming?: unknown } | undefined) ?? {};
    const incoming = ((bindings.server as { incoming?: unknown } | undefined)?.incoming ?? bindings.incoming) as
      | { socket?: { remoteAddress?: string } }
      | undefined;
    return incoming?.socket?.remoteAddress;
  }, trustProxy);
}

/** clientAddressOf for a request read through `header`, with its socket's peer (`peer`: node:http's `socket.remoteAddress`). */
export function clientAddressBy(header: HeaderOf, peer: () => string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = header('x-forwarded-for');
    const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).pop();
    if (last) return last;
  }
  try {
    return peer() ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Whether the request came over HTTPS (directly, or per the trusted proxy's X-Forwarded-Proto). */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  return isHttpsBy((name) => c.req.header(name), new URL(c.req.url).protocol === 'https:', trustProxy);
}

/** isHttps for a request read through `header`; `direct`: it came over TLS itself. */
export function isHttpsBy(header: HeaderOf, direct: boolean, trustProxy: boolean): boolean {
  if (direct) return true;
  return trustProxy && header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** Scheme + host the shopper used (for canonical URLs, share links, sitemaps): `url` is the request's, `header` its headers. */
function originBy(header: HeaderOf, url: URL): string {
  const proto = header('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  const host = header('host') || url.host;
  return `${proto}://${host}`;
}

/** What the request context knows of the HTTP request, for a request read through `header` (server/api/catalog/catalog-read-listener.ts reads it from node:http). */
export interface RequestParts {
  header: HeaderOf;
  url: URL;
  path: string;
  clientAddress: string;
  secure: boolean;
  lang: Lang;
  dataSaver: boolean;
}

export function requestFactsBy(r: RequestParts): RequestFacts {
  const dataRequest = r.path.endsWith('.data');
  return { origin: originBy(r.header, r.url), clientAddress: r.clientAddress, secureCookies: r.secure, lang: r.lang, dataSaver: r.dataSaver, dataRequest, pageMarkup: dataRequest ? undefined : new Map() };
}

function requestFactsOf(c: Context<AppEnv>, trustProxy: boolean): RequestFacts {
  const header: HeaderOf = (name) => c.req.header(name);
  return requestFactsBy({ header, url: new URL(c.req.url), path: c.req.path, clientAddress: clientAddressOf(c, trustProxy), secure: isHttps(c, trustProxy), lang: c.get('lang'), dataSaver: c.get('dataSaver') });
}

/**
 * Who acts: the seller console's paths only as staff (or a guest), everything else only as a
 * customer (or a guest) — neither token ever stands for the other (server/staff-session.ts).
 */
export function actorOf(path: string, auth: CustomerAuth | null | undefined, staff: StaffAuth | null | undefined): Actor {
  return isSellerPath(path)
    ? staff
      ? { kind: 'staff', staffId: staff.staffId, role: staff.role, sessionId: staff.sessionId }
      : { kind: 'guest' }
    : auth
      ? { kind: 'customer', customer: auth.customer, sessionId: auth.session.id }
      : { kind: 'guest' };
}

/** The middleware that makes `c.get('ctx')`; runs after shop resolution and customerSession. */
export function requestContext(options: { deps: Deps; clock: Clock; trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const actor = actorOf(c.req.path, c.get('customerAuth'), c.get('staffAuth'));
    c.set(
      'ctx',
      createContext({ db: c.get('db'), shop: c.get('shop'), actor, clock: options.clock, deps: options.deps, request: requestFactsOf(c, options.trustProxy) }),
    );
    await next();
  };
}
