// Webhook delivery the way Stripe does it: each event POSTed as pretty-printed JSON with a
// `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>` header, signed
// afresh on every attempt; at least once (a non-2xx answer, a time-out or a refused connection
// is retried with exponential back-off) and in no promised order. For tests it can deliver each
// event more than once, delay it (per event type), or hold events back and release them in
// reverse order.
import { createHmac } from 'node:crypto';

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: Record<string, unknown> };
}

export interface WebhookBehaviour {
  /** Extra deliveries of every event (at-least-once): 1 sends each event twice. */
  duplicates: number;
  /** Wait before the first attempt, in ms (a number, or per event). */
  delayMs: number | ((event: StripeEvent) => number);
  /** Keep events back until release() (to deliver them out of order). */
  hold: boolean;
  /** First retry after this many ms, doubling each time. */
  retryBaseMs: number;
  /** Attempts per delivery, the first included. */
  maxAttempts: number;
  /** Per-attempt time-out. */
  timeoutMs: number;
}

export interface DeliveryRecord {
  eventId: string;
  type: string;
  attempt: number;
  /** HTTP status, or null when the request itself failed. */
  status: number | null;
  error?: string;
}

export function signStripePayload(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export function createWebhookSender(options: {
  url: string | undefined;
  secret: string;
  nowSeconds: () => number;
  behaviour?: Partial<WebhookBehaviour>;
}) {
  const behaviour: WebhookBehaviour = {
    duplicates: 0,
    delayMs: 0,
    hold: false,
    retryBaseMs: 1000,
    maxAttempts: 8,
    timeoutMs: 10_000,
    ...options.behaviour,
  };
  const held: StripeEvent[] = [];
  const log: DeliveryRecord[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  let releasing = 0;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  const settle = () => {
    if (inFlight === 0 && releasing === 0 && timers.size === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      waiters.forEach((w) => w());
    }
  };

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
      settle();
    }, ms);
    timers.add(timer);
  };

  async function attempt(event: StripeEvent, n: number): Promise<void> {
    if (closed || !options.url) return;
    inFlight++;
    const body = JSON.stringify(event, null, 2);
    let status: number | null = null;
    let error: string | undefined;
    try {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signStripePayload(body, options.secret, options.nowSeconds()),
        },
        body,
        signal: AbortSignal.timeout(behaviour.timeoutMs),
      });
      status = res.status;
      await res.body?.cancel().catch(() => undefined);
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    } finally {
      inFlight--;
    }
    log.push({ eventId: event.id, type: event.type, attempt: n, status, ...(error ? { error } : {}) });
    const ok = status !== null && status >= 200 && status < 300;
    if (!ok && n < behaviour.maxAttempts && !closed) later(behaviour.retryBaseMs * 2 ** (n - 1), () => void attempt(event, n + 1));
    settle();
  }

  function dispatch(event: StripeEvent) {
    const delay = typeof behaviour.delayMs === 'function' ? behaviour.delayMs(event) : behaviour.delayMs;
    for (let copy = 0; copy <= behaviour.duplicates; copy++) later(delay, () => void attempt(event, 1));
  }

  return {
    behaviour,
    /** Every attempt so far, in the order they finished. */
    log,
    send(event: StripeEvent) {
      if (!options.url || closed) return;
      if (behaviour.hold) held.push(event);
      else dispatch(event);
    },
    /**
     * Sends the held events one after another (each first attempt answered before the next
     * starts, so the order is the one asked for), in order or reversed; returns how many.
     */
    release(order: 'in-order' | 'reverse' = 'in-order'): number {
      const events = held.splice(0, held.length);
      if (order === 'reverse') events.reverse();
      releasing++;
      void (async () => {
        for (const event of events) {
          for (let copy = 0; copy <= behaviour.duplicates; copy++) await attempt(event, 1);
        }
      })().finally(() => {
        releasing--;
        settle();
      });
      return events.length;
    },
    heldCount: () => held.length,
    /** Resolves when nothing is waiting or in flight (held events do not count). */
    idle(): Promise<void> {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        settle();
      });
    },
    close() {
      closed = true;
      timers.forEach(clearTimeout);
      timers.clear();
      settle();
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
