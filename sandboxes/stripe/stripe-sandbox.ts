// A Stripe sandbox: the slice of Stripe's API haat uses (Checkout Sessions, refunds, signed
// webhooks), over real HTTP, failing the ways Stripe fails (../../docs/decisions and
// /work/shared/spec/payment-protocols.md "Stripe Checkout Session"):
// - `POST /v1/checkout/sessions` (form-encoded, bracket syntax), `GET /v1/checkout/sessions/:id`,
//   `POST /v1/checkout/sessions/:id/expire`, `POST /v1/refunds`, `GET /v1/refunds` (newest first), `GET /v1/refunds/:id`,
//   `GET /v1/payment_intents/:id`;
// - `Authorization: Bearer sk_…` (or Basic with the key as user) checked: 401 otherwise;
// - `Idempotency-Key` honoured on POSTs: the same key with the same params replays the first
//   answer (`Idempotent-Replayed: true`), with other params it is a 400 `idempotency_error`;
// - errors in Stripe's shape `{ error: { type, code, message, param } }` with 400/401/404;
// - the hosted page `GET|POST /pay/:id` (card form; 4242… pays, 4000…0002 is declined);
// - sessions expire at `expires_at` by the injectable clock;
// - `GET|POST /_sandbox/webhooks` (API key): delivery behaviour for tests from outside;
// - webhooks `checkout.session.completed`, `checkout.session.expired`, `charge.refunded`,
//   signed like Stripe, at least once, retried with back-off (./webhook-sender.ts).
// State lives in memory: a sandbox restart forgets every session, as a fresh test account would.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeStripeForm, FormEncodingError, type FormValue } from './form-encoding';
import { chargeTestCard, renderCheckoutPage, renderClosedPage, renderNotFoundPage, type CardFields } from './hosted-page';
import { createWebhookSender, type StripeEvent, type WebhookBehaviour } from './webhook-sender';

export const SANDBOX_API_VERSION = '2024-06-20';

export interface StripeSandboxOptions {
  port?: number;
  host?: string;
  /** The API key clients must send (sk_test_…). */
  secretKey: string;
  /** Where events are POSTed; without it no webhooks are sent. */
  webhookUrl?: string;
  /** The endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** The sandbox's clock, epoch ms (tests move it to expire sessions). */
  now?: () => number;
  /** The origin browsers reach the hosted page at (default: http://<host>:<port>). */
  publicUrl?: string;
  /** Webhook delivery for tests: duplicates, delays, holding, retry back-off. */
  webhooks?: Partial<WebhookBehaviour>;
  /** How often open sessions are checked for expiry, ms (default 1000; 0 = only on access). */
  expirySweepMs?: number;
  /** Log lines (default: none). */
  log?: (line: string) => void;
}

interface LineItem {
  name: string;
  unit_amount: number;
  quantity: number;
  currency: string;
}

interface Session {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
}

interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  created: number;
  currency: string;
  livemode: false;
  metadata: Record<string, string>;
  paid: true;
  payment_intent: string;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string } };
  refunded: boolean;
  status: 'succeeded';
}

interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  created: number;
  latest_charge: string;
  livemode: false;
  metadata: Record<string, string>;
  status: 'succeeded';
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
  body() {
    return {
      error: {
        ...(this.code ? { code: this.code, doc_url: `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, '-')}` } : {}),
        message: this.message,
        ...(this.param ? { param: this.param } : {}),
        type: this.type,
      },
    };
  }
}

const invalid = (message: string, param?: string, code = 'parameter_invalid') => new StripeError(400, 'invalid_request_error', message, code, param);
const missing = (param: string) => new StripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);
const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const newId = (prefix: string, length = 24) => prefix + Array.from(randomBytes(length), (b) => base62[b % 62]).join('');

/** Stable JSON (sorted keys) for comparing the params an idempotency key was first used with. */
const canonical = (v: unknown): string =>
  Array.isArray(v) ? `[${v.map(canonical).join(',')}]`
  : v && typeof v === 'object' ? `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as any)[k])}`).join(',')}}`
  : JSON.stringify(v);

const asString = (v: FormValue | undefined, param: string): string | undefined => {
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw invalid(`Invalid string: ${param}`, param, 'parameter_invalid_string');
  return v;
};
const asInteger = (v: FormValue | undefined, param: string): number | undefined => {
  const s = asString(v, param);
  if (s === undefined) return undefined;
  if (!/^-?\d+$/.test(s)) throw invalid(`Invalid integer: ${s}`, param, 'parameter_invalid_integer');
  return Number(s);
};
const asUrl = (v: FormValue | undefined, param: string): string | undefined => {
  const s = asString(v, param);
  if (s === undefined) return undefined;
  try {
    const u = new URL(s);
    if (u.protocol === 'http:' || u.protocol === 'https:') return s;
  } catch {
    /* answered below */
  }
  throw invalid(`Not a valid URL`, param, 'url_invalid');
};
const asMetadata = (v: FormValue | undefined): Record<string, string> => {
  if (v === undefined || v === '') return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw invalid('Invalid object', 'metadata', 'parameter_invalid_object');
  const entries = Object.entries(v);
  if (entries.length > 50) throw invalid('You can specify up to 50 keys in metadata.', 'metadata');
  for (const [k, val] of entries) {
    if (typeof val !== 'string') throw invalid(`Invalid string: metadata[${k}]`, `metadata[${k}]`, 'parameter_invalid_string');
    if (k.length > 40) throw invalid('Metadata keys can have up to 40 characters.', `metadata[${k}]`);
    if (val.length > 500) throw invalid('Metadata values can have up to 500 characters.', `metadata[${k}]`);
  }
  return Object.fromEntries(entries) as Record<string, string>;
};
const rejectUnknown = (params: Record<string, FormValue>, known: string[]) => {
  for (const k of Object.keys(params)) {
    if (!known.includes(k)) throw invalid(`Received unknown parameter: ${k}`, k, 'parameter_unknown');
  }
};

const SESSION_PARAMS = [
  'mode', 'line_items', 'success_url', 'cancel_url', 'client_reference_id', 'metadata', 'expires_at',
  'customer_email', 'payment_method_types', 'locale', 'expand', 'submit_type', 'payment_intent_data',
];

export interface StripeSandbox {
  /** The API base (http://host:port): STRIPE_API_BASE for the client. */
  url: string;
  port: number;
  close(): Promise<void>;
  /** Expires open sessions whose `expires_at` has passed (also done on access and by a timer). */
  expireDue(): void;
  /** Webhook delivery control for tests. */
  webhooks: {
    behaviour: WebhookBehaviour;
    log: readonly { eventId: string; type: string; attempt: number; status: number | null; error?: string }[];
    release(order?: 'in-order' | 'reverse'): number;
    heldCount(): number;
    idle(): Promise<void>;
  };
  /** Every event created so far, oldest first. */
  events: readonly StripeEvent[];
  /** A session as stored (for tests). */
  session(id: string): Readonly<Session> | undefined;
  /** How many API requests were made to `METHOD /path` (replays included), for tests that count provider calls. */
  requestCount(method: string, path: string): number;
  /** The sessions created with this client_reference_id. */
  sessionsFor(clientReferenceId: string): Readonly<Session>[];
}

export async function startStripeSandbox(options: StripeSandboxOptions): Promise<StripeSandbox> {
  const now = options.now ?? (() => Date.now());
  const nowSeconds = () => Math.floor(now() / 1000);
  const log = options.log ?? (() => undefined);
  const sessions = new Map<string, Session & { lines: LineItem[] }>();
  const intents = new Map<string, PaymentIntent>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Refund>();
  const idempotency = new Map<string, { path: string; params: string; status: number; body: unknown; at: number }>();
  const requestCounts = new Map<string, number>();
  const events: StripeEvent[] = [];
  const sender = createWebhookSender({ url: options.webhookUrl, secret: options.webhookSecret, nowSeconds, behaviour: options.webhooks });
  let publicUrl = options.publicUrl ?? '';

  const emit = (type: string, object: object, request: { id: string | null; idempotency_key: string | null } = { id: null, idempotency_key: null }) => {
    const event: StripeEvent = {
      id: newId('evt_'),
      object: 'event',
      api_version: SANDBOX_API_VERSION,
      created: nowSeconds(),
      type,
      livemode: false,
      pending_webhooks: options.webhookUrl ? 1 : 0,
      request,
      data: { object: structuredClone(object) as Record<string, unknown> },
    };
    events.push(event);
    log(`[stripe-sandbox] event ${type} ${event.id}`);
    sender.send(event);
  };

  const publicSession = (s: Session & { lines: LineItem[] }): Session => {
    const { lines: _lines, ...rest } = s;
    return { ...rest };
  };

  function expireDue() {
    for (const s of sessions.values()) {
      if (s.status === 'open' && nowSeconds() >= s.expires_at) {
        s.status = 'expired';
        s.url = null;
        emit('checkout.session.expired', publicSession(s));
      }
    }
  }

  function authenticate(req: IncomingMessage) {
    const header = req.headers.authorization ?? '';
    let key: string | null = null;
    if (/^Bearer /i.test(header)) key = header.slice(7).trim();
    else if (/^Basic /i.test(header)) key = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8').split(':')[0];
    if (!key) {
      throw new StripeError(401, 'invalid_request_error', 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. \'Authorization: Bearer YOUR_SECRET_KEY\').');
    }
    if (key !== options.secretKey) {
      const masked = key.length > 8 ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : key;
      throw new StripeError(401, 'invalid_request_error', `Invalid API Key provided: ${masked}`, 'api_key_invalid');
    }
  }

  function createSession(params: Record<string, FormValue>): Session {
    rejectUnknown(params, SESSION_PARAMS);
    const mode = asString(params.mode, 'mode');
    if (!mode) throw missing('mode');
    if (mode !== 'payment') throw invalid(`Invalid mode: this sandbox supports only 'payment' (got '${mode}')`, 'mode');
    const successUrl = asUrl(params.success_url, 'success_url');
    if (!successUrl) throw missing('success_url');
    const cancelUrl = asUrl(params.cancel_url, 'cancel_url') ?? null;
    const items = params.line_items;
    if (items === undefined) throw invalid('`line_items` is required in `payment` mode.', 'line_items', 'parameter_missing');
    if (!Array.isArray(items) || items.length === 0) throw invalid('Invalid array', 'line_items', 'parameter_invalid_array');
    const lines: LineItem[] = items.map((raw, i) => {
      const p = `line_items[${i}]`;
      if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid('Invalid object', p, 'parameter_invalid_object');
      if (raw.price !== undefined) throw invalid('This sandbox has no Prices: use price_data.', `${p}[price]`);
      const pd = raw.price_data;
      if (pd === undefined) throw invalid('You must specify either `price` or `price_data`.', `${p}[price_data]`, 'parameter_missing');
      if (typeof pd !== 'object' || Array.isArray(pd)) throw invalid('Invalid object', `${p}[price_data]`, 'parameter_invalid_object');
      const currency = asString(pd.currency, `${p}[price_data][currency]`);
      if (!currency) throw missing(`${p}[price_data][currency]`);
      if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}`, `${p}[price_data][currency]`);
      const unit = asInteger(pd.unit_amount, `${p}[price_data][unit_amount]`);
      if (unit === undefined) throw missing(`${p}[price_data][unit_amount]`);
      if (unit < 0) throw invalid('This value must be greater than or equal to 0.', `${p}[price_data][unit_amount]`);
      const product = pd.product_data;
      const name = product && typeof product === 'object' && !Array.isArray(product) ? asString(product.name, `${p}[price_data][product_data][name]`) : undefined;
      if (!name) throw missing(`${p}[price_data][product_data][name]`);
      const quantity = asInteger(raw.quantity, `${p}[quantity]`);
      if (quantity === undefined) throw missing(`${p}[quantity]`);
      if (quantity < 1) throw invalid('This value must be greater than or equal to 1.', `${p}[quantity]`);
      return { name, unit_amount: unit, quantity, currency };
    });
    const currency = lines[0].currency;
    if (lines.some((l) => l.currency !== currency)) throw invalid('All line items must use the same currency.', 'line_items');
    const total = lines.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0);
    if (total <= 0) throw invalid('The Checkout Session\'s total amount due must be greater than 0.', 'line_items', 'amount_too_small');
    if (total > 99_999_999) throw invalid('The Checkout Session\'s total amount due must be no more than 99,999,999.', 'line_items', 'amount_too_large');
    const created = nowSeconds();
    const expiresAt = asInteger(params.expires_at, 'expires_at') ?? created + 24 * 3600;
    if (expiresAt < created + 30 * 60) throw invalid('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
    if (expiresAt > created + 24 * 3600) throw invalid('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');
    const clientReference = asString(params.client_reference_id, 'client_reference_id') ?? null;
    if (clientReference !== null && clientReference.length > 200) throw invalid('client_reference_id can be at most 200 characters.', 'client_reference_id');
    const id = newId('cs_test_', 58);
    const session: Session & { lines: LineItem[] } = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: cancelUrl,
      client_reference_id: clientReference,
      created,
      currency,
      customer_email: asString(params.customer_email, 'customer_email') ?? null,
      expires_at: expiresAt,
      livemode: false,
      metadata: asMetadata(params.metadata),
      mode: 'payment',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      url: `${publicUrl}/pay/${id}`,
      lines,
    };
    sessions.set(id, session);
    return publicSession(session);
  }

  function getSession(id: string) {
    expireDue();
    const s = sessions.get(id);
    if (!s) throw noSuch('checkout.session', id);
    return s;
  }

  function expireSession(id: string): Session {
    const s = getSession(id);
    if (s.status !== 'open') throw invalid('Only Checkout Sessions with a status in ["open"] can be expired.', undefined, 'checkout_session_not_open');
    s.status = 'expired';
    s.url = null;
    emit('checkout.session.expired', publicSession(s));
    return publicSession(s);
  }

  function completeSession(s: Session & { lines: LineItem[] }, card: { brand: string; last4: string }) {
    const created = nowSeconds();
    const pi = newId('pi_');
    const ch = newId('ch_');
    intents.set(pi, {
      id: pi, object: 'payment_intent', amount: s.amount_total, amount_received: s.amount_total, currency: s.currency,
      created, latest_charge: ch, livemode: false, metadata: { ...s.metadata }, status: 'succeeded',
    });
    charges.set(ch, {
      id: ch, object: 'charge', amount: s.amount_total, amount_captured: s.amount_total, amount_refunded: 0, captured: true,
      created, currency: s.currency, livemode: false, metadata: { ...s.metadata }, paid: true, payment_intent: pi,
      payment_method_details: { type: 'card', card }, refunded: false, status: 'succeeded',
    });
    s.status = 'complete';
    s.payment_status = 'paid';
    s.payment_intent = pi;
    s.url = null;
    emit('checkout.session.completed', publicSession(s));
  }

  function createRefund(params: Record<string, FormValue>, request: { id: string; idempotency_key: string | null }): Refund {
    rejectUnknown(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
    const piId = asString(params.payment_intent, 'payment_intent');
    const chId = asString(params.charge, 'charge');
    if (!piId && !chId) throw invalid('One of `charge` or `payment_intent` is required.', undefined, 'parameter_missing');
    let charge: Charge | undefined;
    if (piId) {
      const intent = intents.get(piId);
      if (!intent) throw noSuch('payment_intent', piId, 'payment_intent');
      charge = charges.get(intent.latest_charge);
    } else {
      charge = charges.get(chId!);
      if (!charge) throw noSuch('charge', chId!, 'charge');
    }
    const refundable = charge!.amount - charge!.amount_refunded;
    if (refundable <= 0) throw invalid(`Charge ${charge!.id} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = asInteger(params.amount, 'amount') ?? refundable;
    if (amount < 1) throw invalid('This value must be greater than or equal to 1.', 'amount');
    if (amount > refundable) {
      throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${refundable})`, 'amount', 'amount_too_large');
    }
    const reason = asString(params.reason, 'reason') ?? null;
    if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
      throw invalid(`Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`, 'reason');
    }
    const refund: Refund = {
      id: newId('re_'), object: 'refund', amount, charge: charge!.id, created: nowSeconds(), currency: charge!.currency,
      metadata: asMetadata(params.metadata), payment_intent: charge!.payment_intent, reason, status: 'succeeded',
    };
    refunds.set(refund.id, refund);
    charge!.amount_refunded += amount;
    charge!.refunded = charge!.amount_refunded === charge!.amount;
    emit('charge.refunded', charge!, request);
    return refund;
  }

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req_', 14), 'stripe-version': SANDBOX_API_VERSION, ...headers });
    res.end(JSON.stringify(body, null, 2));
  };
  const sendHtml = (res: ServerResponse, status: number, html: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
  };
  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(303, { location, 'cache-control': 'no-store' });
    res.end();
  };

  const pageSession = (s: Session & { lines: LineItem[] }) => ({
    id: s.id, status: s.status, currency: s.currency, amount_total: s.amount_total, cancel_url: s.cancel_url,
    lines: s.lines.map((l) => ({ name: l.name, quantity: l.quantity, amount: l.unit_amount * l.quantity })),
  });

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams, raw: string) {
    const method = req.method ?? 'GET';
    requestCounts.set(`${method} ${path}`, (requestCounts.get(`${method} ${path}`) ?? 0) + 1);
    authenticate(req);
    let params: Record<string, FormValue>;
    try {
      params = decodeStripeForm(method === 'GET' || method === 'DELETE' ? query.toString() : raw);
    } catch (e) {
      if (e instanceof FormEncodingError) throw invalid(e.message);
      throw e;
    }
    const requestId = newId('req_', 14);
    const key = req.headers['idempotency-key'];
    const idemKey = typeof key === 'string' && key !== '' ? key : null;
    if (idemKey !== null && idemKey.length > 255) throw invalid('Idempotency-Key must be at most 255 characters.', undefined, 'idempotency_key_too_long');

    const route = (): { status: number; body: unknown } | null => {
      let m: RegExpExecArray | null;
      if (method === 'POST' && path === '/v1/checkout/sessions') return { status: 200, body: createSession(params) };
      if (method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) return { status: 200, body: publicSession(getSession(decodeURIComponent(m[1]))) };
      if (method === 'POST' && (m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) return { status: 200, body: expireSession(decodeURIComponent(m[1])) };
      if (method === 'POST' && path === '/v1/refunds') return { status: 200, body: createRefund(params, { id: requestId, idempotency_key: idemKey }) };
      if (method === 'GET' && path === '/v1/refunds') {
        rejectUnknown(params, ['payment_intent', 'charge', 'limit', 'expand']);
        const pi = asString(params.payment_intent, 'payment_intent');
        const ch = asString(params.charge, 'charge');
        const limit = Math.min(100, Math.max(1, asInteger(params.limit, 'limit') ?? 10));
        const all = [...refunds.values()].filter((r) => (!pi || r.payment_intent === pi) && (!ch || r.charge === ch)).reverse();
        return { status: 200, body: { object: 'list', data: all.slice(0, limit), has_more: all.length > limit, url: '/v1/refunds' } };
      }
      if (method === 'GET' && (m = /^\/v1\/refunds\/([^/]+)$/.exec(path))) {
        const r = refunds.get(decodeURIComponent(m[1]));
        if (!r) throw noSuch('refund', decodeURIComponent(m[1]));
        return { status: 200, body: r };
      }
      if (method === 'GET' && (m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
        const pi = intents.get(decodeURIComponent(m[1]));
        if (!pi) throw noSuch('payment_intent', decodeURIComponent(m[1]));
        return { status: 200, body: pi };
      }
      return null;
    };

    if (method === 'POST' && idemKey !== null) {
      const stored = idempotency.get(idemKey);
      const fingerprint = canonical(params);
      if (stored && now() - stored.at < 24 * 3600_000) {
        if (stored.path !== path || stored.params !== fingerprint) {
          throw new StripeError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idemKey}' if you meant to execute a different request.`,
          );
        }
        return send(res, stored.status, stored.body, { 'idempotent-replayed': 'true', 'idempotency-key': idemKey });
      }
      let answer: { status: number; body: unknown } | null;
      try {
        answer = route();
      } catch (e) {
        // Stripe saves the answer of a request that reached its API, errors included (not 5xx).
        if (e instanceof StripeError && e.status < 500) {
          idempotency.set(idemKey, { path, params: fingerprint, status: e.status, body: e.body(), at: now() });
        }
        throw e;
      }
      if (!answer) throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
      idempotency.set(idemKey, { path, params: fingerprint, status: answer.status, body: answer.body, at: now() });
      return send(res, answer.status, answer.body, { 'idempotency-key': idemKey });
    }
    const answer = route();
    if (!answer) throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
    return send(res, answer.status, answer.body);
  }

  function handlePage(req: IncomingMessage, res: ServerResponse, id: string, raw: string) {
    expireDue();
    const s = sessions.get(id);
    if (!s) return sendHtml(res, 404, renderNotFoundPage());
    if (s.status !== 'open') {
      if (s.status === 'complete' && req.method === 'GET') return redirect(res, s.success_url.replaceAll('{CHECKOUT_SESSION_ID}', s.id));
      return sendHtml(res, 410, renderClosedPage(pageSession(s)));
    }
    if (req.method === 'GET') return sendHtml(res, 200, renderCheckoutPage(pageSession(s)));
    if (req.method !== 'POST') return sendHtml(res, 405, renderNotFoundPage());
    const form = new URLSearchParams(raw);
    const fields: CardFields = { number: form.get('number') ?? '', exp: form.get('exp') ?? '', cvc: form.get('cvc') ?? '', name: form.get('name') ?? '' };
    const outcome = chargeTestCard(fields, now());
    if (!outcome.ok) {
      log(`[stripe-sandbox] ${s.id}: ${outcome.code}`);
      // A declined card leaves the session open: the shopper may try another card.
      return sendHtml(res, outcome.declined ? 402 : 400, renderCheckoutPage(pageSession(s), { error: outcome.message, values: { ...fields, number: outcome.declined ? '' : fields.number, cvc: '' } }));
    }
    completeSession(s, { brand: outcome.brand, last4: outcome.last4 });
    return redirect(res, s.success_url.replaceAll('{CHECKOUT_SESSION_ID}', s.id));
  }

  // Test control from outside the process (browser tests, a judge's script), behind the API
  // key: GET shows the delivery behaviour and log; POST JSON { duplicates?, delayMs?, hold?,
  // release?: 'in-order' | 'reverse' } changes it and releases held events.
  function handleControl(req: IncomingMessage, res: ServerResponse, raw: string) {
    authenticate(req);
    if (req.method === 'POST') {
      let body: any;
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        throw invalid('Invalid JSON body.');
      }
      const count = (v: unknown, name: string) => {
        if (!Number.isInteger(v) || (v as number) < 0) throw invalid(`${name} must be a whole number ≥ 0.`, name);
        return v as number;
      };
      if (body.duplicates !== undefined) sender.behaviour.duplicates = count(body.duplicates, 'duplicates');
      if (body.delayMs !== undefined) sender.behaviour.delayMs = count(body.delayMs, 'delayMs');
      if (body.hold !== undefined) sender.behaviour.hold = Boolean(body.hold);
      if (body.release !== undefined && body.release !== 'in-order' && body.release !== 'reverse') throw invalid("release must be 'in-order' or 'reverse'.", 'release');
      const released = body.release ? sender.release(body.release) : 0;
      return send(res, 200, { ...controlView(), released });
    }
    if (req.method !== 'GET') throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: /_sandbox/webhooks).`);
    return send(res, 200, controlView());
  }
  const controlView = () => ({
    duplicates: sender.behaviour.duplicates,
    delayMs: typeof sender.behaviour.delayMs === 'number' ? sender.behaviour.delayMs : null,
    hold: sender.behaviour.hold,
    held: sender.heldCount(),
    deliveries: sender.log.slice(-100),
  });

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (c: Buffer) => {
        size += c.length;
        if (size > 1_000_000) {
          reject(invalid('Request body too large.'));
          req.destroy();
        } else chunks.push(c);
      });
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://sandbox');
      try {
        const raw = await readBody(req);
        if (url.pathname.startsWith('/v1/')) return await handleApi(req, res, url.pathname, url.searchParams, raw);
        if (url.pathname === '/_sandbox/webhooks') return handleControl(req, res, raw);
        const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
        if (page) return handlePage(req, res, decodeURIComponent(page[1]), raw);
        if (url.pathname === '/' && req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
          return res.end('Stripe sandbox (test mode). API under /v1/, hosted pages under /pay/<session id>.\n');
        }
        throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname}).`);
      } catch (e) {
        if (e instanceof StripeError) return send(res, e.status, e.body());
        log(`[stripe-sandbox] error: ${e instanceof Error ? e.stack : String(e)}`);
        return send(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred in the sandbox.' } });
      }
    })();
  });
  // A client reuses an idle connection for a while; closing it sooner races the client's next
  // request on a busy machine (ECONNRESET). Keep idle connections longer than clients do.
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const host = options.host ?? '127.0.0.1';
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${reachable}:${port}`;
  if (!publicUrl) publicUrl = url;

  const sweepMs = options.expirySweepMs ?? 1000;
  const sweep = sweepMs > 0 ? setInterval(expireDue, sweepMs) : null;
  sweep?.unref();

  return {
    url,
    port,
    expireDue,
    events,
    webhooks: sender,
    session: (id) => {
      const s = sessions.get(id);
      return s ? publicSession(s) : undefined;
    },
    requestCount: (method, path) => requestCounts.get(`${method.toUpperCase()} ${path}`) ?? 0,
    sessionsFor: (clientReferenceId) => [...sessions.values()].filter((s) => s.client_reference_id === clientReferenceId).map((s) => publicSession(s)),
    close: async () => {
      if (sweep) clearInterval(sweep);
      sender.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
