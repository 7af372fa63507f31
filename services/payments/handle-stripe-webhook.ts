// Stripe's signed webhook (payment-protocols.md): the raw body is verified before anything is
// parsed (stripe-signature.ts: HMAC-SHA256 over "<t>.<raw body>", any v1, 300 s tolerance); a
// forged, altered or stale delivery is refused (400) and changes nothing. A verified
// checkout.session.* event is recorded like a retrieval would be (paid only for
// `payment_status paid` with exactly the amount asked) through the same conditional updates,
// so a delivery twice, before or after the browser's return, or out of order changes once.
// Events for sessions we do not know, and other event types, are acknowledged and ignored.
import { findPaymentByReference } from '../../db/payment.repository';
import { findShopById } from '../../db/shop.repository';
import { confirmedFromSession } from '../adapters/payments/stripe-provider';
import { createContext, type Clock, type DepsInput } from '../context';
import type { Db } from '../../db/client';
import { recordPaymentOutcome } from './operations/record-payment-outcome';

export type StripeWebhookAnswer = { status: 200; handled: string } | { status: 400 | 422; reason: string };

const SESSION_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed', 'checkout.session.expired']);

export async function handleStripeWebhook(
  parts: { db: Db; deps: DepsInput; clock: Clock },
  rawBody: Uint8Array | string,
  signature: string | null,
): Promise<StripeWebhookAnswer> {
  const stripe = parts.deps.payments?.stripe;
  if (!stripe) return { status: 400, reason: 'stripe is not configured' };
  const read = stripe.readWebhook(rawBody, signature, Math.floor(parts.clock.now() / 1000));
  // A verified event holding text no database can store (decision 035) is 422; any other refusal 400.
  if (!read.ok) return { status: read.reason === 'unstorable_text' ? 422 : 400, reason: read.reason };
  const { event, session } = read;
  if (!SESSION_EVENTS.has(event.type) || !session) return { status: 200, handled: 'ignored' };
  const payment = await findPaymentByReference(parts.db, 'stripe', session.id);
  if (!payment) return { status: 200, handled: 'unknown session' };
  const shop = await findShopById(parts.db, payment.shop_id);
  if (!shop) return { status: 200, handled: 'unknown shop' };
  const ctx = createContext({ db: parts.db, shop, actor: { kind: 'system', reason: 'stripe-webhook' }, clock: parts.clock, deps: parts.deps });
  const confirmed = confirmedFromSession(session, payment.amount);
  // async_payment_failed leaves the session "complete/unpaid": that attempt is over.
  const outcome = event.type === 'checkout.session.async_payment_failed' && confirmed.state === 'pending' ? { ...confirmed, state: 'failed' as const } : confirmed;
  const after = await recordPaymentOutcome(ctx, payment.id, outcome, `stripe-webhook:${event.type}:${event.id}`);
  return { status: 200, handled: after.state };
}
