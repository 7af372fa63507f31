// The Hono application, in the order a request meets it:
//   1. files that are the same for every shop (browser build, uploads);
//   2. platform routes that answer on any host (server/platform-routes.ts);
//   3. the shop from Host (services/shops/resolve-shop.ts), else "Invaild domain";
//   4. the customer from their token and the cross-site guard (server/customer-session.ts);
//   5. the one request context (server/context.ts) as `c.var.ctx`;
//   6. the shop's JSON API (server/api/<feature>/), then every other path to React Router,
//      which gets the same context as its load context. Pages whose route opts in
//      (server/shared-pages.ts) are shared between anonymous shoppers.
import { messages } from '../core/messages';
import { resolve } from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Db } from '../db/client';
import { READ_ONLY_SHOP_MAX_AGE_MS, resolveShopByHost } from '../services/shops/resolve-shop';
import { paymentConfigOf, smsConfigOf, type Env } from './env';
import { apiError, handleError, invalidDomainHtml } from './errors';
import { pageFormBody } from './page-form-body';
import { assertStorable } from './api/body';
import { invalidInput } from '../services/input';
import { storableInput } from './storable-input';
import type { AppEnv } from './hono-env';
import { registerGetResellerShopSlug } from './api/shops/get-reseller-shop-slug';
import { registerGetResellerShopInformationBySlug } from './api/shops/get-reseller-shop-information-by-slug';
import { registerGetResellerShopMegaCategories } from './api/shops/get-reseller-shop-mega-categories';
import { SHOP_SEARCH_SUGGESTIONS_PATH, registerResellerShopSearchSuggestions } from './api/catalog/reseller-shop-search-suggestions';
import { SEARCH_SUGGESTIONS_PATH, registerGetSearchSuggestions } from './api/catalog/get-search-suggestions';
import { registerRefreshCustomerToken } from './api/accounts/refresh-customer-token';
import { registerCustomerOtpBasedLogout } from './api/accounts/customer-otp-based-logout';
import { registerGetFirebaseAuthenticationStatus } from './api/accounts/get-firebase-authentication-status';
import { registerGetCustomerPart } from './api/accounts/get-customer-part';
import { customerFormBodyLimit, customerSession } from './customer-session';
import { compressResponses } from './compress';
import { cartCookieSync } from './cart-cookie-sync';
import { registerDevSmsOutbox } from './dev-sms-outbox';
import { createSmsProvider, type SmsProvider } from '../services/adapters/sms-provider';
import { createPaymentProviders, type PaymentProviders } from '../services/adapters/payments/payment-providers';
import { QUICK_VIEW_PATH, registerQuickView } from './api/catalog/reseller-shop-single-product-details-for-quick-view';
import { registerGetColorVariantGalleryImage } from './api/catalog/get-color-variant-gallery-image';
import { registerGetProductVariantPriceCondition } from './api/catalog/get-product-variant-price-condition';
import { ADD_TO_CART_PATH, registerCustomerAddProductToCart } from './api/cart/customer-add-product-to-cart';
import { registerAddProductCustomerWishlist } from './api/wishlist/add-product-customer-wishlist';
import { registerOrderAttachments } from './api/cart/customer-attachment-upload-on-order';
import { registerGetCheckoutSummary } from './api/checkout/get-checkout-summary';
import { PLACE_ORDER_PATH, registerCustomerPlaceOrder } from './api/checkout/customer-place-order';
import { registerCustomerPurchaseHistory } from './api/orders/customer-purchase-history';
import { registerCustomerPurchaseDetails } from './api/orders/customer-purchase-details';
import { registerCustomerCancelOrder } from './api/orders/customer-cancel-order';
import { registerCustomerRetryPayment } from './api/payments/customer-retry-payment';
import { registerCustomerSwitchToCod } from './api/payments/customer-switch-to-cod';
import { registerTrackOrder } from './api/orders/track-order';
import { registerCustomerBalance } from './api/balances/customer-balance';
import { registerCustomerRechargeBalance } from './api/balances/customer-recharge-balance';
import { registerCustomerRefundRequest } from './api/refunds/customer-refund-request';
import { registerCustomerRefundRequests } from './api/refunds/customer-refund-requests';
import { registerCustomerRefundDetails } from './api/refunds/customer-refund-details';
import { registerGetLogedUserNotification } from './api/notifications/get-loged-user-notification';
import { NOTIFICATION_POLL_PATH, bellNotModified } from './api/notifications/bell-not-modified';
import { registerUserNotificationMarkAsRead } from './api/notifications/user-notification-mark-as-read';
import { registerCreateCustomerResellerSupportTicket } from './api/support/create-customer-reseller-support-ticket';
import { registerCreateCustomerSupportTicket } from './api/support/create-customer-support-ticket';
import { registerCustomerSupportTickets } from './api/support/customer-support-tickets';
import { registerCustomerSupportTicketDetails } from './api/support/customer-support-ticket-details';
import { registerCustomerSupportTicketReply } from './api/support/customer-support-ticket-reply';
import { registerCustomerSupportTicketClose } from './api/support/customer-support-ticket-close';
import { registerCustomerInquiries } from './api/support/customer-inquiries';
import { registerCustomerInquiryDetails } from './api/support/customer-inquiry-details';
import { registerCustomerInquiryReply } from './api/support/customer-inquiry-reply';
import { registerCustomerInquiryClose } from './api/support/customer-inquiry-close';
import { registerSupportAttachment } from './api/support/support-attachment';
import { registerCustomerAddressList } from './api/addresses/customer-address-list';
import { registerCustomerAddressSave } from './api/addresses/customer-address-save';
import { registerCustomerAddressDelete } from './api/addresses/customer-address-delete';
import { registerSeoFiles } from './seo-files';
import { registerSellerLogin } from './api/seller/seller-login';
import { registerSellerLogout } from './api/seller/seller-logout';
import { registerSellerOrders } from './api/seller/seller-orders';
import { registerSellerOrderCalls } from './api/seller/seller-order-calls';
import { registerSellerAdminCalls } from './api/seller/seller-admin-calls';
import { registerSellerRefunds } from './api/seller/seller-refunds';
import { registerSellerThreads } from './api/seller/seller-threads';
import { registerSellerCustomers } from './api/seller/seller-customers';
import { registerSellerThreadAttachment } from './api/seller/seller-thread-attachment';
import { staffSession } from './staff-session';
import { ResponseCache } from './response-cache';
import { sharedAnswer, STOCK_RECHECK_MS } from './shared-answer';
import { sharedPageMatcher, type SharedPageMatcher } from './shared-pages';
import { createPlatformRouter, type ValidationHook } from './platform-routes';
import { requestContext } from './context';
import { systemClock, type Clock, type Ctx } from '../services/context';
import { logger as processLogger, type Logger } from './logger';
import { requestLog } from './request-log';
import type { JobRunnerStatus } from './api/platform/ready';

/** The API calls answered from the shared answer cache (read-only, the same for everyone). */
// (The bell's poll writes nothing: it may use the shop row read a moment ago too.)
const SHARED_CALLS = new Set([QUICK_VIEW_PATH, SHOP_SEARCH_SUGGESTIONS_PATH, SEARCH_SUGGESTIONS_PATH]);

/** The API calls that change the cart: their answer carries the cart cookies (server/cart-cookie-sync.ts). */
const CART_CALLS = new Set([ADD_TO_CART_PATH, PLACE_ORDER_PATH]);

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
}

function setSecurityHeaders(c: Context<AppEnv>): void {
  let headers = c.res.headers;
  try {
    headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    // Immutable headers (a fetched or Response.redirect() answer): copy it once.
    c.res = new Response(c.res.body, c.res);
    headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
  }
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!headers.has('X-Frame-Options')) headers.set('X-Frame-Options', 'SAMEORIGIN');
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
function asGuest(ctx: Ctx): Ctx {
  return Object.freeze({ ...ctx, actor: Object.freeze({ kind: 'guest' as const }) });
}

/** The request without what names the shopper, so nothing in a shared page can depend on it. */
function asGuestRequest(req: Request): Request {
  const headers = new Headers(req.headers);
  headers.delete('cookie');
  headers.delete('authorization');
  return new Request(req.url, { method: req.method, headers });
}

export function createApp(deps: AppDeps) {
  const { db, env } = deps;
  const sms = deps.sms ?? createSmsProvider(smsConfigOf(env));
  const cacheMb = env.RESPONSE_CACHE_MB ?? (env.NODE_ENV === 'development' ? 0 : 64);
  const responseCache = cacheMb > 0 ? new ResponseCache({ maxBytes: cacheMb * 1024 * 1024, maxAgeMs: SHARED_ANSWER_MAX_AGE_MS, recheckMs: STOCK_RECHECK_MS }) : null;
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const trustProxy = env.TRUST_PROXY === '1';
  const sharedForCustomers = env.SHARED_PAGES_FOR_CUSTOMERS !== '0';
  const clock = deps.clock ?? systemClock;
  const payments = deps.payments ?? createPaymentProviders(paymentConfigOf(env));
  const contextDeps = { sms, payments, uploadsDir: env.UPLOADS_DIR, attachmentsDir: env.ATTACHMENTS_DIR };
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
  app.use('*', requestLog(deps.logger ?? processLogger));
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('env', env);
    c.set('responseCache', responseCache);
    await next();
    // Set on the answer's own headers: Hono's c.header() copies the whole Response per call.
    setSecurityHeaders(c);
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
    // Versioned by file name (sprite-N.svg), like the fonts: cached for a year.
    app.use(
      '/icons/*',
      serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
    );
    // The customer hint of shared pages (decision 031), versioned by name like the sprite.
    app.use(
      '/shell/*',
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
      return c.html(invalidDomainHtml(host), 404);
    }
    c.set('shop', shop);
    await next();
  });
  // The customer (bearer or cookie, this shop only) and the cross-site guard; then the context.
  app.use('*', customerSession(clock));
  // Staff of this shop, only on /seller and /api/seller (server/staff-session.ts).
  app.use('*', staffSession(clock));
  app.use('*', requestContext({ deps: contextDeps, clock, trustProxy }));
  app.use('/customer/*', customerFormBodyLimit);
  // A page action gets only a body it can read as a form: a 4xx otherwise, never a 500.
  app.use('*', pageFormBody());
  // The cart badge cookies, after every page answer and every call that changes the cart.
  app.use('*', cartCookieSync({ cartCalls: CART_CALLS }));

  registerGetResellerShopSlug(app);
  registerGetResellerShopInformationBySlug(app);
  registerGetResellerShopMegaCategories(app);
  registerResellerShopSearchSuggestions(app);
  registerGetSearchSuggestions(app);
  registerRefreshCustomerToken(app);
  registerCustomerOtpBasedLogout(app);
  registerGetFirebaseAuthenticationStatus(app);
  registerGetCustomerPart(app);
  registerDevSmsOutbox(app, env, sms);
  registerQuickView(app);
  registerGetColorVariantGalleryImage(app);
  registerGetProductVariantPriceCondition(app);
  registerCustomerAddProductToCart(app);
  registerAddProductCustomerWishlist(app);
  registerOrderAttachments(app);
  registerGetCheckoutSummary(app);
  registerCustomerPlaceOrder(app);
  registerCustomerPurchaseHistory(app);
  registerCustomerPurchaseDetails(app);
  registerCustomerCancelOrder(app);
  registerCustomerRetryPayment(app);
  registerCustomerSwitchToCod(app);
  registerTrackOrder(app);
  registerCustomerBalance(app);
  registerCustomerRechargeBalance(app);
  registerCustomerRefundRequest(app);
  registerCustomerRefundRequests(app);
  registerCustomerRefundDetails(app);
  registerGetLogedUserNotification(app);
  registerUserNotificationMarkAsRead(app);
  registerCreateCustomerResellerSupportTicket(app);
  registerCreateCustomerSupportTicket(app);
  registerCustomerSupportTickets(app);
  registerCustomerSupportTicketDetails(app);
  registerCustomerSupportTicketReply(app);
  registerCustomerSupportTicketClose(app);
  registerCustomerInquiries(app);
  registerCustomerInquiryDetails(app);
  registerCustomerInquiryReply(app);
  registerCustomerInquiryClose(app);
  registerSupportAttachment(app);
  registerCustomerAddressList(app);
  registerCustomerAddressSave(app);
  registerCustomerAddressDelete(app);
  registerSellerLogin(app);
  registerSellerLogout(app);
  registerSellerOrders(app);
  registerSellerOrderCalls(app);
  registerSellerAdminCalls(app);
  registerSellerRefunds(app);
  registerSellerThreads(app);
  registerSellerCustomers(app);
  registerSellerThreadAttachment(app);
  registerSeoFiles(app);

  app.doc31('/api/openapi.json', { openapi: '3.1.0', info: { title: 'haat storefront API', version: '1' } });
  app.all('/api/*', (c) => apiError(c, messages.pageNotFound, 404));

  if (deps.build) {
    const handler = createRequestHandler(deps.build, env.NODE_ENV === 'development' ? 'development' : 'production');
    app.all('*', (c) => {
      const ctx = c.var.ctx;
      // A catalog page is the same for every shopper of this host, logged in or not: it is
      // rendered once per catalog version as a guest sees it (server/response-cache.ts), and a
      // customer's page fills its account, cart and wishlist marks from
      // /api/front/customer-part (decision 031). Cart, checkout and dashboard stay their own.
      if (c.req.method !== 'GET' || ctx.actor.kind === 'staff' || (ctx.actor.kind === 'customer' && !sharedForCustomers) || !isSharedPage(c.req.path)) return handler(c.req.raw, ctx);
      const url = new URL(c.req.url);
      return sharedAnswer(c, `page|${ctx.request.origin}|${url.pathname}${url.search}`, () =>
        ctx.actor.kind === 'guest' ? handler(c.req.raw, ctx) : handler(asGuestRequest(c.req.raw), asGuest(ctx)),
      );
    });
  }
  return app;
}
