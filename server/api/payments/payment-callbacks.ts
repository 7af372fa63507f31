// The providers' ways back into haat, on the platform router (server/platform-routes.ts: any
// host, ahead of shop resolution; the webhook needs the raw body):
// - GET /api/payments/bkash/callback?paymentID=&status= — the shopper's browser back from bKash,
//   on the shop's own host: the shop comes from Host, the payment must be this shop's;
// - GET /api/payments/stripe/return?session_id=&attempt= (or ?attempt=&status=cancel) — back from Stripe;
// - POST /api/payments/stripe/webhook — Stripe's signed events, verified on the raw bytes.
// The browser routes answer 303 to the order's page (or My Balance); a payment that is not
// this shop's is a 404 page, and a link that is not the paying shopper's (no valid `attempt=`
// token, no session of theirs: decision 036) a 403 page — both change nothing.
import { CUSTOMER_TOKEN_COOKIE } from '../../../core/customer-auth';
import { authenticateCustomer } from '../../../services/accounts/operations/authenticate-customer';
import { readCookie } from '../../../services/cookies';
import { createContext, type Clock, type Ctx, type DepsInput } from '../../../services/context';
import { DomainError } from '../../../services/domain-error';
import { handleBkashCallback } from '../../../services/payments/handle-bkash-callback';
import { handleStripeReturn } from '../../../services/payments/handle-stripe-return';
import { handleStripeWebhook } from '../../../services/payments/handle-stripe-webhook';
import type { ReturnCredentials } from '../../../services/actors';
import { ATTEMPT_PARAM, BKASH_CALLBACK_PATH, STRIPE_RETURN_PATH, STRIPE_WEBHOOK_PATH } from '../../../services/payments/operations/payment-urls';
import { resolveShopByHost } from '../../../services/shops/operations/resolve-shop';
import type { Context } from 'hono';
import type { ApiApp, AppEnv } from '../../hono-env';

export interface PaymentRouteDeps {
  deps: DepsInput;
  clock: Clock;
}

const MAX_WEBHOOK_BYTES = 512 * 1024;

function refusal(c: Context<AppEnv>, message: string, status: 400 | 403 | 404) {
  c.header('Cache-Control', 'no-store');
  return c.html(`<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Payment</title><main style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem"><h1>Payment</h1><p>${message}</p><p><a href="/">Back to the shop</a></p></main>`, status);
}

async function shopContext(c: Context<AppEnv>, parts: PaymentRouteDeps, reason: string) {
  const shop = await resolveShopByHost(c.get('db'), c.req.header('host') ?? '');
  if (!shop) return null;
  const url = new URL(c.req.url);
  const host = c.req.header('host') ?? url.host;
  const proto = c.req.header('x-forwarded-proto') === 'https' || url.protocol === 'https:' ? 'https' : 'http';
  return createContext({
    db: c.get('db'),
    shop,
    actor: { kind: 'system', reason },
    clock: parts.clock,
    deps: parts.deps,
    request: { origin: `${proto}://${host}`, clientAddress: 'payment-return', secureCookies: proto === 'https' },
  });
}

/** What proves the request is the paying shopper's: the URL's attempt token, and their session cookie in this shop. */
async function credentialsOf(c: Context<AppEnv>, ctx: Ctx, parts: PaymentRouteDeps): Promise<ReturnCredentials> {
  const auth = await authenticateCustomer(ctx.db, ctx.shop, readCookie(c.req.header('cookie'), CUSTOMER_TOKEN_COOKIE), parts.clock.now());
  return { accessToken: c.req.query(ATTEMPT_PARAM)?.slice(0, 100) ?? null, customerId: auth?.customer.id ?? null };
}

function refused(c: Context<AppEnv>, error: unknown) {
  if (error instanceof DomainError && error.code === 'not_found') return refusal(c, error.message, 404);
  if (error instanceof DomainError && error.code === 'forbidden') return refusal(c, error.message, 403);
  throw error;
}

export function registerPaymentCallbacks(app: ApiApp, parts: PaymentRouteDeps) {
  app.get(BKASH_CALLBACK_PATH, async (c) => {
    const ctx = await shopContext(c, parts, 'bkash-callback');
    if (!ctx) return refusal(c, 'Unknown shop.', 404);
    try {
      const landing = await handleBkashCallback(ctx, c.req.query('paymentID') ?? '', c.req.query('status') ?? '', await credentialsOf(c, ctx, parts));
      c.header('Cache-Control', 'no-store');
      return c.redirect(landing.location, 303);
    } catch (error) {
      return refused(c, error);
    }
  });

  app.get(STRIPE_RETURN_PATH, async (c) => {
    const ctx = await shopContext(c, parts, 'stripe-return');
    if (!ctx) return refusal(c, 'Unknown shop.', 404);
    try {
      const landing = await handleStripeReturn(ctx, { sessionId: c.req.query('session_id'), status: c.req.query('status') }, await credentialsOf(c, ctx, parts));
      c.header('Cache-Control', 'no-store');
      return c.redirect(landing.location, 303);
    } catch (error) {
      return refused(c, error);
    }
  });

  app.post(STRIPE_WEBHOOK_PATH, async (c) => {
    if (Number(c.req.header('content-length') ?? '0') > MAX_WEBHOOK_BYTES) return c.json({ received: false, error: 'too large' }, 413);
    // The raw bytes, exactly as sent: the signature is over them, not over a re-serialised JSON.
    const raw = new Uint8Array(await c.req.arrayBuffer());
    if (raw.byteLength > MAX_WEBHOOK_BYTES) return c.json({ received: false, error: 'too large' }, 413);
    const answer = await handleStripeWebhook({ db: c.get('db'), deps: parts.deps, clock: parts.clock }, raw, c.req.header('stripe-signature') ?? null);
    if (answer.status !== 200) return c.json({ received: false, error: answer.reason }, answer.status);
    return c.json({ received: true, handled: answer.handled }, 200);
  });
}
