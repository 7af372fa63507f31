// The Stripe sandbox over real HTTP: authentication, params and idempotency like Stripe, the
// hosted card page (pay, decline, cancel), expiry by its clock, refunds up to the refundable
// amount, and webhooks signed like Stripe, retried, duplicated and reordered on request.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeStripeForm, encodeStripeForm } from './form-encoding';
import { startStripeSandbox, type StripeSandbox } from './stripe-sandbox';

const KEY = 'sk_test_sandbox_key_1234';
const SECRET = 'whsec_test_secret';

interface Received {
  body: string;
  signature: string;
}

/** A tiny webhook receiver: records each delivery; `answer` decides the status. */
async function startReceiver() {
  const received: Received[] = [];
  let answer = (_n: number) => 200;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ body, signature: String(req.headers['stripe-signature']) });
      res.writeHead(answer(received.length));
      res.end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    setAnswer: (f: (n: number) => number) => (answer = f),
    events: () => received.map((r) => JSON.parse(r.body) as { id: string; type: string; data: { object: any } }),
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

const sessionParams = (overrides: Record<string, any> = {}) => ({
  mode: 'payment',
  line_items: [{ price_data: { currency: 'bdt', unit_amount: 150_000, product_data: { name: 'Order HT-1' } }, quantity: 1 }],
  success_url: 'http://shop.test/checkout/stripe/return?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://shop.test/checkout/payment-method',
  client_reference_id: 'HT-1-1',
  metadata: { payment_id: '7' },
  ...overrides,
});

describe('Stripe sandbox', () => {
  let clock = Date.UTC(2030, 0, 15, 10, 0, 0);
  let sandbox: StripeSandbox;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  const api = async (method: string, path: string, params?: Record<string, any>, headers: Record<string, string> = {}) => {
    const res = await fetch(`${sandbox.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: params ? encodeStripeForm(params) : undefined,
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as any };
  };
  const createSession = async (overrides: Record<string, any> = {}) => {
    const r = await api('POST', '/v1/checkout/sessions', sessionParams(overrides));
    expect(r.status).toBe(200);
    return r.body;
  };
  const pay = (id: string, card: Record<string, string>) =>
    fetch(`${sandbox.url}/pay/${id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ exp: '12 / 34', cvc: '123', name: 'Rahim Uddin', ...card }).toString(),
    });

  beforeAll(async () => {
    receiver = await startReceiver();
    sandbox = await startStripeSandbox({
      secretKey: KEY,
      webhookUrl: receiver.url,
      webhookSecret: SECRET,
      now: () => clock,
      expirySweepMs: 0,
      webhooks: { retryBaseMs: 20 },
    });
  });
  afterAll(async () => {
    await sandbox.close();
    await receiver.close();
  });
  afterEach(async () => {
    Object.assign(sandbox.webhooks.behaviour, { duplicates: 0, delayMs: 0, hold: false });
    receiver.setAnswer(() => 200);
    await sandbox.webhooks.idle();
    receiver.received.length = 0;
  });

  it('refuses a missing or wrong API key with 401 in Stripe\'s error shape', async () => {
    const none = await fetch(`${sandbox.url}/v1/checkout/sessions/cs_x`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as any).error).toMatchObject({ type: 'invalid_request_error', message: expect.stringContaining('did not provide an API key') });
    const wrong = await api('GET', '/v1/checkout/sessions/cs_x', undefined, { authorization: 'Bearer sk_test_wrong_key_9999' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toContain('Invalid API Key provided');
    expect(wrong.body.error.message).not.toContain('wrong_key');
  });

  it('creates an open, unpaid session with its own hosted page, and retrieves it', async () => {
    const s = await createSession();
    expect(s).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 150_000,
      currency: 'bdt',
      client_reference_id: 'HT-1-1',
      metadata: { payment_id: '7' },
      payment_intent: null,
    });
    expect(s.id).toMatch(/^cs_test_/);
    expect(s.url).toBe(`${sandbox.url}/pay/${s.id}`);
    expect(s.expires_at - s.created).toBe(24 * 3600);
    const again = await api('GET', `/v1/checkout/sessions/${s.id}`);
    expect(again.body).toEqual(s);
  });

  it('answers 404 resource_missing for an unknown session, and 400 for invalid params', async () => {
    const missing = await api('GET', '/v1/checkout/sessions/cs_test_nope');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'resource_missing', param: 'id', type: 'invalid_request_error' });

    const cases: [Record<string, any>, string, string][] = [
      [{ success_url: undefined }, 'parameter_missing', 'success_url'],
      [{ mode: 'subscription' }, 'parameter_invalid', 'mode'],
      [{ surprise: '1' }, 'parameter_unknown', 'surprise'],
      [{ line_items: [{ price_data: { currency: 'bdt', unit_amount: 'ten', product_data: { name: 'x' } }, quantity: 1 }] }, 'parameter_invalid_integer', 'line_items[0][price_data][unit_amount]'],
      [{ line_items: [{ price_data: { currency: 'bdt', unit_amount: 100, product_data: { name: 'x' } }, quantity: 0 }] }, 'parameter_invalid', 'line_items[0][quantity]'],
      [{ expires_at: Math.floor(clock / 1000) + 29 * 60 }, 'parameter_invalid', 'expires_at'],
      [{ expires_at: Math.floor(clock / 1000) + 25 * 3600 }, 'parameter_invalid', 'expires_at'],
      [{ success_url: 'not a url' }, 'url_invalid', 'success_url'],
    ];
    for (const [overrides, code, param] of cases) {
      const r = await api('POST', '/v1/checkout/sessions', sessionParams(overrides));
      expect(r.status, JSON.stringify(overrides)).toBe(400);
      expect(r.body.error).toMatchObject({ type: 'invalid_request_error', code, param });
    }
  });

  it('replays the first answer for the same Idempotency-Key and params, and refuses other params', async () => {
    const first = await api('POST', '/v1/checkout/sessions', sessionParams(), { 'idempotency-key': 'HT-2-1' });
    const second = await api('POST', '/v1/checkout/sessions', sessionParams(), { 'idempotency-key': 'HT-2-1' });
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const other = await api('POST', '/v1/checkout/sessions', sessionParams({ client_reference_id: 'HT-2-2' }), { 'idempotency-key': 'HT-2-1' });
    expect(other.status).toBe(400);
    expect(other.body.error.type).toBe('idempotency_error');
    const long = await api('POST', '/v1/checkout/sessions', sessionParams(), { 'idempotency-key': 'k'.repeat(256) });
    expect(long.status).toBe(400);
  });

  it('hosted page: a form usable without JavaScript, with labels, autocomplete and a cancel link', async () => {
    const s = await createSession();
    const res = await fetch(s.url);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('name="viewport" content="width=device-width,initial-scale=1"');
    expect(html).toContain('৳1500.00');
    for (const [id, auto] of [['number', 'cc-number'], ['exp', 'cc-exp'], ['cvc', 'cc-csc'], ['name', 'cc-name']]) {
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toContain(`id="${id}" name="${id}"`);
      expect(html).toContain(`autocomplete="${auto}"`);
    }
    expect(html).toContain(`action="/pay/${s.id}"`);
    expect(html).toContain('href="http://shop.test/checkout/payment-method"');
    expect((await fetch(`${sandbox.url}/pay/cs_test_unknown`)).status).toBe(404);
  });

  it('declines 4000 0000 0000 0002 on the page and keeps the session open; then 4242 pays, redirects and fires a signed webhook', async () => {
    const s = await createSession();
    const declined = await pay(s.id, { number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    const page = await declined.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('Your card was declined.');
    expect((await api('GET', `/v1/checkout/sessions/${s.id}`)).body).toMatchObject({ status: 'open', payment_status: 'unpaid' });

    const bad = await pay(s.id, { number: '4242 4242 4242 4241' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Your card number is incorrect.');
    const expired = await pay(s.id, { number: '4242424242424242', exp: '01 / 20' });
    expect(expired.status).toBe(400);

    const paid = await pay(s.id, { number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://shop.test/checkout/stripe/return?session_id=${s.id}`);
    const after = (await api('GET', `/v1/checkout/sessions/${s.id}`)).body;
    expect(after).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(after.payment_intent).toMatch(/^pi_/);

    // Paying again is impossible: the page now just sends the browser back.
    expect((await pay(s.id, { number: '4242 4242 4242 4242' })).status).toBe(410);

    await sandbox.webhooks.idle();
    const completed = receiver.received.find((r) => JSON.parse(r.body).type === 'checkout.session.completed')!;
    const event = JSON.parse(completed.body);
    expect(event.data.object).toMatchObject({ id: s.id, payment_status: 'paid', amount_total: 150_000 });
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(completed.signature)!;
    expect(Number(t)).toBe(Math.floor(clock / 1000));
    expect(v1).toBe(createHmac('sha256', SECRET).update(`${t}.${completed.body}`).digest('hex'));
    // Pretty-printed like Stripe's: a handler must verify the raw bytes, not re-serialized JSON.
    expect(completed.body).not.toBe(JSON.stringify(event));
  });

  it('expires sessions at expires_at by its clock (retrieve, page, webhook) and by the expire call', async () => {
    const s = await createSession({ expires_at: Math.floor(clock / 1000) + 30 * 60 });
    clock += 30 * 60 * 1000;
    const got = await api('GET', `/v1/checkout/sessions/${s.id}`);
    expect(got.body).toMatchObject({ status: 'expired', payment_status: 'unpaid', url: null });
    expect((await pay(s.id, { number: '4242 4242 4242 4242' })).status).toBe(410);
    await sandbox.webhooks.idle();
    expect(receiver.events().map((e) => [e.type, e.data.object.id])).toContainEqual(['checkout.session.expired', s.id]);

    const t = await createSession();
    const expire = await api('POST', `/v1/checkout/sessions/${t.id}/expire`);
    expect(expire.body.status).toBe('expired');
    const twice = await api('POST', `/v1/checkout/sessions/${t.id}/expire`);
    expect(twice.status).toBe(400);
  });

  it('refunds up to the refundable amount, honours Idempotency-Key and fires charge.refunded', async () => {
    const s = await createSession();
    await pay(s.id, { number: '4242424242424242' });
    const pi = (await api('GET', `/v1/checkout/sessions/${s.id}`)).body.payment_intent;

    const part = await api('POST', '/v1/refunds', { payment_intent: pi, amount: 50_000, reason: 'requested_by_customer' }, { 'idempotency-key': 'RF-1' });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ object: 'refund', amount: 50_000, status: 'succeeded', payment_intent: pi });
    const replay = await api('POST', '/v1/refunds', { payment_intent: pi, amount: 50_000, reason: 'requested_by_customer' }, { 'idempotency-key': 'RF-1' });
    expect(replay.body.id).toBe(part.body.id);

    const tooMuch = await api('POST', '/v1/refunds', { payment_intent: pi, amount: 100_001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.code).toBe('amount_too_large');
    const rest = await api('POST', '/v1/refunds', { payment_intent: pi });
    expect(rest.body.amount).toBe(100_000);
    const again = await api('POST', '/v1/refunds', { payment_intent: pi, amount: 1 });
    expect(again.body.error.code).toBe('charge_already_refunded');
    expect((await api('GET', `/v1/refunds/${rest.body.id}`)).body.status).toBe('succeeded');
    expect((await api('POST', '/v1/refunds', { payment_intent: 'pi_unknown' })).status).toBe(404);

    await sandbox.webhooks.idle();
    const refunded = receiver.events().filter((e) => e.type === 'charge.refunded').map((e) => e.data.object);
    // Deliveries may arrive in any order.
    expect(refunded.map((c) => [c.amount_refunded, c.refunded]).sort((a, b) => a[0] - b[0])).toEqual([[50_000, false], [150_000, true]]);
  });

  it('retries a webhook the endpoint refused, with a fresh signature, until it is accepted', async () => {
    receiver.setAnswer((n) => (n < 3 ? 500 : 200));
    const s = await createSession();
    await pay(s.id, { number: '4242424242424242' });
    await sandbox.webhooks.idle();
    expect(receiver.received).toHaveLength(3);
    const ids = receiver.events().map((e) => e.id);
    expect(new Set(ids).size).toBe(1);
    const attempts = sandbox.webhooks.log.filter((d) => d.eventId === ids[0]).map((d) => [d.attempt, d.status]);
    expect(attempts).toEqual([[1, 500], [2, 500], [3, 200]]);
  });

  it('delivers duplicates and, when held, out of order', async () => {
    sandbox.webhooks.behaviour.duplicates = 1;
    const s = await createSession();
    await pay(s.id, { number: '4242424242424242' });
    await sandbox.webhooks.idle();
    expect(receiver.events().map((e) => e.type)).toEqual(['checkout.session.completed', 'checkout.session.completed']);
    receiver.received.length = 0;

    Object.assign(sandbox.webhooks.behaviour, { duplicates: 0, hold: true });
    const t = await createSession();
    await pay(t.id, { number: '4242424242424242' });
    const pi = (await api('GET', `/v1/checkout/sessions/${t.id}`)).body.payment_intent;
    await api('POST', '/v1/refunds', { payment_intent: pi });
    expect(sandbox.webhooks.heldCount()).toBe(2);
    expect(sandbox.webhooks.release('reverse')).toBe(2);
    await sandbox.webhooks.idle();
    expect(receiver.events().map((e) => e.type)).toEqual(['charge.refunded', 'checkout.session.completed']);
  });

  it('lets a test outside the process hold, reorder and duplicate deliveries (behind the API key)', async () => {
    const control = (body?: object, key = KEY) =>
      fetch(`${sandbox.url}/_sandbox/webhooks`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
    expect((await control(undefined, 'sk_test_nope')).status).toBe(401);
    expect((await control({ duplicates: -1 })).status).toBe(400);
    expect(await (await control({ hold: true })).json()).toMatchObject({ hold: true, held: 0 });
    const s = await createSession();
    await pay(s.id, { number: '4242424242424242' });
    const t = await createSession();
    await pay(t.id, { number: '4242424242424242' });
    const released = (await (await control({ hold: false, duplicates: 0, release: 'reverse' })).json()) as any;
    expect(released).toMatchObject({ hold: false, released: 2 });
    await sandbox.webhooks.idle();
    expect(receiver.events().map((e) => e.data.object.id)).toEqual([t.id, s.id]);
    expect(((await (await control()).json()) as any).deliveries.length).toBeGreaterThan(0);
  });
});

describe('Stripe form encoding', () => {
  it('round-trips nested objects and arrays with bracket syntax', () => {
    const params = sessionParams();
    const body = encodeStripeForm(params);
    expect(body).toContain('line_items%5B0%5D%5Bprice_data%5D%5Bunit_amount%5D=150000');
    expect(decodeStripeForm(body)).toEqual({
      ...params,
      line_items: [{ price_data: { currency: 'bdt', unit_amount: '150000', product_data: { name: 'Order HT-1' } }, quantity: '1' }],
    });
    expect(decodeStripeForm('expand[]=a&expand[]=b')).toEqual({ expand: ['a', 'b'] });
    expect(() => decodeStripeForm('a=1&a[b]=2')).toThrow();
    expect(() => decodeStripeForm('a[b=1')).toThrow();
  });
});
