// A bKash tokenized-checkout sandbox (v1.2.0-beta): the calls haat's client makes, over real
// HTTP, answering and failing the way bKash does (/work/shared/spec/payment-protocols.md,
// "bKash tokenized checkout"):
// - `POST {base}/v1.2.0-beta/tokenized/checkout/` + `token/grant`, `token/refresh`, `create`,
//   `execute`, `payment/status`, `general/searchTransaction`, `payment/refund` (with `amount` a
//   refund, without it the refund status); JSON in and out;
// - the grant checks the `username`/`password` headers and `app_key`/`app_secret`; other calls
//   need `authorization: <id_token>` (no "Bearer ") and `x-app-key`: an unknown or expired
//   token is HTTP 401 (tokens live `tokenTtlSeconds`, 3600 by default);
// - every other error is HTTP 200 with a `statusCode` other than "0000" and a `statusMessage`;
// - create answers a `bkashURL` on this server (`GET /checkout?paymentId=…&hash=…`): the hosted
//   page (./hosted-page.ts) takes wallet number, verification code and PIN, then sends the
//   browser to `callbackURL?paymentID=…&status=success|failure|cancel`;
// - execute is single-shot: before the shopper approved it answers 2056 and the payment is dead
//   (Declined); a second execute answers 2117; a payment neither executed nor approved within
//   `paymentTtlSeconds` (600) of its creation — or not executed within that long after its
//   approval — is `Expired`;
// - refunds up to `maxRefundableAmount`, several partial ones; 2074 once fully refunded, 2075
//   for a repeated `sku` (our refund key), 2071 above what is refundable;
// - a repeated `merchantInvoiceNumber` is 2029.
// Codes the spec names are used as it says; the others (2001, 2002, 2006–2008, 2025, 2033,
// 2049, 2063, 2071, 2079) are this sandbox's choice among bKash's published list.
// State lives in memory; `now` is injectable so tests expire tokens and payments.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  TEST_OTP,
  TEST_PIN,
  TEST_WALLETS,
  renderClosedPage,
  renderNotFoundPage,
  renderStepPage,
  type HostedPagePayment,
  type Step,
} from './hosted-page';

export const API_PREFIX = '/v1.2.0-beta/tokenized/checkout/';

export interface BkashSandboxOptions {
  port?: number;
  host?: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /** How long an id_token lives (bKash: 3600 s). */
  tokenTtlSeconds?: number;
  /** How long a created payment waits for approval, and an approved one for execute (600 s). */
  paymentTtlSeconds?: number;
  /** The sandbox's clock, epoch ms. */
  now?: () => number;
  /** The origin browsers reach the hosted page at (default: the listening address). */
  publicUrl?: string;
  log?: (line: string) => void;
}

type ApiCall = 'token/grant' | 'token/refresh' | 'create' | 'execute' | 'payment/status' | 'general/searchTransaction' | 'payment/refund';
const API_CALLS: readonly ApiCall[] = ['token/grant', 'token/refresh', 'create', 'execute', 'payment/status', 'general/searchTransaction', 'payment/refund'];

type TransactionStatus = 'Initiated' | 'Completed' | 'Expired' | 'Cancelled' | 'Declined';

interface Refund {
  refundTrxID: string;
  amount: number; // poisha
  sku: string;
  reason: string;
  completedAt: number;
}

interface Payment {
  paymentID: string;
  hash: string;
  createdAt: number;
  payerReference: string;
  callbackURL: string;
  amount: string; // as sent
  amountPoisha: number;
  currency: string;
  intent: string;
  merchantInvoiceNumber: string;
  status: TransactionStatus;
  approvedAt: number | null;
  declineCode: string | null;
  wallet: string | null;
  otpOk: boolean;
  pinTries: number;
  trxID: string | null;
  executedAt: number | null;
  refunds: Refund[];
}

/** What a test may look at: a copy of one payment's state. */
export interface SandboxPaymentView {
  paymentID: string;
  transactionStatus: TransactionStatus;
  approved: boolean;
  trxID: string | null;
  amount: string;
  refunded: string;
}

export interface BkashSandbox {
  /** The API base: give it to the client as BKASH_BASE_URL. */
  url: string;
  close(): Promise<void>;
  /** While on, every API call answers statusCode "503" (maintenance). */
  setMaintenance(on: boolean): void;
  /** Do the next call of this kind, but answer it only after `ms` (a client time-out test). */
  delayNextAnswer(call: ApiCall, ms: number): void;
  payment(paymentID: string): SandboxPaymentView | undefined;
  /** How many times each API call was made (answered or refused), for tests that count provider calls. */
  callCount(call: ApiCall): number;
  /** The payments created under this merchant invoice number (0 or 1: a repeat is refused with 2029). */
  paymentsForInvoice(merchantInvoiceNumber: string): SandboxPaymentView[];
}

const MESSAGES: Record<string, string> = {
  '0000': 'Successful',
  '2001': 'Invalid App Key',
  '2002': 'Invalid Payment ID',
  '2006': 'Invalid Amount',
  '2007': 'Invalid Currency',
  '2008': 'Invalid Intent',
  '2014': 'Wrong PIN',
  '2023': 'Insufficient Balance',
  '2025': 'Invalid request body',
  '2029': 'Duplicate for all transactions',
  '2031': 'Invalid Merchant Invoice Number',
  '2033': 'Transaction not found',
  '2049': 'Invalid Merchant Callback URL',
  '2056': 'Invalid Payment State',
  '2063': 'Mode is not valid as per request data',
  '2065': 'Mandatory field missing',
  '2071': 'Refund amount exceeds the refundable amount',
  '2074': 'Transaction has already been fully refunded',
  '2075': 'Duplicate refund request',
  '2079': 'Invalid username and password',
  '2117': 'Payment execution already been called before',
  '503': 'System is undergoing maintenance. Please try again later',
};

const fail = (code: string) => ({ statusCode: code, statusMessage: MESSAGES[code] ?? 'Error' });
const ok = <T extends object>(body: T) => ({ statusCode: '0000', statusMessage: 'Successful', ...body });

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const INVOICE = /^[A-Za-z0-9._:#/-]{1,255}$/;
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const randomCode = (length: number) => Array.from(randomBytes(length), (b) => ALNUM[b % ALNUM.length]).join('');
const toPoisha = (amount: string) => Math.round(Number(amount) * 100);
const fromPoisha = (poisha: number) => (poisha / 100).toFixed(2);

/** bKash's time format, in Dhaka time: "2024-05-01T14:03:09:120 GMT+0600". */
function bkashTime(ms: number): string {
  return `${new Date(ms + 6 * 3600_000).toISOString().replace('Z', '').replace(/\.(\d{3})$/, ':$1')} GMT+0600`;
}

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startBkashSandbox(options: BkashSandboxOptions): Promise<BkashSandbox> {
  const now = options.now ?? (() => Date.now());
  const tokenTtlMs = (options.tokenTtlSeconds ?? 3600) * 1000;
  const paymentTtlMs = (options.paymentTtlSeconds ?? 600) * 1000;
  const log = options.log ?? (() => undefined);

  const idTokens = new Map<string, number>(); // token → expires at
  const refreshTokens = new Map<string, number>();
  const payments = new Map<string, Payment>();
  const byTrx = new Map<string, Payment>();
  const invoices = new Set<string>();
  const delays = new Map<ApiCall, number>();
  const callCounts = new Map<ApiCall, number>();
  let maintenance = false;
  let publicUrl = options.publicUrl?.replace(/\/$/, '') ?? '';

  /** Apply the clock: a payment left waiting too long expires. */
  function settle(p: Payment): Payment {
    if (p.status === 'Initiated' && now() > (p.approvedAt ?? p.createdAt) + paymentTtlMs) p.status = 'Expired';
    return p;
  }

  function callbackUrl(p: Payment, status: 'success' | 'failure' | 'cancel'): string {
    const url = new URL(p.callbackURL);
    url.searchParams.set('paymentID', p.paymentID);
    url.searchParams.set('status', status);
    url.searchParams.set('signature', randomCode(10));
    url.searchParams.set('apiVersion', '1.2.0-beta');
    return url.toString();
  }

  function issueToken() {
    const idToken = randomBytes(32).toString('base64url');
    const refreshToken = randomBytes(32).toString('base64url');
    idTokens.set(idToken, now() + tokenTtlMs);
    refreshTokens.set(refreshToken, now() + 28 * 24 * 3600_000);
    return ok({ id_token: idToken, token_type: 'Bearer', expires_in: Math.round(tokenTtlMs / 1000), refresh_token: refreshToken });
  }

  function paymentAnswer(p: Payment) {
    return ok({
      paymentID: p.paymentID,
      mode: '0011',
      payerReference: p.payerReference,
      paymentCreateTime: bkashTime(p.createdAt),
      ...(p.wallet && p.approvedAt !== null ? { customerMsisdn: p.wallet } : {}),
      ...(p.trxID ? { trxID: p.trxID } : {}),
      ...(p.executedAt !== null ? { paymentExecuteTime: bkashTime(p.executedAt) } : {}),
      amount: p.amount,
      currency: p.currency,
      intent: p.intent,
      merchantInvoiceNumber: p.merchantInvoiceNumber,
      transactionStatus: p.status,
    });
  }

  const refunded = (p: Payment) => p.refunds.reduce((sum, r) => sum + r.amount, 0);

  function refundAnswer(p: Payment, r: Refund) {
    return ok({
      originalTrxID: p.trxID,
      refundTrxID: r.refundTrxID,
      transactionStatus: 'Completed',
      amount: fromPoisha(r.amount),
      currency: 'BDT',
      completedTime: bkashTime(r.completedAt),
    });
  }

  const handlers: Record<Exclude<ApiCall, 'token/grant' | 'token/refresh'>, (body: Record<string, unknown>) => object> = {
    create(body) {
      for (const field of ['mode', 'payerReference', 'callbackURL', 'amount', 'currency', 'intent', 'merchantInvoiceNumber']) {
        if (body[field] === undefined || body[field] === null || body[field] === '') return fail('2065');
      }
      if (body.mode !== '0011') return fail('2063');
      if (typeof body.amount !== 'string' || !AMOUNT.test(body.amount) || toPoisha(body.amount) <= 0) return fail('2006');
      if (body.currency !== 'BDT') return fail('2007');
      if (body.intent !== 'sale') return fail('2008');
      const invoice = body.merchantInvoiceNumber;
      if (typeof invoice !== 'string' || !INVOICE.test(invoice)) return fail('2031');
      let callback: URL;
      try {
        callback = new URL(String(body.callbackURL));
        if (callback.protocol !== 'http:' && callback.protocol !== 'https:') return fail('2049');
      } catch {
        return fail('2049');
      }
      if (invoices.has(invoice)) return fail('2029');
      invoices.add(invoice);
      const p: Payment = {
        paymentID: `TR0011${randomCode(15)}`,
        hash: randomBytes(16).toString('base64url'),
        createdAt: now(),
        payerReference: String(body.payerReference),
        callbackURL: callback.toString(),
        amount: body.amount,
        amountPoisha: toPoisha(body.amount),
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: invoice,
        status: 'Initiated',
        approvedAt: null,
        declineCode: null,
        wallet: null,
        otpOk: false,
        pinTries: 0,
        trxID: null,
        executedAt: null,
        refunds: [],
      };
      payments.set(p.paymentID, p);
      log(`[bkash] create ${p.paymentID} ${p.merchantInvoiceNumber} ৳${p.amount}`);
      const with_ = (status: string) => `${p.callbackURL}${p.callbackURL.includes('?') ? '&' : '?'}paymentID=${p.paymentID}&status=${status}`;
      return ok({
        paymentID: p.paymentID,
        bkashURL: `${publicUrl}/checkout?paymentId=${encodeURIComponent(p.paymentID)}&hash=${encodeURIComponent(p.hash)}&mode=0011&apiVersion=v1.2.0-beta`,
        callbackURL: p.callbackURL,
        successCallbackURL: with_('success'),
        failureCallbackURL: with_('failure'),
        cancelledCallbackURL: with_('cancel'),
        amount: p.amount,
        intent: p.intent,
        currency: p.currency,
        paymentCreateTime: bkashTime(p.createdAt),
        transactionStatus: 'Initiated',
        merchantInvoiceNumber: p.merchantInvoiceNumber,
      });
    },

    execute(body) {
      const id = str(body.paymentID);
      if (!id) return fail('2065');
      const p = payments.get(id);
      if (!p) return fail('2002');
      settle(p);
      if (p.status === 'Completed') return fail('2117');
      if (p.status === 'Declined' && p.declineCode === '2023') return fail('2023');
      if (p.status !== 'Initiated') return fail('2056');
      if (p.approvedAt === null) {
        // Executing before the shopper approved kills the payment, as bKash does.
        p.status = 'Declined';
        return fail('2056');
      }
      p.status = 'Completed';
      p.executedAt = now();
      p.trxID = randomCode(10);
      byTrx.set(p.trxID, p);
      log(`[bkash] execute ${p.paymentID} → ${p.trxID}`);
      return paymentAnswer(p);
    },

    'payment/status'(body) {
      const id = str(body.paymentID);
      if (!id) return fail('2065');
      const p = payments.get(id);
      return p ? paymentAnswer(settle(p)) : fail('2002');
    },

    'general/searchTransaction'(body) {
      const trx = str(body.trxID);
      if (!trx) return fail('2065');
      const p = byTrx.get(trx);
      if (!p) return fail('2033');
      return ok({
        trxID: p.trxID,
        initiationTime: bkashTime(p.createdAt),
        completedTime: bkashTime(p.executedAt!),
        transactionType: 'bKash Tokenized Checkout via API',
        customerMsisdn: p.wallet,
        transactionStatus: 'Completed',
        amount: p.amount,
        currency: p.currency,
        organizationShortCode: '50022',
        maxRefundableAmount: fromPoisha(p.amountPoisha - refunded(p)),
      });
    },

    'payment/refund'(body) {
      const id = str(body.paymentID);
      const trx = str(body.trxID);
      if (!id || !trx) return fail('2065');
      const p = payments.get(id);
      if (!p || p.trxID !== trx) return fail(p ? '2033' : '2002');
      if (body.amount === undefined) {
        // Refund status: the latest refund of this payment.
        const last = p.refunds.at(-1);
        return last ? refundAnswer(p, last) : fail('2033');
      }
      const sku = str(body.sku);
      const reason = str(body.reason);
      if (!sku || !reason) return fail('2065');
      if (p.status !== 'Completed') return fail('2056');
      if (p.refunds.some((r) => r.sku === sku)) return fail('2075');
      const left = p.amountPoisha - refunded(p);
      if (left <= 0) return fail('2074');
      if (typeof body.amount !== 'string' || !AMOUNT.test(body.amount) || toPoisha(body.amount) <= 0) return fail('2006');
      const amount = toPoisha(body.amount);
      if (amount > left) return fail('2071');
      const r: Refund = { refundTrxID: randomCode(10), amount, sku, reason, completedAt: now() };
      p.refunds.push(r);
      log(`[bkash] refund ${p.trxID} ৳${fromPoisha(amount)} → ${r.refundTrxID}`);
      return refundAnswer(p, r);
    },
  };

  function api(call: ApiCall, req: IncomingMessage, body: Record<string, unknown>): { status: number; body: object } {
    callCounts.set(call, (callCounts.get(call) ?? 0) + 1);
    if (maintenance) return { status: 200, body: fail('503') };
    if (call === 'token/grant' || call === 'token/refresh') {
      if (!sameSecret(req.headers.username, options.username) || !sameSecret(req.headers.password, options.password)) {
        return { status: 200, body: fail('2079') };
      }
      if (!sameSecret(body.app_key, options.appKey) || !sameSecret(body.app_secret, options.appSecret)) return { status: 200, body: fail('2001') };
      if (call === 'token/refresh') {
        const token = str(body.refresh_token);
        if (!token) return { status: 200, body: fail('2065') };
        const until = refreshTokens.get(token);
        if (until === undefined || now() >= until) return { status: 200, body: { statusCode: '2079', statusMessage: 'Invalid refresh token' } };
      }
      log(`[bkash] ${call}`);
      return { status: 200, body: issueToken() };
    }
    const token = req.headers.authorization;
    const until = typeof token === 'string' ? idTokens.get(token) : undefined;
    if (until === undefined || now() >= until || !sameSecret(req.headers['x-app-key'], options.appKey)) {
      log(`[bkash] 401 ${call}`);
      return { status: 401, body: { message: 'Unauthorized' } };
    }
    return { status: 200, body: handlers[call](body) };
  }

  function pageView(p: Payment): HostedPagePayment {
    return { paymentID: p.paymentID, hash: p.hash, merchantInvoiceNumber: p.merchantInvoiceNumber, amount: fromPoisha(p.amountPoisha) };
  }

  /** The page for a payment that can no longer be approved, or null while it can. */
  function closedPage(p: Payment): string | null {
    settle(p);
    const view = pageView(p);
    if (p.status === 'Initiated' && p.approvedAt === null) return null;
    if (p.status === 'Initiated' || p.status === 'Completed') return renderClosedPage(view, 'This payment is already approved.', callbackUrl(p, 'success'));
    if (p.status === 'Cancelled') return renderClosedPage(view, 'This payment was cancelled.', callbackUrl(p, 'cancel'));
    if (p.status === 'Expired') return renderClosedPage(view, 'This payment has expired.', callbackUrl(p, 'failure'));
    const why = p.declineCode === '2023' ? 'Insufficient balance (2023).' : p.declineCode === '2014' ? 'Wrong PIN entered too many times (2014).' : 'This payment has failed.';
    return renderClosedPage(view, `Payment failed: ${why}`, callbackUrl(p, 'failure'));
  }

  const currentStep = (p: Payment): Step => (p.wallet === null ? 'wallet' : p.otpOk ? 'pin' : 'otp');

  function findForPage(id: string | null, hash: string | null): Payment | null {
    const p = id ? payments.get(id) : undefined;
    return p && hash && sameSecret(hash, p.hash) ? p : null;
  }

  type PageAnswer = { status: number; html?: string; location?: string };

  function step(form: URLSearchParams): PageAnswer {
    const p = findForPage(form.get('paymentId'), form.get('hash'));
    if (!p) return { status: 404, html: renderNotFoundPage() };
    const closed = closedPage(p);
    if (closed) return { status: 409, html: closed };
    const view = pageView(p);
    if (form.get('action') === 'cancel') {
      p.status = 'Cancelled';
      log(`[bkash] cancelled ${p.paymentID}`);
      return { status: 303, location: callbackUrl(p, 'cancel') };
    }
    const at = currentStep(p);
    if (form.get('step') !== at) return { status: 200, html: renderStepPage(view, at, { wallet: p.wallet ?? undefined }) };
    if (at === 'wallet') {
      const wallet = (form.get('wallet') ?? '').replace(/\D/g, '');
      if (!/^01[3-9]\d{8}$/.test(wallet)) return { status: 200, html: renderStepPage(view, 'wallet', { error: 'Enter your 11-digit bKash account number (01XXXXXXXXX).' }) };
      if (wallet !== TEST_WALLETS.ok && wallet !== TEST_WALLETS.insufficient) {
        return { status: 200, html: renderStepPage(view, 'wallet', { error: 'This number has no bKash account in the sandbox: use a test wallet.' }) };
      }
      p.wallet = wallet;
      return { status: 200, html: renderStepPage(view, 'otp', { wallet }) };
    }
    if (at === 'otp') {
      if ((form.get('otp') ?? '').trim() !== TEST_OTP) return { status: 200, html: renderStepPage(view, 'otp', { wallet: p.wallet!, error: 'Wrong verification code.' }) };
      p.otpOk = true;
      return { status: 200, html: renderStepPage(view, 'pin') };
    }
    if ((form.get('pin') ?? '').trim() !== TEST_PIN) {
      p.pinTries += 1;
      if (p.pinTries >= 3) {
        p.status = 'Declined';
        p.declineCode = '2014';
        return { status: 200, html: closedPage(p)! };
      }
      return { status: 200, html: renderStepPage(view, 'pin', { error: `Wrong PIN (2014). ${3 - p.pinTries} attempt${3 - p.pinTries === 1 ? '' : 's'} left.` }) };
    }
    if (p.wallet === TEST_WALLETS.insufficient) {
      p.status = 'Declined';
      p.declineCode = '2023';
      return { status: 200, html: closedPage(p)! };
    }
    p.approvedAt = now();
    log(`[bkash] approved ${p.paymentID} by ${p.wallet}`);
    return { status: 303, location: callbackUrl(p, 'success') };
  }

  function sendJson(res: ServerResponse, status: number, body: object) {
    res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
    res.end(JSON.stringify(body));
  }

  function sendPage(res: ServerResponse, answer: PageAnswer) {
    if (answer.location) {
      res.writeHead(answer.status, { location: answer.location, 'cache-control': 'no-store' });
      res.end();
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(answer.html);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    if (url.pathname.startsWith(API_PREFIX)) {
      const call = url.pathname.slice(API_PREFIX.length) as ApiCall;
      if (!API_CALLS.includes(call)) return sendJson(res, 404, { message: 'Not Found' });
      if (req.method !== 'POST') return sendJson(res, 405, { message: 'Method Not Allowed' });
      let body: Record<string, unknown>;
      try {
        const text = await readBody(req);
        const parsed: unknown = text === '' ? {} : JSON.parse(text);
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        body = parsed as Record<string, unknown>;
      } catch {
        return sendJson(res, 200, fail('2025'));
      }
      const answer = api(call, req, body);
      const delay = delays.get(call);
      if (delay !== undefined) {
        delays.delete(call);
        await new Promise((r) => setTimeout(r, delay));
      }
      if (!res.destroyed) sendJson(res, answer.status, answer.body);
      return;
    }
    if (url.pathname === '/checkout' && req.method === 'GET') {
      const p = findForPage(url.searchParams.get('paymentId'), url.searchParams.get('hash'));
      if (!p) return sendPage(res, { status: 404, html: renderNotFoundPage() });
      const closed = closedPage(p);
      if (closed) return sendPage(res, { status: 200, html: closed });
      return sendPage(res, { status: 200, html: renderStepPage(pageView(p), currentStep(p), { wallet: p.wallet ?? undefined }) });
    }
    if (url.pathname === '/checkout/step' && req.method === 'POST') {
      return sendPage(res, step(new URLSearchParams(await readBody(req))));
    }
    if (url.pathname === '/' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`bKash tokenized checkout sandbox. API base: ${publicUrl}${API_PREFIX}\n`);
      return;
    }
    sendJson(res, 404, { message: 'Not Found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`[bkash] ${String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
      else res.destroy();
    });
  });
  // A client reuses an idle connection for a while; closing it sooner races the client's next
  // request on a busy machine (ECONNRESET). Keep idle connections longer than clients do.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`;
  if (!publicUrl) publicUrl = url;

  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    setMaintenance(on) {
      maintenance = on;
    },
    delayNextAnswer(call, ms) {
      delays.set(call, ms);
    },
    payment(paymentID) {
      const p = payments.get(paymentID);
      return p ? view(p) : undefined;
    },
    callCount: (call) => callCounts.get(call) ?? 0,
    paymentsForInvoice: (invoice) => [...payments.values()].filter((p) => p.merchantInvoiceNumber === invoice).map(view),
  };

  function view(p: Payment): SandboxPaymentView {
    settle(p);
    return {
      paymentID: p.paymentID,
      transactionStatus: p.status,
      approved: p.approvedAt !== null,
      trxID: p.trxID,
      amount: p.amount,
      refunded: fromPoisha(refunded(p)),
    };
  }
}
