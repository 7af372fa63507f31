// The bell's unchanged poll answered at node:http, before Hono (issue 27 item 4, decision 079).
// Nearly every request a logged-in shop serves is this poll (every tab, every 10 s), and nearly
// every one is a 304 with no body. Decision 034 already answers it before the shop's middleware;
// what was left per poll was the Hono request and answer objects (a web Request, Headers and
// Response built and read back) and the app-wide middleware in front of the route: the request
// log, metrics, the write limit, the security headers, compression and the storable-input check
// (which read the two-byte body through a web stream). Here the same poll is answered from the
// node request itself, with the same rules, each taken from where the app keeps it:
//   - the customer token (presentedCustomerTokenBy: bearer, or the cookie under the script rule),
//     the shop (resolveShopByHost, the row read a moment ago), then the session, its customer and
//     the validator in ONE statement (bellEtagByToken: authenticateCustomer's rule for a current
//     token, readBellState's lookups) where bellNotModified runs two;
//   - the body checked by storable-input's own check (checkBodyBytes);
//   - the write rate limit counted in the app's own limiter (one count per poll, either path);
//   - the answer's headers: ETag, Cache-Control, X-Request-Id and bodilessApiSecurityHeaders;
//   - one request line (writeRequestLine) and the request metrics (countRequest), with the same
//     fields and labels as the Hono path writes for this 304.
// Anything else — another path or method, a query string, no If-None-Match, no token, an
// unknown host or session (a rotated-out token in its grace period too), a changed bell, a body that is not complete or not storable, the
// limit reached, tracing on, an error — goes to Hono untouched (its body unread, or the bytes
// read here handed over as @hono/node-server's `rawBody`), and is answered exactly as before. A test compares this 304 with Hono's, header by header.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../services/context';
import { bellEtagByToken } from '../../../services/notifications/list-notifications';
import { READ_ONLY_SHOP_MAX_AGE_MS, resolveShopByHost } from '../../../services/shops/operations/resolve-shop';
import { bodilessApiSecurityHeaders } from '../../app';
import { clientAddressBy } from '../../context';
import { presentedCustomerTokenBy, type HeaderOf } from '../../customer-session';
import { requestLineLogger, type Logger } from '../../logger';
import { countRequest } from '../../metrics';
import { requestIdOf, writeRequestLine } from '../../request-log';
import { bodyChecked, checkBodyBytes, declaredBodyLength } from '../../storable-input';
import type { WriteRateLimiter } from '../../write-rate-limit';
import { BELL_CHANGED, NOTIFICATION_POLL_PATH, ifNoneMatchNames } from './bell-not-modified';

export interface BellPollListenerDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  trustProxy: boolean;
  /** The app's write limiter (createApp's deps.writeLimiter), so both paths count in one place. */
  writeLimiter: WriteRateLimiter;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A node:http listener that answers the bell's unchanged poll itself and hands every other
 * request to `next` (the app's listener). `inFlight` counts the polls it is answering, for the
 * shutdown drain.
 */
export function bellPollListener(deps: BellPollListenerDeps, next: Listener): { listener: Listener; inFlight: () => number } {
  const line = requestLineLogger(deps.logger);
  const noHsts = bodilessApiSecurityHeaders(false);
  const withHsts = bodilessApiSecurityHeaders(true);
  let active = 0;

  /** The 304, or false when Hono must answer (nothing of the request consumed then). */
  async function notModified(req: IncomingMessage, res: ServerResponse, header: HeaderOf, sent: string, token: string, started: number): Promise<boolean> {
    const shop = await resolveShopByHost(deps.db, header('host') ?? '', { maxAgeMs: READ_ONLY_SHOP_MAX_AGE_MS });
    if (!shop) return false;
    const found = await bellEtagByToken(deps.db, shop.id, token, deps.clock.now());
    if (!found) return false;
    const { customerId, etag } = found;
    if (!ifNoneMatchNames(sent, etag)) {
      // Changed: the app lists it (its own check would only find the same).
      (req as IncomingMessage & { [BELL_CHANGED]?: boolean })[BELL_CHANGED] = true;
      return false;
    }
    // The body, as storable-input checks it: complete and storable, else Hono answers it.
    const type = header('content-type');
    const length = declaredBodyLength(header('content-length'));
    if (length !== null && bodyChecked(type)) {
      const body = req.read(length) as Buffer | null;
      if (body === null) return false;
      // Read now: should Hono answer after all, its node adapter takes it as `rawBody` (its documented hook).
      (req as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
      const checked = checkBodyBytes(type, body);
      if (checked && 'field' in checked) return false;
    }
    const client = clientAddressBy(header, () => req.socket?.remoteAddress, deps.trustProxy);
    if (deps.writeLimiter.applies('POST', NOTIFICATION_POLL_PATH) && deps.writeLimiter.take(client) !== null) return false;
    const requestId = requestIdOf(header('x-request-id'));
    const https = deps.trustProxy && header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
    res.writeHead(304, { ETag: etag, 'Cache-Control': 'private, no-store', ...(https ? withHsts : noHsts), 'X-Request-Id': requestId });
    res.end();
    countRequest('POST', NOTIFICATION_POLL_PATH, 304, started);
    writeRequestLine(line, { requestId, shop: shop.slug, actor: 'customer', actorId: customerId, client, method: 'POST', path: NOTIFICATION_POLL_PATH, status: 304, started });
    return true;
  }

  const listener: Listener = (req, res) => {
    if (req.method !== 'POST' || req.url !== NOTIFICATION_POLL_PATH || req.headers['transfer-encoding'] !== undefined) return next(req, res);
    const headers = req.headers;
    const header: HeaderOf = (name) => {
      const v = headers[name];
      return Array.isArray(v) ? v.join(', ') : v;
    };
    const sent = header('if-none-match');
    if (!sent) return next(req, res);
    const presented = presentedCustomerTokenBy(header, true);
    if (!presented) return next(req, res);
    const started = performance.now();
    active++;
    notModified(req, res, header, sent, presented.token, started)
      .catch(() => false)
      .then((answered) => {
        active--;
        if (!answered && !res.headersSent) next(req, res);
      });
  };
  return { listener, inFlight: () => active };
}
