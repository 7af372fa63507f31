// The sandbox over real HTTP, as bKash's clients see it: credentials, token expiry, the hosted
// page, execute's single shot, expiry, refunds and duplicates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, startBkashSandbox, type BkashSandbox } from './bkash-sandbox';
import { TEST_WALLETS } from './hosted-page';
import { payOnHostedPage, submitStep } from './shopper';

const CREDS = { appKey: 'key-1', appSecret: 'secret-1', username: 'merchant', password: 'pw-1' };
let clock = Date.parse('2026-01-01T00:00:00Z');
let sandbox: BkashSandbox;
let invoiceNo = 0;

beforeAll(async () => {
  sandbox = await startBkashSandbox({ ...CREDS, port: 0, host: '127.0.0.1', tokenTtlSeconds: 3600, now: () => clock });
});
afterAll(() => sandbox.close());

async function call(path: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${sandbox.url}${API_PREFIX}${path}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const grantHeaders = { username: CREDS.username, password: CREDS.password };
async function grant() {
  const res = await call('token/grant', { app_key: CREDS.appKey, app_secret: CREDS.appSecret }, grantHeaders);
  return res.body as { id_token: string; refresh_token: string };
}

async function authed(path: string, body: object) {
  const { id_token } = await grant();
  return call(path, body, { authorization: id_token, 'x-app-key': CREDS.appKey });
}

async function create(amount = '500.00', invoice = `INV-${++invoiceNo}`) {
  const res = await authed('create', {
    mode: '0011',
    payerReference: '01700000000',
    callbackURL: 'http://shop.example/api/payments/bkash/callback',
    amount,
    currency: 'BDT',
    intent: 'sale',
    merchantInvoiceNumber: invoice,
  });
  return res.body;
}

describe('tokens', () => {
  it('grants a token for the right credentials, in bKash’s shape', async () => {
    const res = await call('token/grant', { app_key: CREDS.appKey, app_secret: CREDS.appSecret }, grantHeaders);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ statusCode: '0000', statusMessage: 'Successful', token_type: 'Bearer', expires_in: 3600 });
    expect(res.body.id_token).toEqual(expect.any(String));
    expect(res.body.refresh_token).toEqual(expect.any(String));
  });

  it('refuses wrong credentials with a status code (HTTP 200) and no token', async () => {
    const wrongPassword = await call('token/grant', { app_key: CREDS.appKey, app_secret: CREDS.appSecret }, { ...grantHeaders, password: 'nope' });
    const wrongSecret = await call('token/grant', { app_key: CREDS.appKey, app_secret: 'nope' }, grantHeaders);
    for (const res of [wrongPassword, wrongSecret]) {
      expect(res.status).toBe(200);
      expect(res.body.statusCode).not.toBe('0000');
      expect(res.body.id_token).toBeUndefined();
    }
  });

  it('answers 401 without a token, with "Bearer ", with the wrong app key, and after expiry; refresh gives a new one', async () => {
    const { id_token, refresh_token } = await grant();
    const query = { paymentID: 'TR0011NOPE' };
    expect((await call('payment/status', query, { 'x-app-key': CREDS.appKey })).status).toBe(401);
    expect((await call('payment/status', query, { authorization: `Bearer ${id_token}`, 'x-app-key': CREDS.appKey })).status).toBe(401);
    expect((await call('payment/status', query, { authorization: id_token, 'x-app-key': 'other' })).status).toBe(401);
    expect((await call('payment/status', query, { authorization: id_token, 'x-app-key': CREDS.appKey })).status).toBe(200);

    clock += 3600_000;
    expect((await call('payment/status', query, { authorization: id_token, 'x-app-key': CREDS.appKey })).status).toBe(401);
    const refreshed = await call('token/refresh', { app_key: CREDS.appKey, app_secret: CREDS.appSecret, refresh_token }, grantHeaders);
    expect(refreshed.body.statusCode).toBe('0000');
    expect((await call('payment/status', query, { authorization: refreshed.body.id_token, 'x-app-key': CREDS.appKey })).status).toBe(200);
    const badRefresh = await call('token/refresh', { app_key: CREDS.appKey, app_secret: CREDS.appSecret, refresh_token: 'forged' }, grantHeaders);
    expect(badRefresh.body.statusCode).not.toBe('0000');
  });
});

describe('create, approve, execute', () => {
  it('creates an Initiated payment with a bkashURL on the sandbox and the callback URLs', async () => {
    const p = await create('1250.50');
    expect(p).toMatchObject({ statusCode: '0000', transactionStatus: 'Initiated', amount: '1250.50', currency: 'BDT', intent: 'sale' });
    expect(p.paymentID).toMatch(/^TR0011/);
    expect(p.bkashURL.startsWith(`${sandbox.url}/checkout?`)).toBe(true);
    expect(p.successCallbackURL).toBe(`http://shop.example/api/payments/bkash/callback?paymentID=${p.paymentID}&status=success`);
  });

  it('refuses a repeated invoice number (2029), bad fields, a missing field (2065)', async () => {
    await create('10.00', 'DUP-1');
    expect((await create('10.00', 'DUP-1')).statusCode).toBe('2029');
    expect((await create('10.005')).statusCode).toBe('2006');
    expect((await create('0.00')).statusCode).toBe('2006');
    expect((await create('10.00', 'has space')).statusCode).toBe('2031');
    const missing = await authed('create', { mode: '0011', amount: '10.00', currency: 'BDT', intent: 'sale' });
    expect(missing.body.statusCode).toBe('2065');
  });

  it('pays: the page sends the browser to the callback with success; execute completes once; 2117 after; query agrees', async () => {
    const p = await create('500.00');
    const page = await payOnHostedPage(p.bkashURL);
    expect(page.status).toBe(303);
    const back = new URL(page.where!);
    expect(`${back.origin}${back.pathname}`).toBe('http://shop.example/api/payments/bkash/callback');
    expect(back.searchParams.get('paymentID')).toBe(p.paymentID);
    expect(back.searchParams.get('status')).toBe('success');

    const executed = await authed('execute', { paymentID: p.paymentID });
    expect(executed.body).toMatchObject({ statusCode: '0000', transactionStatus: 'Completed', amount: '500.00', customerMsisdn: TEST_WALLETS.ok, merchantInvoiceNumber: p.merchantInvoiceNumber });
    expect(executed.body.trxID).toMatch(/^[A-Z0-9]{10}$/);
    expect((await authed('execute', { paymentID: p.paymentID })).body.statusCode).toBe('2117');
    const queried = await authed('payment/status', { paymentID: p.paymentID });
    expect(queried.body).toMatchObject({ statusCode: '0000', transactionStatus: 'Completed', amount: '500.00', trxID: executed.body.trxID });
    const found = await authed('general/searchTransaction', { trxID: executed.body.trxID });
    expect(found.body).toMatchObject({ statusCode: '0000', transactionStatus: 'Completed', amount: '500.00', maxRefundableAmount: '500.00' });
  });

  it('execute before approval answers 2056 and kills the payment: the page no longer approves it', async () => {
    const p = await create();
    expect((await authed('execute', { paymentID: p.paymentID })).body.statusCode).toBe('2056');
    expect((await authed('payment/status', { paymentID: p.paymentID })).body.transactionStatus).toBe('Declined');
    const page = await payOnHostedPage(p.bkashURL);
    expect(page.where).toBeNull();
    expect(page.html).toContain('failed');
    expect((await authed('execute', { paymentID: p.paymentID })).body.statusCode).toBe('2056');
  });

  it('insufficient balance: the page says 2023, links back with status=failure; execute answers 2023', async () => {
    const p = await create();
    const page = await payOnHostedPage(p.bkashURL, { wallet: TEST_WALLETS.insufficient });
    expect(page.html).toContain('2023');
    expect(page.html).toContain('status=failure');
    expect((await authed('execute', { paymentID: p.paymentID })).body.statusCode).toBe('2023');
    expect((await authed('payment/status', { paymentID: p.paymentID })).body.transactionStatus).toBe('Declined');
  });

  it('a wrong PIN answers 2014 and allows a retry; three wrong PINs decline', async () => {
    const p = await create();
    const wrong = await payOnHostedPage(p.bkashURL, { pin: '00000' });
    expect(wrong.status).toBe(200);
    expect(wrong.html).toContain('Wrong PIN (2014)');
    const right = await submitStep(p.bkashURL, 'pin', { pin: '12121' });
    expect(right.status).toBe(303);
    expect(new URL(right.where!).searchParams.get('status')).toBe('success');

    const q = await create();
    await payOnHostedPage(q.bkashURL, { pin: '00000' });
    await submitStep(q.bkashURL, 'pin', { pin: '00000' });
    const third = await submitStep(q.bkashURL, 'pin', { pin: '00000' });
    expect(third.html).toContain('2014');
    expect((await authed('payment/status', { paymentID: q.paymentID })).body.transactionStatus).toBe('Declined');
  });

  it('wrong wallet number or code are shown beside the field and can be corrected', async () => {
    const p = await create();
    const badWallet = await submitStep(p.bkashURL, 'wallet', { wallet: '123' });
    expect(badWallet.html).toContain('aria-invalid="true"');
    expect(badWallet.html).toContain('name="step" value="wallet"');
    await submitStep(p.bkashURL, 'wallet', { wallet: TEST_WALLETS.ok });
    const badCode = await submitStep(p.bkashURL, 'otp', { otp: '000000' });
    expect(badCode.html).toContain('Wrong verification code');
    expect(badCode.html).toContain('name="step" value="otp"');
  });

  it('cancel sends the browser back with status=cancel; the payment is Cancelled and execute answers 2056', async () => {
    const p = await create();
    const page = await payOnHostedPage(p.bkashURL, { cancelAt: 'otp' });
    expect(page.status).toBe(303);
    expect(new URL(page.where!).searchParams.get('status')).toBe('cancel');
    expect((await authed('payment/status', { paymentID: p.paymentID })).body.transactionStatus).toBe('Cancelled');
    expect((await authed('execute', { paymentID: p.paymentID })).body.statusCode).toBe('2056');
  });

  it('a page link with the wrong hash is not the payment’s page', async () => {
    const p = await create();
    const forged = p.bkashURL.replace(/hash=[^&]+/, 'hash=forged');
    expect((await fetch(forged)).status).toBe(404);
    expect((await submitStep(forged, 'wallet', { wallet: TEST_WALLETS.ok })).status).toBe(404);
  });

  it('a payment left unapproved for 10 minutes expires; an approved one must be executed within 10 minutes', async () => {
    const p = await create();
    clock += 10 * 60_000 + 1;
    expect((await authed('payment/status', { paymentID: p.paymentID })).body.transactionStatus).toBe('Expired');
    expect((await payOnHostedPage(p.bkashURL)).html).toContain('expired');
    expect((await authed('execute', { paymentID: p.paymentID })).body.statusCode).toBe('2056');

    const q = await create();
    expect((await payOnHostedPage(q.bkashURL)).status).toBe(303);
    clock += 10 * 60_000 + 1;
    expect((await authed('execute', { paymentID: q.paymentID })).body.statusCode).toBe('2056');
    expect(sandbox.payment(q.paymentID)?.transactionStatus).toBe('Expired');
  });

  it('maintenance answers 503 in the status code', async () => {
    const { id_token } = await grant();
    sandbox.setMaintenance(true);
    try {
      const res = await call('payment/status', { paymentID: 'x' }, { authorization: id_token, 'x-app-key': CREDS.appKey });
      expect(res.body.statusCode).toBe('503');
    } finally {
      sandbox.setMaintenance(false);
    }
  });
});

describe('refunds', () => {
  async function paid(amount: string) {
    const p = await create(amount);
    await payOnHostedPage(p.bkashURL);
    const executed = await authed('execute', { paymentID: p.paymentID });
    return { paymentID: p.paymentID as string, trxID: executed.body.trxID as string };
  }

  it('refunds in parts up to the refundable amount; 2071 above it, 2075 for a repeated sku, 2074 when fully refunded', async () => {
    const t = await paid('300.00');
    const refund = (amount: string | undefined, sku: string) => authed('payment/refund', { ...t, ...(amount ? { amount } : {}), sku, reason: 'returned' });

    const first = await refund('100.00', 'R1');
    expect(first.body).toMatchObject({ statusCode: '0000', originalTrxID: t.trxID, transactionStatus: 'Completed', amount: '100.00', currency: 'BDT' });
    expect(first.body.refundTrxID).toEqual(expect.any(String));
    expect((await refund('100.00', 'R1')).body.statusCode).toBe('2075');
    expect((await refund('250.00', 'R2')).body.statusCode).toBe('2071');
    expect((await authed('general/searchTransaction', { trxID: t.trxID })).body.maxRefundableAmount).toBe('200.00');
    expect((await refund('150.00', 'R2')).body.statusCode).toBe('0000');
    expect((await refund('50.00', 'R3')).body.statusCode).toBe('0000');
    expect((await refund('1.00', 'R4')).body.statusCode).toBe('2074');

    const status = await authed('payment/refund', t);
    expect(status.body).toMatchObject({ statusCode: '0000', originalTrxID: t.trxID, amount: '50.00', transactionStatus: 'Completed' });
    expect(sandbox.payment(t.paymentID)?.refunded).toBe('300.00');
  });

  it('refuses refunds of an unpaid payment or a trxID that is not the payment’s', async () => {
    const p = await create();
    const t = await paid('20.00');
    expect((await authed('payment/refund', { paymentID: p.paymentID, trxID: t.trxID, amount: '1.00', sku: 'X', reason: 'r' })).body.statusCode).not.toBe('0000');
    expect((await authed('payment/refund', { paymentID: t.paymentID, trxID: t.trxID, amount: '1.00' })).body.statusCode).toBe('2065');
    expect((await authed('payment/refund', t)).body.statusCode).not.toBe('0000');
  });
});
