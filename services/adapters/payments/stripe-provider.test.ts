// The Stripe provider against the Stripe sandbox (sandboxes/stripe) over real HTTP: a card
// payment driven through the hosted page's form, a declined card, a cancel, expiry, an amount
// that differs, refunds, Stripe's errors, and webhooks verified by a tiny receiver — forged,
// stale, under the wrong secret, duplicated and out of order.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startStripeSandbox, type StripeSandbox } from '../../../sandboxes/stripe/stripe-sandbox';
import { signStripePayload } from '../../../sandboxes/stripe/webhook-sender';
import { PaymentProviderError, type StartPaymentInput } from './payment-provider';
import { confirmedFromSession, createStripeProvider, readStripeWebhook, type StripeProvider } from './stripe-provider';

const KEY = 'sk_test_provider_1234';
const WHSEC = 'whsec_provider_test';

/** A webhook endpoint like ours: verify the raw body, answer 400 or 200, keep what it accepted. */
async function startReceiver(nowSeconds: () => number) {
  const accepted: { id: string; type: string; object: any }[] = [];
  const refused: string[] = [];
  let secret = WHSEC;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const result = readStripeWebhook(Buffer.concat(chunks), req.headers['stripe-signature'] as string | undefined, secret, nowSeconds());
      if (!result.ok) {
        refused.push(result.reason);
        res.writeHead(400).end();
        return;
      }
      accepted.push({ id: result.event.id, type: result.event.type, object: result.event.data.object });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/stripe/webhook`,
    accepted,
    refused,
    useSecret: (s: string) => (secret = s),
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

describe('Stripe provider against the Stripe sandbox', () => {
  let clock = Date.UTC(2030, 5, 1, 8, 0, 0);
  let sandbox: StripeSandbox;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let stripe: StripeProvider;
  let attempt = 0;
  let receiverSkewSeconds = 0;

  const input = (overrides: Partial<StartPaymentInput> = {}): StartPaymentInput => ({
    paymentId: 40 + attempt,
    amount: 1250,
    invoice: `HT-7Q2K-${++attempt}`,
    description: 'Order HT-7Q2K',
    callbackUrl: 'http://shop.test/api/payments/bkash/callback',
    successUrl: 'http://shop.test/customer/checkout/payment-method/stripe?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://shop.test/customer/checkout/payment-method?cancelled=1',
    customer: { id: 9, phone: '01711000000', email: 'rahim@example.com' },
    ...overrides,
  });
  /** The shopper on the hosted page: GET the form, POST the card (no browser, plain HTTP). */
  const payOnPage = async (url: string, number: string) => {
    const page = await fetch(url);
    const action = /action="([^"]+)"/.exec(await page.text())![1];
    return fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ number, exp: '08 / 33', cvc: '321', name: 'Rahim Uddin' }).toString(),
    });
  };

  beforeAll(async () => {
    receiver = await startReceiver(() => Math.floor(clock / 1000) + receiverSkewSeconds);
    sandbox = await startStripeSandbox({
      secretKey: KEY,
      webhookSecret: WHSEC,
      webhookUrl: receiver.url,
      now: () => clock,
      expirySweepMs: 0,
      webhooks: { retryBaseMs: 10, maxAttempts: 3 },
    });
    stripe = createStripeProvider({ apiBase: sandbox.url, secretKey: KEY, webhookSecret: WHSEC, now: () => clock });
  });
  afterAll(async () => {
    await sandbox.close();
    await receiver.close();
  });
  afterEach(async () => {
    Object.assign(sandbox.webhooks.behaviour, { duplicates: 0, hold: false, delayMs: 0 });
    receiver.useSecret(WHSEC);
    receiverSkewSeconds = 0;
    await sandbox.webhooks.idle();
    receiver.accepted.length = 0;
    receiver.refused.length = 0;
  });

  it('is a sandbox unless it talks to api.stripe.com with a live key', () => {
    expect(stripe.name).toBe('stripe');
    expect(stripe.isSandbox).toBe(true);
    expect(createStripeProvider({ apiBase: 'https://api.stripe.com', secretKey: 'sk_live_x', webhookSecret: 'w' }).isSandbox).toBe(false);
    expect(createStripeProvider({ apiBase: 'https://api.stripe.com', secretKey: 'sk_test_x', webhookSecret: 'w' }).isSandbox).toBe(true);
  });

  it('creates a session in poisha with our references, once per attempt (Idempotency-Key)', async () => {
    const request = input();
    const started = await stripe.startPayment(request);
    expect(started.state).toBe('pending');
    expect(started.reference).toMatch(/^cs_test_/);
    expect(started.redirectUrl).toBe(`${sandbox.url}/pay/${started.reference}`);
    const session = sandbox.session(started.reference)!;
    expect(session).toMatchObject({
      amount_total: 125_000,
      currency: 'bdt',
      client_reference_id: request.invoice,
      metadata: { payment_id: String(request.paymentId), invoice: request.invoice, customer_id: '9' },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      customer_email: 'rahim@example.com',
    });
    expect(session.expires_at - Math.floor(clock / 1000)).toBeGreaterThanOrEqual(30 * 60);
    // The same attempt sent again (a retry after a lost answer) gets the same session.
    expect((await stripe.startPayment(request)).reference).toBe(started.reference);
    // The invoice is the key: reusing it for another amount is refused, not a second session —
    // as a duplicate, so the caller starts again under a new invoice rather than showing an error.
    await expect(stripe.startPayment({ ...request, amount: 1300 })).rejects.toMatchObject({ code: 'duplicate', providerCode: 'idempotency_error' });
  });

  it('pays with 4242 through the hosted page: redirect to success_url, then confirm answers paid', async () => {
    const started = await stripe.startPayment(input());
    expect((await stripe.confirmPayment({ reference: started.reference, expectedAmount: 1250 })).state).toBe('pending');
    const res = await payOnPage(started.redirectUrl!, '4242 4242 4242 4242');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://shop.test/customer/checkout/payment-method/stripe?session_id=${started.reference}`);
    const confirmed = await stripe.confirmPayment({ reference: started.reference, expectedAmount: 1250 });
    expect(confirmed).toMatchObject({ state: 'paid', amount: 1250, moneyTaken: true, providerStatus: 'complete/paid' });
    expect(confirmed.providerTrxId).toMatch(/^pi_/);
    // Confirming again is a read: the same answer.
    expect(await stripe.confirmPayment({ reference: started.reference, expectedAmount: 1250 })).toEqual(confirmed);
    // Money taken for another amount than ours is not paid: it is to be refunded.
    expect(await stripe.confirmPayment({ reference: started.reference, expectedAmount: 1000 })).toMatchObject({ state: 'failed', moneyTaken: true });
  });

  it('a declined 0002 leaves the payment pending; the shopper\'s cancel then ends the session', async () => {
    const started = await stripe.startPayment(input());
    const declined = await payOnPage(started.redirectUrl!, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect(await stripe.confirmPayment({ reference: started.reference, expectedAmount: 1250 })).toMatchObject({ state: 'pending', moneyTaken: false, providerStatus: 'open/unpaid' });
    const cancelled = await stripe.confirmPayment({ reference: started.reference, expectedAmount: 1250, returned: 'cancel' });
    expect(cancelled).toMatchObject({ state: 'cancelled', moneyTaken: false, providerStatus: 'expired/unpaid' });
    // The page no longer takes a card.
    expect((await fetch(started.redirectUrl!)).status).toBe(410);
  });

  it('a cancel that races a payment in another tab reports the payment, not a cancel', async () => {
    const started = await stripe.startPayment(input());
    await payOnPage(started.redirectUrl!, '4242424242424242');
    const result = await stripe.expireSession(started.reference);
    expect(result).toMatchObject({ expired: false, moneyTaken: true, providerStatus: 'complete/paid' });
    expect((await stripe.confirmPayment({ reference: started.reference, expectedAmount: 1250, returned: 'cancel' })).state).toBe('paid');
  });

  it('an unpaid session expires at expires_at: confirm answers cancelled', async () => {
    const started = await stripe.startPayment(input({ expiresAt: clock + 40 * 60_000 }));
    expect(sandbox.session(started.reference)!.expires_at).toBe(Math.floor(clock / 1000) + 40 * 60);
    clock += 40 * 60_000;
    expect(await stripe.confirmPayment({ reference: started.reference, expectedAmount: 1250 })).toMatchObject({ state: 'cancelled', providerStatus: 'expired/unpaid' });
    await sandbox.webhooks.idle();
    expect(receiver.accepted.map((e) => [e.type, e.object.id])).toContainEqual(['checkout.session.expired', started.reference]);
  });

  it('asks for at least 30 minutes even when the caller\'s deadline is sooner', async () => {
    const started = await stripe.startPayment(input({ expiresAt: clock + 5 * 60_000 }));
    expect(sandbox.session(started.reference)!.expires_at - Math.floor(clock / 1000)).toBeGreaterThanOrEqual(30 * 60);
  });

  it('refunds in parts up to the refundable amount, idempotently per refund key', async () => {
    const started = await stripe.startPayment(input());
    await payOnPage(started.redirectUrl!, '4242424242424242');
    const { providerTrxId } = await stripe.confirmPayment({ reference: started.reference, expectedAmount: 1250 });
    const base = { reference: started.reference, providerTrxId: providerTrxId!, reason: 'order HT-7Q2K cancelled' };

    const first = await stripe.refund({ ...base, amount: 250, refundKey: 'RF-1' });
    expect(first).toMatchObject({ state: 'refunded', amount: 250 });
    expect(first.refundReference).toMatch(/^re_/);
    expect(await stripe.refund({ ...base, amount: 250, refundKey: 'RF-1' })).toEqual(first);
    await expect(stripe.refund({ ...base, amount: 1001, refundKey: 'RF-2' })).rejects.toMatchObject({ code: 'rejected', providerCode: 'amount_too_large' });
    const rest = await stripe.refund({ ...base, amount: 1000, refundKey: 'RF-3' });
    expect(rest).toMatchObject({ state: 'refunded', amount: 1000 });
    await expect(stripe.refund({ ...base, amount: 1, refundKey: 'RF-4' })).rejects.toMatchObject({ code: 'rejected', providerCode: 'charge_already_refunded' });

    expect(await stripe.refundStatus({ ...base, refundReference: first.refundReference })).toMatchObject({ state: 'refunded', amount: 250, refundReference: first.refundReference });
    // Without the refund's id (its answer was lost), the payment's latest refund.
    expect(await stripe.refundStatus({ ...base, refundReference: null })).toMatchObject({ refundReference: rest.refundReference });

    await sandbox.webhooks.idle();
    // Deliveries may arrive in any order.
    const refunded = receiver.accepted.filter((e) => e.type === 'charge.refunded').map((e) => e.object.amount_refunded);
    expect(refunded.sort((a, b) => a - b)).toEqual([25_000, 125_000]);
  });

  it('maps Stripe\'s errors: a wrong key, an unknown session, an unreachable API', async () => {
    const wrong = createStripeProvider({ apiBase: sandbox.url, secretKey: 'sk_test_wrong', webhookSecret: WHSEC, now: () => clock });
    await expect(wrong.startPayment(input())).rejects.toMatchObject({ code: 'unauthorized', providerCode: 'api_key_invalid' });
    const missing = stripe.confirmPayment({ reference: 'cs_test_missing', expectedAmount: 1 });
    await expect(missing).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(missing).rejects.toMatchObject({ code: 'rejected', providerCode: 'resource_missing' });
    const down = createStripeProvider({ apiBase: 'http://127.0.0.1:1', secretKey: KEY, webhookSecret: WHSEC, timeoutMs: 2000 });
    await expect(down.confirmPayment({ reference: 'cs_test_x', expectedAmount: 1 })).rejects.toMatchObject({ code: 'unavailable' });
    await expect(stripe.startPayment(input({ successUrl: 'http://shop.test/ok' }))).rejects.toThrow('{CHECKOUT_SESSION_ID}');
  });

  describe('webhooks from the sandbox to a receiver that verifies them', () => {
    it('accepts a signed checkout.session.completed whose session confirms as paid', async () => {
      const started = await stripe.startPayment(input());
      await payOnPage(started.redirectUrl!, '4242424242424242');
      await sandbox.webhooks.idle();
      const completed = receiver.accepted.find((e) => e.type === 'checkout.session.completed')!;
      expect(completed.object.id).toBe(started.reference);
      expect(confirmedFromSession(completed.object, 1250)).toMatchObject({ state: 'paid', moneyTaken: true });
      expect(stripe.readWebhook('{}', `t=${Math.floor(clock / 1000)},v1=${'0'.repeat(64)}`, Math.floor(clock / 1000))).toEqual({ ok: false, reason: 'mismatch' });
      expect(stripe.readWebhook('{}', undefined, Math.floor(clock / 1000))).toEqual({ ok: false, reason: 'missing_header' });
    });

    it('refuses a signed event holding text no database can store (U+0000, a lone surrogate) before any id is used', () => {
      const now = Math.floor(clock / 1000);
      for (const id of ['cs_test_\u0000', 'cs_test_\ud800']) {
        const payload = JSON.stringify({ id: 'evt_text', type: 'checkout.session.completed', data: { object: { object: 'checkout.session', id } } });
        expect(stripe.readWebhook(payload, signStripePayload(payload, WHSEC, now), now)).toEqual({ ok: false, reason: 'unstorable_text' });
      }
      const clean = JSON.stringify({ id: 'evt_text', type: 'checkout.session.completed', data: { object: { object: 'checkout.session', id: 'cs_test_ok' } } });
      expect(stripe.readWebhook(clean, signStripePayload(clean, WHSEC, now), now)).toMatchObject({ ok: true });
    });

    it('delivers each event at least once: duplicates carry the same event id', async () => {
      sandbox.webhooks.behaviour.duplicates = 2;
      const started = await stripe.startPayment(input());
      await payOnPage(started.redirectUrl!, '4242424242424242');
      await sandbox.webhooks.idle();
      const completed = receiver.accepted.filter((e) => e.type === 'checkout.session.completed');
      expect(completed).toHaveLength(3);
      expect(new Set(completed.map((e) => e.id)).size).toBe(1);
    });

    it('delivers out of order: a refund\'s event can arrive before the payment\'s', async () => {
      sandbox.webhooks.behaviour.hold = true;
      const started = await stripe.startPayment(input());
      await payOnPage(started.redirectUrl!, '4242424242424242');
      const { providerTrxId } = await stripe.confirmPayment({ reference: started.reference, expectedAmount: 1250 });
      await stripe.refund({ reference: started.reference, providerTrxId: providerTrxId!, amount: 1250, reason: 'test', refundKey: `RF-${started.reference}` });
      sandbox.webhooks.release('reverse');
      await sandbox.webhooks.idle();
      expect(receiver.accepted.map((e) => e.type)).toEqual(['charge.refunded', 'checkout.session.completed']);
    });

    it('a receiver with another secret refuses every delivery, and the sandbox retries', async () => {
      receiver.useSecret('whsec_someone_else');
      const started = await stripe.startPayment(input());
      await payOnPage(started.redirectUrl!, '4242424242424242');
      await sandbox.webhooks.idle();
      expect(receiver.accepted).toHaveLength(0);
      expect(receiver.refused).toEqual(['mismatch', 'mismatch', 'mismatch']);
    });

    it('a delivery signed more than 300 s before the receiver\'s now is refused as stale (and retried)', async () => {
      // The receiver's clock runs 301 s ahead of the sandbox's, which signs the deliveries.
      receiverSkewSeconds = 301;
      const started = await stripe.startPayment(input());
      await payOnPage(started.redirectUrl!, '4242424242424242');
      await sandbox.webhooks.idle();
      expect(receiver.accepted).toHaveLength(0);
      expect(receiver.refused).toEqual(['stale', 'stale', 'stale']);
      receiverSkewSeconds = 300;
      const again = await stripe.startPayment(input());
      await payOnPage(again.redirectUrl!, '4242424242424242');
      await sandbox.webhooks.idle();
      expect(receiver.accepted.map((e) => e.object.id)).toEqual([again.reference]);
    });
  });
});
