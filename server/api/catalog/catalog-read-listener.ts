// The catalog reads every shopper shares — Quick View and the two search-suggestion calls —
// answered at node:http, before Hono (issue 27 item 1; docs/decisions/086, as decision 079 did
// for the bell's poll). Uncached, ~1 ms of a Quick View call's CPU was the HTTP and middleware
// path (decision 084's profile): a web Request, Headers and Response built and read back, the
// app-wide middleware (request log, metrics, write limit, security headers, compression, the
// storable-input check), the shop's middleware (shop, customer, staff, language, data saver,
// context, page forms, cart cookies) and the route's validator. Here the same calls are answered
// from the node request itself, every rule taken from where the app keeps it:
//   - the call itself (shared-call.ts): the route's body schema, the shop check, the answer's
//     key and builder — the route runs the same object;
//   - the body: complete, JSON, storable (storable-input's checkBodyBytes), then the schema;
//   - the shop (resolveShopByHost with the shared calls' max age), the customer
//     (presentedCustomerTokenBy: bearer, or the cookie under the cross-site rule;
//     authenticateCustomer), the actor (actorOf), the language (resolveLang from the lang
//     cookie, the account, the shop's default), the data-saver state (resolveDataSaver), the
//     request facts (requestFactsBy) and the context (createContext);
//   - the shared-answer cache (sharedAnswerFor: the same key, hit or built, `X-Cache`);
//   - compression as negotiated (compress.ts compressedJsonAnswer), `Cache-Control: private,
//     no-store` for a logged-in customer (customerSession's rule), the security headers
//     (bodilessApiSecurityHeaders), X-Request-Id (requestIdOf);
//   - the write limit (the app's limiter: one count per call, whichever path answers it);
//   - one request line (writeRequestLine) and the metrics (countRequest), with the same fields
//     and labels as the Hono path.
// Anything else goes to Hono untouched and is answered exactly as before — its body, once read
// here, handed over as @hono/node-server's `rawBody`: another path or method, a query string, a
// chunked or missing body, another content type, an Accept-Encoding that makes compress()
// stream (deflate), a Host that is no shop, a body that is not storable JSON or fails the
// schema, a refusal of the call (an unknown product, another shop named), a language to store
// on the account, the limit reached, an error, tracing on. A test serves the same app with and
// without this listener and compares status, headers, bodies, request lines and metrics.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../../../db/client';
import { resolveLang } from '../../../core/i18n/lang';
import { resolveDataSaver } from '../../../core/data-saver';
import { authenticateCustomer } from '../../../services/accounts/operations/authenticate-customer';
import { readLangCookie } from '../../../services/accounts/lang-cookies';
import { createContext, type Clock, type Deps } from '../../../services/context';
import { knownBody } from '../../../services/page-body';
import { readDataSaverCookie } from '../../../services/shops/data-saver-cookie';
import { READ_ONLY_SHOP_MAX_AGE_MS, resolveShopByHost } from '../../../services/shops/operations/resolve-shop';
import { bodilessApiSecurityHeaders } from '../../app';
import { compressedJsonAnswer, selectEncoding } from '../../compress';
import { actorOf, clientAddressBy, isHttpsBy, requestFactsBy } from '../../context';
import { presentedCustomerTokenBy, type HeaderOf } from '../../customer-session';
import { accountLanguageChange } from '../../lang';
import { requestLineLogger, type Logger } from '../../logger';
import { countRequest } from '../../metrics';
import { requestIdOf, writeRequestLine } from '../../request-log';
import type { ResponseCache } from '../../response-cache';
import { sharedAnswerFor } from '../../shared-answer';
import { checkBodyBytes, declaredBodyLength } from '../../storable-input';
import type { WriteRateLimiter } from '../../write-rate-limit';
import { SHARED_CATALOG_CALL_LIST } from './index';
import type { SharedCatalogCall } from './shared-call';

export interface CatalogReadListenerDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  trustProxy: boolean;
  /** The app's write limiter (createApp's deps.writeLimiter), so both paths count in one place. */
  writeLimiter: WriteRateLimiter;
  /** The app's shared-answer cache (createApp's deps.responseCache), or null when it is off. */
  responseCache: ResponseCache | null;
  /** What the request context carries (createApp's contextDeps). */
  contextDeps: Deps;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** The JSON bodies the route's validator reads as JSON (any other type is the app's to answer). */
const JSON_TYPE = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;
/** A Host the app's URL takes as it is (a name or address, a port). */
const PLAIN_HOST = /^[a-z0-9.-]{1,253}(?::\d{1,5})?$/i;

/** The body's bytes once complete, or null when the client went away first. */
function readBody(req: IncomingMessage, length: number): Promise<Buffer | null> {
  return new Promise((ok) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
    });
    req.on('end', () => ok(size === length ? (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)) : null));
    req.on('error', () => ok(null));
  });
}

/**
 * A node:http listener that answers the shared catalog reads itself and hands every other
 * request to `next` (the app's listener, or the bell's). `inFlight` counts the calls it is
 * answering, for the shutdown drain.
 */
export function catalogReadListener(deps: CatalogReadListenerDeps, next: Listener): { listener: Listener; inFlight: () => number } {
  const calls = new Map<string, SharedCatalogCall<unknown>>(SHARED_CATALOG_CALL_LIST.map((c) => [c.path, c as SharedCatalogCall<unknown>]));
  const line = requestLineLogger(deps.logger);
  const noHsts = bodilessApiSecurityHeaders(false);
  const withHsts = bodilessApiSecurityHeaders(true);
  let active = 0;

  /** The answer, or false when Hono must answer (the body read is left as `rawBody`). */
  async function answer(req: IncomingMessage, res: ServerResponse, call: SharedCatalogCall<unknown>, header: HeaderOf, length: number, started: number): Promise<boolean> {
    const bytes = await readBody(req, length);
    if (bytes === null) return false;
    // Read now: should Hono answer after all, its node adapter takes it as `rawBody` (its documented hook).
    (req as IncomingMessage & { rawBody?: Buffer }).rawBody = bytes;
    const type = header('content-type');
    const checked = checkBodyBytes(type, bytes);
    if (!checked || 'field' in checked) return false;
    const input = call.body.safeParse(checked.json);
    if (!input.success) return false;
    const { db } = deps;
    const host = header('host')!;
    const shop = await resolveShopByHost(db, host, { maxAgeMs: READ_ONLY_SHOP_MAX_AGE_MS });
    if (!shop) return false;
    const presented = presentedCustomerTokenBy(header, true);
    const auth = presented ? await authenticateCustomer(db, shop, presented.token, deps.clock.now()) : null;
    const cookies = header('cookie');
    const langCookie = readLangCookie(cookies);
    // The app would store the browser's earlier choice on the account now.
    if (accountLanguageChange(null, langCookie, auth)) return false;
    const lang = resolveLang({ query: null, cookie: langCookie, account: auth?.language, shopDefault: shop.default_language });
    const dataSaver = resolveDataSaver({ query: undefined, cookie: readDataSaverCookie(cookies), saveData: header('save-data'), ect: header('ect') });
    const path = call.path;
    const client = clientAddressBy(header, () => req.socket?.remoteAddress, deps.trustProxy);
    const secure = isHttpsBy(header, false, deps.trustProxy);
    const actor = actorOf(path, auth, null);
    const ctx = createContext({
      db,
      shop,
      actor,
      clock: deps.clock,
      deps: deps.contextDeps,
      request: requestFactsBy({ header, url: new URL(`http://${host}${path}`), path, clientAddress: client, secure, lang, dataSaver }),
    });
    const plan = await call.answer(ctx, input.data);
    const accept = header('accept-encoding');
    const response = await sharedAnswerFor({ cache: deps.responseCache, db, shop, lang }, accept, plan.parts, plan.build);
    const body = knownBody(response);
    if (response.status !== 200 || body === null) return false;
    const headers = response.headers;
    const out = compressedJsonAnswer(headers, body, accept);
    if (out === null) return false;
    // customerSession's rule: what was made for a logged-in customer never sits in a shared cache.
    if (auth && !headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-store');
    if (deps.writeLimiter.applies('POST', path) && deps.writeLimiter.take(client) !== null) return false;
    const requestId = requestIdOf(header('x-request-id'));
    const sent: Record<string, string> = {};
    headers.forEach((value, name) => (sent[name] = value));
    res.writeHead(200, Object.assign(sent, secure ? withHsts : noHsts, { 'X-Request-Id': requestId }));
    res.end(out);
    countRequest('POST', path, 200, started);
    writeRequestLine(line, { requestId, shop: shop.slug, actor: actor.kind, actorId: auth?.customer.id ?? null, client, method: 'POST', path, status: 200, started });
    return true;
  }

  const listener: Listener = (req, res) => {
    const call = req.method === 'POST' ? calls.get(req.url ?? '') : undefined;
    if (!call) return next(req, res);
    const headers = req.headers;
    const length = declaredBodyLength(headers['content-length']);
    if (length === null || headers['transfer-encoding'] !== undefined || !JSON_TYPE.test(headers['content-type'] ?? '') || !PLAIN_HOST.test(headers.host ?? '')) return next(req, res);
    // A client compress() answers with a deflate stream: the app's, before anything is done here.
    if (selectEncoding(headers['accept-encoding']) === 'deflate') return next(req, res);
    const header: HeaderOf = (name) => {
      const v = headers[name];
      return Array.isArray(v) ? v.join(', ') : v;
    };
    const started = performance.now();
    active++;
    answer(req, res, call, header, length, started)
      .catch(() => false)
      .then((answered) => {
        active--;
        if (!answered && !res.headersSent) next(req, res);
      });
  };
  return { listener, inFlight: () => active };
}
