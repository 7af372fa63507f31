// The Hono application, in the order a request meets it:
//   1. files that are the same for every shop (browser build, uploads);
//   2. platform routes that answer on any host (server/platform-routes.ts);
//   3. the shop from Host (services/shops/operations/resolve-shop.ts), else "Invaild domain";
//   4. the customer from their token and the cross-site guard (server/customer-session.ts);
//   5. the one request context (server/context.ts) as `c.get('ctx')`;
//   6. the shop's JSON API (server/api/<feature>/), then every other path to React Router,
//      which gets the same context as its load context. Pages whose route opts in
//      (server/shared-pages.ts) are shared between anonymous shoppers.
import { parseLang } from '../core/i18n/lang';
import { readLangCookie } from '../services/accounts/lang-cookies';
import { messages } from '../core/messages';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PLAIN_PAGE_FILE } from '../core/plain-page';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Db } from '../db/client';
import { READ_ONLY_SHOP_MAX_AGE_MS, resolveShopByHost } from '../services/shops/operations/resolve-shop';
import { paymentConfigOf, smsConfigOf, type Env } from './env';
import { apiError, handleError, invalidDomainHtml } from './errors';
import { pageFormBody } from './page-form-body';
import { invalidInput } from '../services/input';
import { storableInput } from './storable-input';
import { answerHeaders } from './response-headers';
import type { AppEnv } from './hono-env';
import { customerFormBodyLimit, customerSession } from './customer-session';
import { compressResponses } from './compress';
import { registerCatalogFiles } from './catalog-files';
import { cartCookieSync } from './cart-cookie-sync';
import { registerDevSmsOutbox } from './dev-sms-outbox';
import { createSmsProvider, type SmsProvider } from '../services/adapters/sms-provider';
import { createPaymentProviders, type PaymentProviders } from '../services/adapters/payments/payment-providers';
import { NOTIFICATION_POLL_PATH, bellNotModified } from './api/notifications/bell-not-modified';
import { registerAppFiles } from './app-files';
import { registerSeoFiles } from './seo-files';
import { registerMissingRenditions } from './upload-renditions';
import { registerShopsApi } from './api/shops';
import { SHARED_CATALOG_CALLS, registerCatalogApi } from './api/catalog';
import { registerAccountsApi } from './api/accounts';
import { CART_CHANGING_CALLS, registerCartApi } from './api/cart';
import { registerWishlistApi } from './api/wishlist';
import { registerReviewsApi } from './api/reviews';
import { registerRecentlyViewedApi } from './api/recently-viewed';
import { CHECKOUT_CART_CALLS, registerCheckoutApi } from './api/checkout';
import { registerOrdersApi } from './api/orders';
import { registerPaymentsApi } from './api/payments';
import { registerBalancesApi } from './api/balances';
import { registerRefundsApi } from './api/refunds';
import { registerNotificationsApi } from './api/notifications';
import { registerSupportApi } from './api/support';
import { registerAddressesApi } from './api/addresses';
import { registerSellerApi } from './api/seller';
import { staffSession } from './staff-session';
import { ResponseCache } from './response-cache';
import { pathWithoutLang } from '../core/i18n/lang-links';
import { requestLanguage } from './lang';
import { requestDataSaver } from './data-saver';
import { pathWithoutDataSaver } from '../core/data-saver';
import { sharedAnswer, STOCK_MAX_UNCHECKED_MS, STOCK_RECHECK_MS } from './shared-answer';
import { sharedPageMatcher, type SharedPageMatcher } from './shared-pages';
import { SHARED_PAGE_HEADER } from '../core/offline-reading';
import { heroCouponUsedUpBy } from '../services/catalog/get-hero-coupon';
import { getDeliveryDistrict } from '../services/addresses/get-delivery-district';
import { isProductPagePath } from '../core/shared-pages';
import { createPlatformRouter, type ValidationHook } from './platform-routes';
import { isHttps, requestContext } from './context';
import { withPageLanguage } from '../services/page-language';
import { langOf, systemClock, type Clock, type Ctx, type Deps } from '../services/context';
import { logger as processLogger, type Logger } from './logger';
import { requestLog } from './request-log';
import { metricsHandler, requestMetrics } from './metrics';
import { writeRateLimit, type WriteRateLimiter } from './write-rate-limit';
import type { JobRunnerStatus } from './api/platform/ready';
import { assertStorable } from './api/kit';
import { traceRequests, tracingWanted, withShop } from './tracing';
import { isHtml, newNonce, NON_PAGE_CSP, pagePolicy, SERVICE_WORKER_CSP, paymentFormTargets, withScriptHashes, type PagePolicy } from './csp';

/** The API calls answered from the shared answer cache (read-only, the same for everyone). */
// (The bell's poll writes nothing: it may use the shop row read a moment ago too.)
const SHARED_CALLS = new Set(SHARED_CATALOG_CALLS);

/** The API calls that change the cart: their answer carries the cart cookies (server/cart-cookie-sync.ts). */
const CART_CALLS = new Set([...CART_CHANGING_CALLS, ...CHECKOUT_CART_CALLS]);

/** How long a shared answer may be served at most, whatever the catalog does (deal windows, the year). */
const SHARED_ANSWER_MAX_AGE_MS = 60_000;

interface AppDeps {
  db: Db;
  env: Env;
  /** The React Router server build; absent in API-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the browser build (build/client) for /assets and public files. */
  clientDir?: string;
  /** The SMS provider; by default the one env configures (SMS_PROVIDER). Tests pass their own. */
  sms?: SmsProvider;
  /** The clock use cases read; tests pass one they move. */
  clock?: Clock;
  /** Payment providers; by default the ones env configures (BKASH_*, STRIPE_*). */
  payments?: PaymentProviders;
  /** Where request and error lines go; by default the process's logger (server/logger.ts). */
  logger?: Logger;
  /** The job runner of this process for /api/ready; absent when another process runs jobs. */
  jobs?: JobRunnerStatus | null;
  /** The write rate limit's counts, when something outside the app counts writes too (server/entry.ts). */
  writeLimiter?: WriteRateLimiter;
  /** The shared-answer cache, when something outside the app serves from it too (server/entry.ts); null: none. By default responseCacheFor(env). */
  responseCache?: ResponseCache | null;
}

/**
 * Browser features no page uses, refused for every page and anything it embeds (issue 24
 * item 4). The clipboard (Copy buttons) and file inputs (photos) need none of these.
 */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';
/** A year of HTTPS only, sent on answers that came over HTTPS (directly or per the trusted proxy). */
export const HSTS = 'max-age=31536000';

function setSecurityHeaders(c: Context<AppEnv>, trustProxy: boolean, policy: PagePolicy): void {
  const headers = answerHeaders(c);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!headers.has('X-Frame-Options')) headers.set('X-Frame-Options', 'SAMEORIGIN');
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  // Payment pages are full-page redirects, never popups: no other site keeps a handle on ours.
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  // Product images and logos may be shown by other sites (a reseller's page); nothing else.
  headers.set('Cross-Origin-Resource-Policy', c.req.path.startsWith('/uploads/') ? 'cross-origin' : 'same-site');
  if (isHttps(c, trustProxy)) headers.set('Strict-Transport-Security', HSTS);
  // Rendered pages carry their own (a nonce, or the hashes of their inline scripts: server/csp.ts);
  // other HTML (the unknown-host page, error pages) has no inline script at all.
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', isHtml(c.res) ? policy.withHashes([]) : NON_PAGE_CSP);
}

/**
 * What setSecurityHeaders gives an answer that is not HTML, not under /uploads and has no frame
 * or content policy set by its route — the bell's 304 and the catalog's JSON reads answered
 * before Hono (server/api/notifications/bell-poll-listener.ts, server/api/catalog/catalog-read-listener.ts);
 * tests compare the answers' headers with the app's.
 */
export function bodilessApiSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-site',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
    'Content-Security-Policy': NON_PAGE_CSP,
  };
}

/** A page rendered for this request alone: its inline scripts carry `nonce`, and its header names it. */
function withNonce(response: Response, policy: PagePolicy, nonce: string): Response {
  if (!isHtml(response)) return response;
  try {
    response.headers.set('Content-Security-Policy', policy.withNonce(nonce));
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('Content-Security-Policy', policy.withNonce(nonce));
    return copy;
  }
}


/**
 * Zod validation failures of any call, and valid input holding text no database can store
 * (decision 035): 422 with `errors: [{ path, message }]` (server/errors.ts).
 */
const validationHook: ValidationHook = (result) => {
  // Bad input is one DomainError('invalid'), answered by handleError like any other failure.
  // `data` is the parsed input, or the input as sent when it failed: unstorable text is named
  // first, so it gets the same answer whether or not the rest of the input was valid.
  assertStorable((result as { data?: unknown }).data);
  if (!result.success) throw invalidInput(result.error.issues);
};

/** The context a shared page is rendered with: the same request, nobody logged in. */
/** The URL of the plain pages' script the build wrote (build/client/plain-page.json), if it did. */
function plainPageScriptOf(clientDir: string): string | undefined {
  try {
    const named = JSON.parse(readFileSync(join(clientDir, PLAIN_PAGE_FILE), 'utf8')) as { script?: unknown };
    return typeof named.script === 'string' && /^\/assets\/[\w.-]+\.js$/.test(named.script) ? named.script : undefined;
  } catch {
    return undefined; // no browser build (development, tests): light pages keep the app
  }
}

function asGuest(ctx: Ctx): Ctx {
  return Object.freeze({ ...ctx, actor: Object.freeze({ kind: 'guest' as const }) });
}

/**
 * The request without what names the shopper, so nothing in a shared page can depend on it —
 * and a copy, not tied to the client's connection (its signal), so a background render is not
 * cut short when that client has gone.
 */
function asGuestRequest(req: Request): Request {
  const headers = new Headers(req.headers);
  headers.delete('cookie');
  headers.delete('authorization');
  return new Request(req.url, { method: req.method, headers });
}

/** The shared-answer cache RESPONSE_CACHE_MB asks for (by default 64 MB, none in development), or null. */
export function responseCacheFor(env: Env): ResponseCache | null {
  const cacheMb = env.RESPONSE_CACHE_MB ?? (env.NODE_ENV === 'development' ? 0 : 64);
  return cacheMb > 0 ? new ResponseCache({ maxBytes: cacheMb * 1024 * 1024, maxAgeMs: SHARED_ANSWER_MAX_AGE_MS, recheckMs: STOCK_RECHECK_MS, maxUncheckedMs: STOCK_MAX_UNCHECKED_MS }) : null;
}

/** What every request context carries beside the request (createApp's, and the catalog reads' before Hono). */
export function contextDepsOf(env: Env, sms: SmsProvider, payments: PaymentProviders): Deps {
  return { sms, payments, uploadsDir: env.UPLOADS_DIR, attachmentsDir: env.ATTACHMENTS_DIR, couriers: { steadfastBaseUrl: env.STEADFAST_BASE_URL, pathaoBaseUrl: env.PATHAO_BASE_URL } };
}

export function createApp(deps: AppDeps) {
  const { db, env } = deps;
  const sms = deps.sms ?? createSmsProvider(smsConfigOf(env));
  const responseCache = deps.responseCache !== undefined ? deps.responseCache : responseCacheFor(env);
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const trustProxy = env.TRUST_PROXY === '1';
  const sharedForCustomers = env.SHARED_PAGES_FOR_CUSTOMERS !== '0';
  const clock = deps.clock ?? systemClock;
  const payments = deps.payments ?? createPaymentProviders(paymentConfigOf(env));
  const cspPolicy = pagePolicy(paymentFormTargets(paymentConfigOf(env)), { development: env.NODE_ENV === 'development' });
  const contextDeps = contextDepsOf(env, sms, payments);
  // The plain pages' script (decision 089), named by the browser build (scripts/service-worker-build.ts).
  const plainPageScript = deps.clientDir ? plainPageScriptOf(deps.clientDir) : undefined;
  // Which pages anonymous shoppers share: the route modules that say so (handle.sharedAnswer).
  let isSharedPage: SharedPageMatcher = () => false;
  let pagesReady: Promise<void> | null = null;
  const loadPages = () =>
    (pagesReady ??= (async () => {
      if (!deps.build) return;
      const build = typeof deps.build === 'function' ? await deps.build() : deps.build;
      isSharedPage = sharedPageMatcher(build);
    })());

  app.onError(handleError);
  // Only when an OTLP endpoint is configured (server/tracing.ts): no cost otherwise.
  if (tracingWanted(env)) app.use('*', traceRequests());
  app.use('*', requestLog(deps.logger ?? processLogger, { trustProxy }));
  app.use('*', requestMetrics());
  app.use('*', writeRateLimit({ perMinute: env.WRITE_RATE_LIMIT, trustProxy }, deps.writeLimiter));
  // Prometheus metrics, on any host, before any shop is looked up (server/metrics.ts).
  app.get('/metrics', metricsHandler({ db, token: env.METRICS_TOKEN }));
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('env', env);
    c.set('responseCache', responseCache);
    await next();
    // Set on the answer's own headers: Hono's c.header() copies the whole Response per call.
    setSecurityHeaders(c, trustProxy, cspPolicy);
  });
  app.use('*', compressResponses());
  // Text no database can store (U+0000, a lone surrogate, bytes that are not UTF-8) in the URL
  // or an API body is 422 before any route, platform routes included (decision 035).
  app.use('*', storableInput());

  // Files that are the same for every shop: the browser build and uploaded images.
  if (deps.clientDir) {
    const root = deps.clientDir;
    app.use(
      '/assets/*',
      serveStatic({
        root,
        // .br / .gz copies written at build time (scripts/precompress-assets.mjs).
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use('/favicon.ico', serveStatic({ root }));
    // The shops' service worker (docs/decisions/071): asked for again on every visit, so a new
    // build is found at once; it runs under its own policy (a worker takes its script's header).
    app.use(
      '/sw.js',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'no-cache');
          c.header('Content-Security-Policy', SERVICE_WORKER_CSP);
        },
      }),
    );
    // Versioned by file name (sprite-N.svg), like the fonts: cached for a year.
    app.use(
      '/icons/*',
      serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
    );
    app.use(
      '/fonts/*',
      serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
    );
  }
  const uploads = resolve(env.UPLOADS_DIR);
  app.use(
    '/uploads/*',
    serveStatic({
      root: uploads,
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ''),
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=604800'),
    }),
  );
  registerMissingRenditions(app, uploads);
  app.get('/uploads/*', (c) => c.text('Not found', 404));

  // Answered on any host, before any shop is looked up.
  app.route('/', createPlatformRouter(validationHook, { deps: contextDeps, clock }, { jobs: deps.jobs ?? null }));

  // An unchanged bell poll is answered 304 before the shop's full middleware (decision 034).
  app.post(NOTIFICATION_POLL_PATH, bellNotModified(db, clock));

  app.use('*', async (c, next) => {
    const host = c.req.header('host') ?? '';
    // The calls whose answers every shopper shares (and the bell's poll) may use a shop row read a moment ago.
    if (c.req.method === 'GET') await loadPages();
    const shared = c.req.method === 'GET' ? isSharedPage(c.req.path) : c.req.method === 'POST' && (SHARED_CALLS.has(c.req.path) || c.req.path === NOTIFICATION_POLL_PATH);
    const shop = await resolveShopByHost(db, host, shared ? { maxAgeMs: READ_ONLY_SHOP_MAX_AGE_MS } : {});
    if (!shop) {
      if (c.req.path.startsWith('/api/')) return apiError(c, messages.invalidDomain, 404);
      return c.html(invalidDomainHtml(host, parseLang(c.req.query('lang')) ?? parseLang(readLangCookie(c.req.header('cookie'))) ?? 'en'), 404);
    }
    c.set('shop', shop);
    await withShop(shop.slug, next);
  });
  // The customer (bearer or cookie, this shop only) and the cross-site guard; then the context.
  app.use('*', customerSession(clock));
  // Staff of this shop, only on /seller and /api/seller (server/staff-session.ts).
  app.use('*', staffSession(clock));
  // The page's language (?lang, the `lang` cookie, the account, the shop's default).
  app.use('*', requestLanguage({ trustProxy }));
  // Light pages for a shopper who saves data: their choice, Save-Data or a slow ECT (docs/decisions/070).
  app.use('*', requestDataSaver({ trustProxy }));
  app.use('*', requestContext({ deps: contextDeps, clock, trustProxy }));
  app.use('/customer/*', customerFormBodyLimit);
  // A page action gets only a body it can read as a form: a 4xx otherwise, never a 500.
  app.use('*', pageFormBody());
  // The cart badge cookies, after every page answer and every call that changes the cart.
  app.use('*', cartCookieSync({ cartCalls: CART_CALLS }));

  // The shop's JSON API, one router per feature (server/api/<feature>/index.ts).
  registerShopsApi(app);
  registerCatalogApi(app);
  registerAccountsApi(app);
  registerCartApi(app);
  registerWishlistApi(app);
  registerReviewsApi(app);
  registerRecentlyViewedApi(app);
  registerCheckoutApi(app);
  registerOrdersApi(app);
  registerPaymentsApi(app);
  registerBalancesApi(app);
  registerRefundsApi(app);
  registerNotificationsApi(app);
  registerSupportApi(app);
  registerAddressesApi(app);
  registerSellerApi(app);
  registerDevSmsOutbox(app, env, sms);
  registerSeoFiles(app);
  registerAppFiles(app);
  registerCatalogFiles(app);

  app.doc31('/api/openapi.json', { openapi: '3.1.0', info: { title: 'haat storefront API', version: '1' } });
  app.all('/api/*', (c) => apiError(c, messages.pageNotFound, 404));

  if (deps.build) {
    const handler = createRequestHandler(deps.build, env.NODE_ENV === 'development' ? 'development' : 'production');
    app.all('*', async (c) => {
      const ctx = c.get('ctx');
      // A catalog page is the same for every shopper of this host, logged in or not: it is
      // rendered once per catalog version as a guest sees it (server/response-cache.ts), and a
      // customer's page fills its account, cart and wishlist marks from
      // /api/front/customer-part (decision 031). Cart, checkout and dashboard stay their own.
      // A customer who has used the home hero's coupon gets their own home page, without the
      // offer (with JavaScript the shared page hides it; this is for a page without: issue 23 item 7).
      const customerOwnPage = ctx.actor.kind === 'customer' && (!sharedForCustomers || (c.req.path === '/' && (await heroCouponUsedUpBy(ctx))));
      if (c.req.method !== 'GET' || ctx.actor.kind === 'staff' || customerOwnPage || !isSharedPage(c.req.path)) {
        // This request's own page: a fresh nonce on its inline scripts (server/csp.ts).
        const nonce = newNonce();
        return withPageLanguage(langOf(ctx), () => handler(c.req.raw, { ...ctx, cspNonce: nonce })).then((res) => withNonce(res, cspPolicy, nonce));
      }
      const url = new URL(c.req.url);
      let pageRequest = c.req.raw;
      // A customer's product page tells delivery to their saved address's district: it is the
      // shared page of that district, the one `?district=` names (decision 066), so nothing
      // about them is in it and every customer of that district shares it with the guests.
      if (ctx.actor.kind === 'customer' && !url.searchParams.has('district') && isProductPagePath(url.pathname)) {
        const district = await getDeliveryDistrict(ctx);
        if (district) {
          url.searchParams.set('district', district);
          pageRequest = new Request(url, c.req.raw);
        }
      }
      // Rendered from a copy of the request (it may be rendered again in the background, after
      // this request was answered and its connection closed: server/shared-answer.ts), without a
      // nonce: the hashes of its inline scripts go in the header stored with it. One copy per
      // language: the key names it (a `?lang=` URL and the cookie share the copy). One per mode
      // too, the light one for data savers (docs/decisions/070), keyed without `?datasaver=`.
      // A guest's light page is plain (decision 089): HTML whose links and forms work by
      // themselves and one small script, without React or its data; a customer's light page
      // keeps the app, which fills in their account, cart and wishlist marks.
      const plain = c.get('dataSaver') && ctx.actor.kind === 'guest' && plainPageScript !== undefined;
      const mode = plain ? 'plain' : c.get('dataSaver') ? 'light' : 'full';
      const renderCtx = ctx.actor.kind === 'guest' ? ctx : asGuest(ctx);
      const page = await sharedAnswer(c, `page|${ctx.request.origin}|${langOf(ctx)}|${mode}|${pathWithoutDataSaver(pathWithoutLang(url))}`, async () =>
        withScriptHashes(await withPageLanguage(langOf(ctx), () => handler(asGuestRequest(pageRequest), plain ? { ...renderCtx, plainPageScript } : renderCtx)), cspPolicy),
      );
      // The same for every shopper: the shop's service worker may keep it for reading offline (core/offline-reading.ts).
      page.headers.set(SHARED_PAGE_HEADER, '1');
      return page;
    });
  }
  return app;
}
