// The bKash client against the bKash sandbox over real HTTP (an ephemeral port per file): the
// shopper is played with plain form posts on the sandbox's hosted page.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBkashSandbox, type BkashSandbox } from '../../../sandboxes/bkash/bkash-sandbox';
import { TEST_WALLETS } from '../../../sandboxes/bkash/hosted-page';
import { payOnHostedPage } from '../../../sandboxes/bkash/shopper';
import { createBkashProvider, type BkashConfig } from './bkash-provider';
import { PaymentProviderError, type StartPaymentInput } from './payment-provider';

const CREDS = { appKey: 'app-key-t', appSecret: 'app-secret-t', username: 'merchant-t', password: 'password-t' };
let clock = Date.parse('2026-03-01T06:00:00Z');
let sandbox: BkashSandbox;
let lines: string[] = [];
let invoiceNo = 0;

beforeAll(async () => {
  sandbox = await startBkashSandbox({ ...CREDS, port: 0, now: () => clock, log: (line) => lines.push(line) });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  lines = [];
});

function provider(overrides: Partial<BkashConfig> = {}) {
  return createBkashProvider({ baseUrl: sandbox.url, ...CREDS, isSandbox: true, now: () => clock, ...overrides });
}

function start(amount: number, more: Partial<StartPaymentInput> = {}): StartPaymentInput {
  invoiceNo += 1;
  return {
    paymentId: invoiceNo,
    amount,
    invoice: `HT-${1000 + invoiceNo}-1`,
    description: 'Order',
    callbackUrl: 'http://rongdhonu.localhost:3000/api/payments/bkash/callback',
    successUrl: 'http://unused.example/success',
    cancelUrl: 'http://unused.example/cancel',
    customer: { id: 7, phone: '01711111111', email: null },
    ...more,
  };
}

async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('paying', () => {
  it('approve → execute → paid for the expected amount; a replayed confirm answers 2117 and the query says paid again', async () => {
    const bkash = provider();
    const started = await bkash.startPayment(start(500));
    expect(started.state).toBe('pending');
    expect(started.redirectUrl).toContain('/checkout?paymentId=');
    expect(bkash.isSandbox).toBe(true);

    const page = await payOnHostedPage(started.redirectUrl!);
    const back = new URL(page.where!);
    expect(back.searchParams.get('paymentID')).toBe(started.reference);
    expect(back.searchParams.get('status')).toBe('success');

    const confirmed = await bkash.confirmPayment({ reference: started.reference, expectedAmount: 500, returned: 'success' });
    expect(confirmed).toMatchObject({ state: 'paid', amount: 500, moneyTaken: true, providerStatus: 'Completed' });
    expect(confirmed.providerTrxId).toMatch(/^[A-Z0-9]{10}$/);
    expect(confirmed.raw).toHaveProperty('execute.transactionStatus', 'Completed');

    const replay = await bkash.confirmPayment({ reference: started.reference, expectedAmount: 500, returned: 'success' });
    expect(replay).toMatchObject({ state: 'paid', amount: 500, providerTrxId: confirmed.providerTrxId });
    expect(replay.raw).toHaveProperty('execute.statusCode', '2117');
    expect(replay.raw).toHaveProperty('query.transactionStatus', 'Completed');
  });

  it('sends the amount as a two-decimal string and refuses amounts that are not whole taka', async () => {
    const bkash = provider();
    const started = await bkash.startPayment(start(1250));
    expect(started.raw).toHaveProperty('create.amount', '1250.00');
    await expect(bkash.startPayment(start(12.5))).rejects.toThrow(RangeError);
  });

  it('a forged success before the shopper approved: execute answers 2056, failed, and the payment is dead', async () => {
    const bkash = provider();
    const started = await bkash.startPayment(start(300));
    const forged = await bkash.confirmPayment({ reference: started.reference, expectedAmount: 300, returned: 'success' });
    expect(forged).toMatchObject({ state: 'failed', moneyTaken: false, providerStatus: '2056', providerTrxId: null });
    const page = await payOnHostedPage(started.redirectUrl!);
    expect(page.where).toBeNull();
    expect(await bkash.confirmPayment({ reference: started.reference, expectedAmount: 300 })).toMatchObject({ state: 'failed', providerStatus: 'Declined' });
  });

  it('Completed for another amount is not paid: failed with the money taken (to refund)', async () => {
    const bkash = provider();
    const started = await bkash.startPayment(start(500));
    await payOnHostedPage(started.redirectUrl!);
    const confirmed = await bkash.confirmPayment({ reference: started.reference, expectedAmount: 400, returned: 'success' });
    expect(confirmed).toMatchObject({ state: 'failed', moneyTaken: true, amount: 500, providerStatus: 'Completed' });
    expect(confirmed.providerTrxId).not.toBeNull();
  });

  it('insufficient balance: the callback says failure, the query says failed; a forged success gets 2023', async () => {
    const bkash = provider();
    const started = await bkash.startPayment(start(200));
    const page = await payOnHostedPage(started.redirectUrl!, { wallet: TEST_WALLETS.insufficient });
    expect(page.html).toContain('2023');
    expect(await bkash.confirmPayment({ reference: started.reference, expectedAmount: 200, returned: 'failure' })).toMatchObject({
      state: 'failed',
      moneyTaken: false,
      providerStatus: 'Declined',
    });
    expect(await bkash.confirmPayment({ reference: started.reference, expectedAmount: 200, returned: 'success' })).toMatchObject({
      state: 'failed',
      providerStatus: '2023',
    });
  });

  it('cancel: cancelled; not yet approved: pending; left alone for 10 minutes: failed (Expired)', async () => {
    const bkash = provider();
    const cancelled = await bkash.startPayment(start(100));
    const page = await payOnHostedPage(cancelled.redirectUrl!, { cancelAt: 'wallet' });
    expect(new URL(page.where!).searchParams.get('status')).toBe('cancel');
    expect(await bkash.confirmPayment({ reference: cancelled.reference, expectedAmount: 100, returned: 'cancel' })).toMatchObject({ state: 'cancelled' });

    const waiting = await bkash.startPayment(start(100));
    expect(await bkash.confirmPayment({ reference: waiting.reference, expectedAmount: 100 })).toMatchObject({ state: 'pending', providerStatus: 'Initiated' });
    clock += 10 * 60_000 + 1;
    expect(await bkash.confirmPayment({ reference: waiting.reference, expectedAmount: 100 })).toMatchObject({ state: 'failed', providerStatus: 'Expired' });
  });

  it('an execute whose answer times out falls back to the query: paid', async () => {
    const bkash = provider({ timeoutMs: 300 });
    const started = await bkash.startPayment(start(700));
    await payOnHostedPage(started.redirectUrl!);
    sandbox.delayNextAnswer('execute', 1500);
    const confirmed = await bkash.confirmPayment({ reference: started.reference, expectedAmount: 700, returned: 'success' });
    expect(confirmed).toMatchObject({ state: 'paid', amount: 700 });
    expect(confirmed.raw).toHaveProperty('execute.error');
    expect(confirmed.raw).toHaveProperty('query.transactionStatus', 'Completed');
  });

  it('a repeated invoice number is a duplicate (2029: the caller starts again under a new invoice); maintenance and an unreachable server are unavailable', async () => {
    const bkash = provider();
    const first = start(100);
    await bkash.startPayment(first);
    const duplicate = await rejection(bkash.startPayment({ ...first, paymentId: 999 }));
    expect(duplicate).toMatchObject({ code: 'duplicate', providerCode: '2029' });

    sandbox.setMaintenance(true);
    try {
      expect(await rejection(bkash.startPayment(start(100)))).toMatchObject({ code: 'unavailable', providerCode: '503' });
    } finally {
      sandbox.setMaintenance(false);
    }
    const nowhere = provider({ baseUrl: 'http://127.0.0.1:9' });
    expect(await rejection(nowhere.startPayment(start(100)))).toMatchObject({ code: 'unavailable' });
  });
});

describe('tokens', () => {
  it('grants once and reuses the token; refreshes it when its time is up', async () => {
    const bkash = provider();
    await bkash.startPayment(start(100));
    await bkash.startPayment(start(100));
    expect(lines.filter((l) => l.includes('token/')).length).toBe(1);
    clock += 3600_000;
    await bkash.startPayment(start(100));
    expect(lines.filter((l) => l.includes('token/refresh'))).toHaveLength(1);
    expect(lines.some((l) => l.startsWith('[bkash] 401'))).toBe(false);
  });

  it('a token the server expired answers 401: the client grants again once and the call goes through', async () => {
    const clientClock = clock; // the client does not see the time pass: only the 401 tells it
    const bkash = provider({ now: () => clientClock });
    await bkash.startPayment(start(100));
    clock += 3600_000;
    const started = await bkash.startPayment(start(100));
    expect(started.reference).toMatch(/^TR0011/);
    expect(lines.filter((l) => l.startsWith('[bkash] 401 create'))).toHaveLength(1);
    expect(lines.filter((l) => l.includes('token/grant'))).toHaveLength(2);
  });

  it('wrong credentials are unauthorized', async () => {
    const error = await rejection(provider({ password: 'wrong' }).startPayment(start(100)));
    expect(error.code).toBe('unauthorized');
    const key = await rejection(provider({ appSecret: 'wrong' }).startPayment(start(100)));
    expect(key.code).toBe('unauthorized');
  });
});

describe('refunds', () => {
  async function paid(amount: number) {
    const bkash = provider();
    const started = await bkash.startPayment(start(amount));
    await payOnHostedPage(started.redirectUrl!);
    const confirmed = await bkash.confirmPayment({ reference: started.reference, expectedAmount: amount, returned: 'success' });
    return { bkash, reference: started.reference, providerTrxId: confirmed.providerTrxId! };
  }

  it('partial refunds up to the paid amount; a retried refund key reports the first refund; then 2074', async () => {
    const { bkash, reference, providerTrxId } = await paid(300);
    const first = await bkash.refund({ reference, providerTrxId, amount: 100, reason: 'returned item', refundKey: 'RF-1' });
    expect(first).toMatchObject({ state: 'refunded', amount: 100 });
    expect(first.refundReference).toEqual(expect.any(String));
    expect((await bkash.searchTransaction(providerTrxId)).maxRefundableAmount).toBe(200);

    const retried = await bkash.refund({ reference, providerTrxId, amount: 100, reason: 'returned item', refundKey: 'RF-1' });
    expect(retried).toMatchObject({ state: 'refunded', refundReference: first.refundReference, amount: 100 });
    expect(retried.raw).toHaveProperty('refund.statusCode', '2075');

    const tooMuch = await rejection(bkash.refund({ reference, providerTrxId, amount: 250, reason: 'x', refundKey: 'RF-2' }));
    expect(tooMuch.code).toBe('rejected');
    const rest = await bkash.refund({ reference, providerTrxId, amount: 200, reason: 'cancelled', refundKey: 'RF-3' });
    expect(rest.state).toBe('refunded');
    expect((await bkash.searchTransaction(providerTrxId)).maxRefundableAmount).toBe(0);
    expect(await rejection(bkash.refund({ reference, providerTrxId, amount: 1, reason: 'x', refundKey: 'RF-4' }))).toMatchObject({
      code: 'rejected',
      providerCode: '2074',
    });
    expect(await bkash.refundStatus({ reference, providerTrxId, refundReference: rest.refundReference })).toMatchObject({
      state: 'refunded',
      refundReference: rest.refundReference,
      amount: 200,
    });
  });
});
