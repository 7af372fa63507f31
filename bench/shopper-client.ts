// A shopper over plain HTTP (node:http, so the Host header picks the shop), who keeps going
// through crashes: one order is add-to-cart (only when the cart is empty) → checkout summary
// → customer-place-order with an Idempotency-Key, and every call whose answer was lost — the
// connection reset or refused, a 5xx (nginx's 502 while an instance restarts), 429, or "this
// order is already being placed" — is asked again, the order with the SAME key and body, until
// a real answer arrives: the order (200) or a refusal (4xx). Used by bench/crash-sweep.ts and
// the local cluster's test.
import { request } from 'node:http';
import type { KeyOutcome } from './order-invariants';
import type { Shopper } from './shop-fixture';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
  text: string;
}

/** One HTTP call to 127.0.0.1:port with the shop's Host; JSON in and (when it parses) out. Rejects on a network error or after `timeoutMs`. */
export function call(
  port: number,
  host: string,
  path: string,
  init: { method?: string; body?: unknown; form?: Record<string, string>; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  const payload = init.form ? new URLSearchParams(init.form).toString() : init.body !== undefined ? JSON.stringify(init.body) : undefined;
  const headers: Record<string, string> = { host, ...(payload !== undefined ? { 'content-type': init.form ? 'application/x-www-form-urlencoded' : 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}), ...init.headers };
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: init.method ?? (payload !== undefined ? 'POST' : 'GET'), headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: any = null;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          body = null;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text });
      });
    });
    req.setTimeout(init.timeoutMs ?? 30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether an answer means "ask again": lost on the way (5xx, 429) or the same key still in flight. */
function askAgain(a: HttpAnswer): boolean {
  if (a.status >= 500 || a.status === 429) return true;
  return a.status === 409 && typeof a.body?.message === 'string' && a.body.message.startsWith('This order is already being placed');
}

export interface ShopperTarget {
  /** The port to call for this request (a fixed instance, nginx, or the next one round-robin). */
  port(): number;
  host: string;
  /**
   * How long to wait for an answer before asking again (default 30 s). A connection the
   * launcher's primary handed to a worker that was then killed is never answered nor reset.
   */
  timeoutMs?: number;
}

export interface RetryStats {
  /** Calls asked again after a lost answer. */
  retries: number;
  /** Answers with a 5xx status (a server that answered and failed, or a proxy with no instance behind it), with a few samples. */
  serverErrors: number;
  samples: string[];
  /** Why calls were asked again: network error, timeout, or the status. */
  reasons: Record<string, number>;
}

export const newRetryStats = (): RetryStats => ({ retries: 0, serverErrors: 0, samples: [], reasons: {} });

/** A call asked again until a real answer arrives (or `deadline` passes: then it throws). */
async function callUntilAnswered(
  target: ShopperTarget,
  path: string,
  init: Parameters<typeof call>[3],
  stats: RetryStats,
  deadline: number,
  sent: { calls: number; lastAt: number } = { calls: 0, lastAt: 0 },
): Promise<HttpAnswer> {
  for (let attempt = 0; ; attempt++) {
    let answer: HttpAnswer | null = null;
    let reason = '';
    sent.calls++;
    sent.lastAt = Date.now();
    try {
      answer = await call(target.port(), target.host, path, { timeoutMs: target.timeoutMs, ...init });
      reason = `${answer.status}${answer.status === 409 ? ' in progress' : ''}`;
    } catch (err) {
      answer = null;
      reason = err instanceof Error ? ((err as NodeJS.ErrnoException).code ?? err.message) : 'error';
    }
    if (answer && !askAgain(answer)) return answer;
    stats.reasons[reason] = (stats.reasons[reason] ?? 0) + 1;
    if (answer && answer.status >= 500) {
      stats.serverErrors++;
      if (stats.samples.length < 5) stats.samples.push(`${path} ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    if (Date.now() > deadline) throw new Error(`${path}: no answer before the deadline (last: ${answer ? `${answer.status} ${answer.text.slice(0, 200)}` : 'network error'})`);
    stats.retries++;
    const retryAfter = Number(answer?.headers['retry-after']);
    await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter * 1000, 2000) : Math.min(50 * 2 ** Math.min(attempt, 3), 300));
  }
}

export interface OrderChoice {
  quantity: number;
  /** Use the coupon (dropped by the caller once it is used up). */
  coupon: string;
  /** Recharge balance to pay with (at most what is held and the order total). */
  recharge: number;
}

export type OrderResult = KeyOutcome & {
  refusal: { status: number; code: string; message: string } | null;
  /** How many times customer-place-order was sent for this key (1: answered the first time). */
  placeCalls: number;
  /** When (epoch ms) the call that got the final answer was sent: an order placed before it was a replay. */
  answeredCallSentAt: number;
};

/** One order by one shopper, through crashes; the final answer for its key. */
export async function placeOrderThroughCrashes(target: ShopperTarget, shopper: Shopper, productId: number, key: string, choice: OrderChoice, stats: RetryStats, deadline = Date.now() + 120_000): Promise<OrderResult> {
  const auth = { authorization: `Bearer ${shopper.token}` };
  const base = { shippingType: 0, shippingAddress: shopper.addressId, pickupPoint: null, coupon_code: choice.coupon };
  let summary: any = null;
  for (let i = 0; i < 20; i++) {
    const s = await callUntilAnswered(target, '/api/front/get-checkout-summary', { body: base, headers: auth }, stats, deadline);
    if (s.status !== 200) throw new Error(`checkout summary answered ${s.status}: ${s.text.slice(0, 300)}`);
    summary = s.body;
    if (summary.total_cart_items > 0) break;
    // An add whose answer was lost may have happened: the summary above is asked again and tells.
    try {
      const added = await call(target.port(), target.host, '/api/front/customer-add-product-to-cart', { body: { product_id: productId, quantity: choice.quantity }, headers: auth, timeoutMs: target.timeoutMs });
      if (added.status >= 400 && added.status < 500 && added.status !== 429) {
        return { key, customerId: shopper.id, placed: null, refusal: { status: added.status, code: added.body?.code ?? '', message: added.body?.message ?? added.text.slice(0, 200) }, placeCalls: 0, answeredCallSentAt: 0 };
      }
      if (added.status !== 200) stats.retries++;
    } catch {
      stats.retries++;
      await sleep(100);
    }
  }
  if (!summary || summary.total_cart_items === 0) throw new Error('the cart stayed empty after 20 adds');
  const recharge = Math.max(0, Math.min(choice.recharge, Number(summary.balances?.recharge ?? 0), Number(summary.order_total)));
  const body = {
    ...base,
    selected_payment_option: 'cod',
    customer_cart_total: summary.cart_total,
    finalDeliveryCharge: summary.finalDeliveryCharge,
    coupon_discount: summary.coupon_discount,
    recharge_paid: recharge,
    refund_paid: 0,
    cashback_paid: 0,
  };
  const sent = { calls: 0, lastAt: 0 };
  const placed = await callUntilAnswered(target, '/api/front/customer-place-order', { body, headers: { ...auth, 'idempotency-key': key } }, stats, deadline, sent);
  const calls = { placeCalls: sent.calls, answeredCallSentAt: sent.lastAt };
  if (placed.status === 200) return { key, customerId: shopper.id, placed: { purchase_id: placed.body.order.purchase_id, code: placed.body.order.code }, refusal: null, ...calls };
  return { key, customerId: shopper.id, placed: null, refusal: { status: placed.status, code: placed.body?.code ?? '', message: placed.body?.message ?? placed.text.slice(0, 200) }, ...calls };
}
