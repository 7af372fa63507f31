// Stripe Checkout Session behind the PaymentProvider interface (./payment-provider.ts), as a
// real HTTP client of Stripe's API (or of sandboxes/stripe, which speaks the same protocol):
// - start: POST /v1/checkout/sessions, form-encoded with bracket syntax, one line item for the
//   whole amount in poisha (BDT has two decimals: ৳10 = 1000), `client_reference_id` = our
//   invoice, our payment id in `metadata`, `expires_at` at least 30 minutes away (Stripe refuses
//   less), and `Idempotency-Key` = the invoice, so a repeated request cannot make two sessions;
// - confirm: GET /v1/checkout/sessions/:id — paid only for `payment_status paid` with exactly
//   the amount and currency we asked (a different amount is `failed` with `moneyTaken`, so it
//   is refunded); a shopper's cancel expires the open session so it cannot be paid later;
// - refund: POST /v1/refunds by payment intent with `Idempotency-Key` = our refund key;
//   refund status by the refund's id, or by listing the payment intent's refunds;
// - webhooks: verify with ./stripe-signature.ts on the raw body, then `readStripeWebhook`
//   gives the event and, for session events, the same answer `confirmPayment` would.
import { unstorablePath } from '../../../core/storable-text';
import {
  PaymentProviderError,
  type ConfirmedPayment,
  type ConfirmPaymentInput,
  type PaymentProvider,
  type RefundInput,
  type RefundResult,
  type RefundState,
  type RefundStatusInput,
  type StartedPayment,
  type StartPaymentInput,
} from './payment-provider';
import { verifyStripeSignature, type StripeSignatureResult } from './stripe-signature';

export interface StripeConfig {
  /** https://api.stripe.com, or the sandbox's base URL. */
  apiBase: string;
  /** sk_live_… / sk_test_… */
  secretKey: string;
  /** The webhook endpoint's signing secret, whsec_… */
  webhookSecret: string;
  /** Default: true unless the API base is Stripe's own and the key is a live key. */
  isSandbox?: boolean;
  /** Per-request time-out, ms (default 30 s). */
  timeoutMs?: number;
  /** Epoch ms (tests pass their clock): used for `expires_at`. */
  now?: () => number;
}

/** What Stripe sends back for a Checkout Session (the fields we read). */
export interface StripeCheckoutSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number | null;
  currency: string | null;
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string> | null;
  url: string | null;
  expires_at: number;
}

interface StripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  payment_intent: string | null;
  metadata: Record<string, string> | null;
}

export interface StripeEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

/** The shortest session Stripe accepts is 30 minutes; a minute more absorbs clock skew. */
const MIN_SESSION_SECONDS = 31 * 60;
const CURRENCY = 'bdt';
/** Whole taka → poisha. */
export const toPoisha = (taka: number) => Math.round(taka * 100);

type FormParams = Record<string, string | number | undefined | Record<string, unknown> | unknown[]>;

/** Stripe's form encoding: nested objects and arrays as `a[b][0][c]=…` (undefined left out). */
export function encodeStripeParams(params: FormParams): string {
  const out = new URLSearchParams();
  const walk = (prefix: string, value: unknown) => {
    if (value === undefined) return;
    if (value === null) out.append(prefix, '');
    else if (Array.isArray(value)) value.forEach((v, i) => walk(`${prefix}[${i}]`, v));
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(`${prefix}[${k}]`, v);
    else out.append(prefix, String(value));
  };
  for (const [k, v] of Object.entries(params)) walk(k, v);
  return out.toString();
}

/** The low-level client: one method per Stripe call, errors as PaymentProviderError. */
export function createStripeClient(config: StripeConfig) {
  const base = config.apiBase.replace(/\/+$/, '');

  async function call<T>(method: 'GET' | 'POST', path: string, params?: FormParams, idempotencyKey?: string): Promise<T> {
    const body = params && method === 'POST' ? encodeStripeParams(params) : undefined;
    const query = params && method === 'GET' ? `?${encodeStripeParams(params)}` : '';
    const headers: Record<string, string> = {
      authorization: `Bearer ${config.secretKey}`,
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    };
    // A GET, or a POST with an idempotency key, is safe to send again: once more after a
    // network failure, a 409 (a concurrent request with the same key) or a 5xx, as stripe-node does.
    const retriable = method === 'GET' || Boolean(idempotencyKey);
    for (let attempt = 1; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(`${base}${path}${query}`, { method, headers, body, signal: AbortSignal.timeout(config.timeoutMs ?? 30_000) });
      } catch (e) {
        if (retriable && attempt < 2) continue;
        throw new PaymentProviderError('unavailable', `Stripe could not be reached: ${e instanceof Error ? e.message : String(e)}`);
      }
      const text = await res.text().catch(() => '');
      let json: any = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      if (res.ok && json) return json as T;
      if (retriable && attempt < 2 && (res.status === 409 || res.status >= 500)) continue;
      const error = json?.error ?? {};
      const code: string | null = error.code ?? error.type ?? null;
      const message = `Stripe ${method} ${path} answered ${res.status}: ${error.message ?? text.slice(0, 200)}`;
      if (res.status === 401 || res.status === 403) throw new PaymentProviderError('unauthorized', message, code, json);
      if (res.status === 429 || res.status >= 500 || (res.ok && !json)) throw new PaymentProviderError('unavailable', message, code, json);
      throw new PaymentProviderError('rejected', message, code, json);
    }
  }

  const id = (s: string) => encodeURIComponent(s);
  return {
    createCheckoutSession: (params: FormParams, idempotencyKey: string) =>
      call<StripeCheckoutSession>('POST', '/v1/checkout/sessions', params, idempotencyKey),
    retrieveCheckoutSession: (sessionId: string) => call<StripeCheckoutSession>('GET', `/v1/checkout/sessions/${id(sessionId)}`),
    expireCheckoutSession: (sessionId: string) => call<StripeCheckoutSession>('POST', `/v1/checkout/sessions/${id(sessionId)}/expire`),
    createRefund: (params: FormParams, idempotencyKey: string) => call<StripeRefund>('POST', '/v1/refunds', params, idempotencyKey),
    retrieveRefund: (refundId: string) => call<StripeRefund>('GET', `/v1/refunds/${id(refundId)}`),
    listRefunds: (paymentIntent: string) =>
      call<{ data: StripeRefund[]; has_more: boolean }>('GET', '/v1/refunds', { payment_intent: paymentIntent, limit: 100 }),
  };
}

/** A session's state as a ConfirmedPayment: paid only for `paid` with exactly the amount asked. */
export function confirmedFromSession(session: StripeCheckoutSession, expectedAmount: number): ConfirmedPayment {
  const providerStatus = `${session.status}/${session.payment_status}`;
  const amount = session.amount_total === null ? null : session.amount_total / 100;
  const paid = session.status === 'complete' && session.payment_status === 'paid';
  const base = { amount, providerStatus, raw: session, providerTrxId: session.payment_intent ?? null };
  if (paid) {
    const exact = session.amount_total === toPoisha(expectedAmount) && (session.currency ?? '').toLowerCase() === CURRENCY;
    return { ...base, state: exact ? 'paid' : 'failed', moneyTaken: true };
  }
  if (session.status === 'expired') return { ...base, state: 'cancelled', moneyTaken: false };
  // Open, or complete with an asynchronous payment still on its way.
  return { ...base, state: 'pending', moneyTaken: false };
}

const refundStateOf = (status: StripeRefund['status']): RefundState =>
  status === 'succeeded' ? 'refunded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';
const refundResult = (r: StripeRefund): RefundResult => ({ state: refundStateOf(r.status), refundReference: r.id, amount: r.amount / 100, raw: r });

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  /** Ends an open session so it can no longer be paid (an order cancelled or expired). */
  expireSession(reference: string): Promise<ConfirmedPayment & { expired: boolean }>;
  /** Verifies a webhook's raw body and signature; see readStripeWebhook. */
  readWebhook(rawBody: string | Uint8Array, signatureHeader: string | null | undefined, nowSeconds: number): StripeWebhookResult;
}

export function createStripeProvider(config: StripeConfig): StripeProvider {
  const client = createStripeClient(config);
  const now = config.now ?? (() => Date.now());
  const isSandbox = config.isSandbox ?? !(/^https:\/\/api\.stripe\.com\/?$/.test(config.apiBase) && config.secretKey.startsWith('sk_live_'));

  async function expireSession(reference: string, expectedAmount = 0) {
    try {
      const session = await client.expireCheckoutSession(reference);
      return { ...confirmedFromSession(session, expectedAmount), expired: true };
    } catch (e) {
      // Not open any more (paid in another tab a moment ago, or already expired): read it.
      if (!(e instanceof PaymentProviderError) || e.code !== 'rejected') throw e;
      const session = await client.retrieveCheckoutSession(reference);
      return { ...confirmedFromSession(session, expectedAmount), expired: false };
    }
  }

  /** Creates a session; a key already used with other parameters (a lost first answer) is `duplicate`. */
  async function createSession(params: FormParams, idempotencyKey: string): Promise<StripeCheckoutSession> {
    try {
      return await client.createCheckoutSession(params, idempotencyKey);
    } catch (e) {
      if (e instanceof PaymentProviderError && e.code === 'rejected' && e.providerCode === 'idempotency_error') {
        throw new PaymentProviderError('duplicate', e.message, e.providerCode, e.raw);
      }
      throw e;
    }
  }

  return {
    name: 'stripe',
    isSandbox,

    async startPayment(input: StartPaymentInput): Promise<StartedPayment> {
      if (!Number.isInteger(input.amount) || input.amount <= 0) throw new Error(`Stripe amount must be whole taka > 0, got ${input.amount}`);
      if (!input.successUrl.includes('{CHECKOUT_SESSION_ID}')) throw new Error('Stripe success URL must contain {CHECKOUT_SESSION_ID}');
      const earliest = Math.ceil(now() / 1000) + MIN_SESSION_SECONDS;
      const wanted = input.expiresAt !== undefined ? Math.floor(input.expiresAt / 1000) : earliest;
      const session = await createSession(
        {
          mode: 'payment',
          line_items: [{ price_data: { currency: CURRENCY, unit_amount: toPoisha(input.amount), product_data: { name: input.description } }, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          client_reference_id: input.invoice,
          customer_email: input.customer.email ?? undefined,
          metadata: {
            payment_id: String(input.paymentId),
            invoice: input.invoice,
            ...(input.customer.id !== null ? { customer_id: String(input.customer.id) } : {}),
          },
          // Stripe refuses less than 30 minutes: a later deadline than asked is enforced by us
          // (the order expires and the session is expired; money taken after that is refunded).
          expires_at: Math.min(Math.max(wanted, earliest), Math.floor(now() / 1000) + 24 * 3600),
        },
        input.invoice,
      );
      if (!session.url) throw new PaymentProviderError('rejected', `Stripe session ${session.id} has no url (status ${session.status})`, null, session);
      return { redirectUrl: session.url, reference: session.id, state: 'pending', raw: session };
    },

    async confirmPayment(input: ConfirmPaymentInput): Promise<ConfirmedPayment> {
      const session = await client.retrieveCheckoutSession(input.reference);
      const confirmed = confirmedFromSession(session, input.expectedAmount);
      // Stripe has no "cancelled" return: a shopper who gave up leaves an open session that
      // could still be paid. Expire it, so what we tell the shopper stays true.
      if (confirmed.state === 'pending' && session.status === 'open' && (input.returned === 'cancel' || input.returned === 'failure')) {
        const { expired: _expired, ...after } = await expireSession(input.reference, input.expectedAmount);
        return after;
      }
      return confirmed;
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      if (!Number.isInteger(input.amount) || input.amount <= 0) throw new Error(`Stripe refund must be whole taka > 0, got ${input.amount}`);
      const refund = await client.createRefund(
        {
          payment_intent: input.providerTrxId,
          amount: toPoisha(input.amount),
          reason: 'requested_by_customer',
          metadata: { reason: input.reason.slice(0, 500), refund_key: input.refundKey, session: input.reference },
        },
        input.refundKey,
      );
      return refundResult(refund);
    },

    async refundStatus(input: RefundStatusInput): Promise<RefundResult> {
      if (input.refundReference) return refundResult(await client.retrieveRefund(input.refundReference));
      const list = await client.listRefunds(input.providerTrxId);
      const latest = list.data[0];
      if (!latest) throw new PaymentProviderError('rejected', `Stripe has no refund for ${input.providerTrxId}`, 'resource_missing', list);
      return refundResult(latest);
    },

    expireSession: (reference) => expireSession(reference),

    readWebhook: (rawBody, signatureHeader, nowSeconds) => readStripeWebhook(rawBody, signatureHeader, config.webhookSecret, nowSeconds),
  };
}

export type StripeWebhookResult =
  | { ok: false; reason: Exclude<StripeSignatureResult, { ok: true }>['reason'] | 'missing_header' | 'invalid_json' | 'unstorable_text' }
  | {
      ok: true;
      event: StripeEvent;
      /** For checkout.session.* events: the session the event carries (confirm it with confirmedFromSession). */
      session: StripeCheckoutSession | null;
    };

/**
 * A webhook delivery, verified on its raw bytes before anything is parsed. The caller answers
 * 400 for `ok: false` and 2xx otherwise (also for events it ignores, or Stripe retries them),
 * and treats the same event arriving twice, or before/after the browser's return, as one.
 */
export function readStripeWebhook(
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): StripeWebhookResult {
  if (!signatureHeader) return { ok: false, reason: 'missing_header' };
  const verified = verifyStripeSignature(rawBody, signatureHeader, secret, nowSeconds, toleranceSeconds);
  if (!verified.ok) return { ok: false, reason: verified.reason };
  let event: StripeEvent;
  try {
    event = JSON.parse(typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody));
  } catch {
    return { ok: false, reason: 'invalid_json' };
  }
  if (!event || typeof event.type !== 'string' || !event.data || typeof event.data.object !== 'object') return { ok: false, reason: 'invalid_json' };
  // Text no database can store (U+0000, a lone surrogate) is refused before any id reaches a query (decision 035).
  if (unstorablePath(event) !== null) return { ok: false, reason: 'unstorable_text' };
  const object = event.data.object as { object?: string };
  return { ok: true, event, session: object.object === 'checkout.session' ? (object as unknown as StripeCheckoutSession) : null };
}
