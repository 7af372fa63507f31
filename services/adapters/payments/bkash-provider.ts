// bKash tokenized checkout (v1.2.0-beta) behind the PaymentProvider interface: a real HTTP
// client (global fetch), the same against bKash and against sandboxes/bkash
// (/work/shared/spec/payment-protocols.md, "bKash tokenized checkout").
// - Token: granted with username/password headers and app key/secret, cached until shortly
//   before `expires_in`, then refreshed (granted again if the refresh is refused). An HTTP 401
//   drops the token and grants a new one, once; a second 401 is `unauthorized`.
// - Every call times out after 30 s. A time-out, a network error, HTTP 5xx or statusCode "503"
//   (maintenance) is `unavailable`; any other statusCode but "0000" is the provider's answer.
// - Amounts are whole taka here and strings with two decimals on the wire ("500.00").
// - confirmPayment executes only when the browser came back with `success`, and on 2117/2062,
//   a time-out or a network error asks `payment/status` and trusts its `transactionStatus` and
//   amount. Only `Completed` for exactly the expected amount is `paid`.
// - Refunds carry our refund key as `sku`: bKash answers a repeat with 2075, and then the
//   refund status tells what the first one did.
import {
  PaymentProviderError,
  type ConfirmedPayment,
  type PaymentProvider,
  type RefundResult,
  type StartedPayment,
} from './payment-provider';

export interface BkashConfig {
  /** The API base: calls go to `${baseUrl}/v1.2.0-beta/tokenized/checkout/…`. */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /** True when baseUrl is a sandbox (ours or bKash's): payments are marked as such. */
  isSandbox: boolean;
  /** Per call, ms (default 30 000). */
  timeoutMs?: number;
  /** Epoch ms, for the token's lifetime (default Date.now). */
  now?: () => number;
}

type Answer = Record<string, unknown>;

/** What `general/searchTransaction` says about a completed transaction. */
export interface BkashTransaction {
  trxId: string;
  transactionStatus: string;
  /** Whole taka (may carry poisha when bKash reports them). */
  amount: number;
  maxRefundableAmount: number;
  raw: Answer;
}

export interface BkashProvider extends PaymentProvider {
  readonly name: 'bkash';
  searchTransaction(trxId: string): Promise<BkashTransaction>;
}

const API_PATH = '/v1.2.0-beta/tokenized/checkout/';
/** Refresh this long before the token's stated end, so a call never carries a dying token. */
const TOKEN_MARGIN_MS = 60_000;
/** Execute answers after which only a query tells the truth. */
const QUERY_AFTER = new Set(['2117', '2062']);

const taka = (amount: number) => {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`bKash amounts are whole taka above 0, not ${amount}`);
  return amount.toFixed(2);
};
const numberOf = (v: unknown): number | null => {
  const n = typeof v === 'string' || typeof v === 'number' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};
const textOf = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const codeOf = (a: Answer) => String(a.statusCode ?? '');

function rejected(call: string, answer: Answer): PaymentProviderError {
  return new PaymentProviderError('rejected', `bKash ${call}: ${codeOf(answer)} ${String(answer.statusMessage ?? '')}`.trim(), codeOf(answer), answer);
}

/** What a payment answer (execute or query) means for us. */
function confirmedFrom(answer: Answer, expectedAmount: number, raw: unknown): ConfirmedPayment {
  const status = String(answer.transactionStatus ?? '');
  const amount = numberOf(answer.amount);
  const providerTrxId = textOf(answer.trxID);
  const base = { amount, providerTrxId, providerStatus: status, raw };
  switch (status) {
    case 'Completed': {
      const exact = amount !== null && Math.round(amount * 100) === expectedAmount * 100;
      return { ...base, state: exact ? 'paid' : 'failed', moneyTaken: true };
    }
    case 'Cancelled':
      return { ...base, state: 'cancelled', moneyTaken: false };
    case 'Expired':
    case 'Declined':
    case 'Failed':
      return { ...base, state: 'failed', moneyTaken: false };
    default:
      // Initiated, Authorized, or a word we do not know: not finished, ask again later.
      return { ...base, state: 'pending', moneyTaken: false };
  }
}

function refundFrom(answer: Answer, raw: unknown): RefundResult {
  const status = String(answer.transactionStatus ?? '');
  return {
    state: status === 'Completed' ? 'refunded' : status === 'Failed' || status === 'Declined' ? 'failed' : 'pending',
    refundReference: textOf(answer.refundTrxID),
    amount: numberOf(answer.amount) ?? 0,
    raw,
  };
}

export function createBkashProvider(config: BkashConfig): BkashProvider {
  const base = `${config.baseUrl.replace(/\/+$/, '')}${API_PATH}`;
  const timeoutMs = config.timeoutMs ?? 30_000;
  const now = config.now ?? (() => Date.now());
  let token: { idToken: string; refreshToken: string | null; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  /** One POST; `null` for HTTP 401. Transport trouble is thrown as `unavailable`. */
  async function post(call: string, body: object, headers: Record<string, string>): Promise<Answer | null> {
    let res: Response;
    try {
      res = await fetch(`${base}${call}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const why = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? `no answer in ${timeoutMs} ms` : 'network error';
      throw new PaymentProviderError('unavailable', `bKash ${call}: ${why}`, null, { error: String(error) });
    }
    const text = await res.text().catch(() => '');
    if (res.status === 401) return null;
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = null;
    }
    if (res.status >= 500 || !answer || typeof answer !== 'object' || Array.isArray(answer)) {
      throw new PaymentProviderError('unavailable', `bKash ${call}: HTTP ${res.status}`, null, { status: res.status, body: text.slice(0, 500) });
    }
    const result = answer as Answer;
    if (codeOf(result) === '503') throw new PaymentProviderError('unavailable', `bKash ${call}: maintenance`, '503', result);
    return result;
  }

  async function tokenCall(call: 'token/grant' | 'token/refresh', extra: object): Promise<string> {
    const answer = await post(call, { app_key: config.appKey, app_secret: config.appSecret, ...extra }, { username: config.username, password: config.password });
    const idToken = answer ? textOf(answer.id_token) : null;
    if (!answer || codeOf(answer) !== '0000' || !idToken) {
      throw new PaymentProviderError('unauthorized', `bKash ${call} refused: ${answer ? `${codeOf(answer)} ${String(answer.statusMessage ?? '')}` : 'HTTP 401'}`, answer ? codeOf(answer) : '401', answer);
    }
    const lifetime = numberOf(answer.expires_in) ?? 3600;
    token = { idToken, refreshToken: textOf(answer.refresh_token), expiresAt: now() + lifetime * 1000 - TOKEN_MARGIN_MS };
    return idToken;
  }

  /** A live id_token: cached, refreshed, or granted — one request at a time for all callers. */
  function idToken(): Promise<string> {
    if (token && now() < token.expiresAt) return Promise.resolve(token.idToken);
    if (!pending) {
      const refreshToken = token?.refreshToken ?? null;
      const work = refreshToken
        ? tokenCall('token/refresh', { refresh_token: refreshToken }).catch(() => tokenCall('token/grant', {}))
        : tokenCall('token/grant', {});
      pending = work.finally(() => {
        pending = null;
      });
    }
    return pending;
  }

  /** A call with the token; on 401 a fresh grant and one more try. */
  async function call(path: string, body: object): Promise<Answer> {
    const headers = (t: string) => ({ authorization: t, 'x-app-key': config.appKey });
    const first = await idToken();
    const answer = await post(path, body, headers(first));
    if (answer) return answer;
    if (token?.idToken === first) token = null;
    if (!pending) pending = tokenCall('token/grant', {}).finally(() => (pending = null));
    const again = await post(path, body, headers(await pending));
    if (again) return again;
    token = null;
    throw new PaymentProviderError('unauthorized', `bKash ${path}: HTTP 401 with a fresh token`, '401');
  }

  async function query(paymentID: string): Promise<Answer> {
    const answer = await call('payment/status', { paymentID });
    if (codeOf(answer) !== '0000') throw rejected('payment/status', answer);
    return answer;
  }

  async function refundStatus(paymentID: string, trxID: string): Promise<RefundResult> {
    const answer = await call('payment/refund', { paymentID, trxID });
    if (codeOf(answer) !== '0000') throw rejected('refund status', answer);
    return refundFrom(answer, { refundStatus: answer });
  }

  return {
    name: 'bkash',
    isSandbox: config.isSandbox,

    async startPayment(input): Promise<StartedPayment> {
      const answer = await call('create', {
        mode: '0011',
        payerReference: input.customer.phone ?? (input.customer.id !== null ? `C${input.customer.id}` : input.invoice),
        callbackURL: input.callbackUrl,
        amount: taka(input.amount),
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: input.invoice,
      });
      const paymentID = textOf(answer.paymentID);
      const bkashURL = textOf(answer.bkashURL);
      // 2029: this invoice was created before (a start whose answer was lost): not an error to show.
      if (codeOf(answer) === '2029') throw new PaymentProviderError('duplicate', `bKash create: invoice ${input.invoice} already used`, '2029', answer);
      if (codeOf(answer) !== '0000' || !paymentID || !bkashURL) throw rejected('create', answer);
      return { redirectUrl: bkashURL, reference: paymentID, state: 'pending', raw: { create: answer } };
    },

    async confirmPayment(input): Promise<ConfirmedPayment> {
      if (input.returned !== 'success') {
        const answer = await query(input.reference);
        return confirmedFrom(answer, input.expectedAmount, { query: answer });
      }
      let executed: Answer;
      try {
        executed = await call('execute', { paymentID: input.reference });
      } catch (error) {
        if (!(error instanceof PaymentProviderError) || error.code !== 'unavailable') throw error;
        // The execute may have gone through: only the payment's state tells.
        const answer = await query(input.reference);
        return confirmedFrom(answer, input.expectedAmount, { execute: { error: error.message, raw: error.raw }, query: answer });
      }
      const code = codeOf(executed);
      if (code === '0000') return confirmedFrom(executed, input.expectedAmount, { execute: executed });
      if (QUERY_AFTER.has(code)) {
        const answer = await query(input.reference);
        return confirmedFrom(answer, input.expectedAmount, { execute: executed, query: answer });
      }
      // 2056 (not approved, expired, cancelled), 2023 (insufficient balance), …: nothing was taken.
      return { state: 'failed', amount: null, providerTrxId: null, moneyTaken: false, providerStatus: code, raw: { execute: executed } };
    },

    async refund(input): Promise<RefundResult> {
      const answer = await call('payment/refund', {
        paymentID: input.reference,
        trxID: input.providerTrxId,
        amount: taka(input.amount),
        sku: input.refundKey,
        reason: input.reason.slice(0, 255),
      });
      const code = codeOf(answer);
      if (code === '0000') return refundFrom(answer, { refund: answer });
      if (code === '2075') {
        // This refund key was used before (a retry after a lost answer): report that refund.
        const status = await refundStatus(input.reference, input.providerTrxId);
        return { ...status, raw: { refund: answer, ...(status.raw as object) } };
      }
      throw rejected('refund', answer);
    },

    refundStatus: (input) => refundStatus(input.reference, input.providerTrxId),

    async searchTransaction(trxId) {
      const answer = await call('general/searchTransaction', { trxID: trxId });
      if (codeOf(answer) !== '0000') throw rejected('searchTransaction', answer);
      return {
        trxId,
        transactionStatus: String(answer.transactionStatus ?? ''),
        amount: numberOf(answer.amount) ?? 0,
        maxRefundableAmount: numberOf(answer.maxRefundableAmount) ?? 0,
        raw: answer,
      };
    },
  };
}
