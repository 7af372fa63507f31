// One log line per request (docs/decisions/024-operability.md): request id, shop slug, actor
// kind, method, route, status and duration. The request id is the client's X-Request-Id when
// it is sane (1–100 letters, digits, `.`, `_`, `:`, `-`), else a new UUID; it is echoed in the
// answer's X-Request-Id header. Only the path is logged — never the query string, headers or
// body — and phone numbers in it, in the request id and in the address are masked here: the
// line goes through a logger without the generic redaction (server/logger.ts requestLineLogger).
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './hono-env';
import { maskPhones, maskRequestId, requestLineLogger, type Logger } from './logger';
import { clientAddressOf } from './context';

const SANE_REQUEST_ID = /^[\w.:-]{1,100}$/;

export function requestIdOf(header: string | undefined): string {
  return header && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

export function requestLog(log: Logger, options: { trustProxy?: boolean } = {}): MiddlewareHandler<AppEnv> {
  const line = requestLineLogger(log);
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header('x-request-id'));
    // The app's logger itself, not a child per request (a child re-runs the redaction setup and
    // cost a few percent of a 304 poll): lines about this request name `reqId` themselves.
    c.set('requestId', requestId);
    c.set('log', log);
    let failed = false;
    try {
      await next();
    } catch (err) {
      failed = true;
      throw err;
    } finally {
      const status = failed ? 500 : c.res.status;
      if (!failed) {
        try {
          c.res.headers.set('X-Request-Id', requestId);
        } catch {
          c.res = new Response(c.res.body, c.res);
          c.res.headers.set('X-Request-Id', requestId);
        }
      }
      const shop = c.get('shop') as { slug?: string } | undefined;
      const ctx = c.get('ctx') as { actor?: { kind?: string } } | undefined;
      const staff = c.get('staffAuth') as { staffId?: number } | null | undefined;
      const customer = c.get('customerAuth') as { customer?: { id?: number } } | null | undefined;
      const ctxAddress = (ctx as { request?: { clientAddress?: string } } | undefined)?.request?.clientAddress;
      writeRequestLine(line, {
        requestId,
        shop: shop?.slug ?? null,
        // The bell's 304 fast path answers before the context exists, with the customer known.
        actor: staff ? 'staff' : (ctx?.actor?.kind ?? (customer ? 'customer' : 'guest')),
        // Who: the staff member's or the customer's id (never a name or phone).
        actorId: staff?.staffId ?? customer?.customer?.id ?? null,
        // The client's address (behind TRUST_PROXY=1: the one the proxy saw).
        client: ctxAddress ?? clientAddressOf(c, options.trustProxy ?? false),
        method: c.req.method,
        path: c.req.path,
        status,
        started,
      });
    }
  };
}

/** What one request line says (server/api/notifications/bell-poll-listener.ts writes the bell's 304s with it too). */
export interface RequestLineFields {
  requestId: string;
  shop: string | null;
  actor: string;
  actorId: number | null;
  client: string;
  method: string;
  path: string;
  status: number;
  /** performance.now() when the request arrived. */
  started: number;
}

/** The request's one line, through `line` (requestLineLogger): the strings a client chooses masked here. */
export function writeRequestLine(line: Logger, f: RequestLineFields): void {
  line.info(
    {
      reqId: maskRequestId(f.requestId),
      shop: f.shop,
      actor: f.actor,
      actorId: f.actorId,
      client: maskPhones(f.client),
      method: f.method,
      route: maskPhones(f.path),
      status: f.status,
      durationMs: Math.round((performance.now() - f.started) * 10) / 10,
    },
    'request',
  );
}
