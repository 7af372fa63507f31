// Starts an online payment attempt that the placing (or retrying) transaction created in state
// `created`: the provider call happens here, after that transaction committed — never inside
// it, where it would hold the write lock for a network round trip. The attempt then moves to
// `pending` with the provider's id and the page the shopper pays on; the order's payment
// status moves to `pending`. A provider that cannot be reached ends the attempt `failed`: the
// order stays unpaid and the shopper may retry or switch to cash on delivery.
//
// Every caller for the same attempt — ten repeats of one Place Order, a reload, a retry after
// a worker was killed — ends on the same page, and the provider is asked to create it once
// (decision 036):
// - the provider call is claimed first (`payments.start_claimed_at`, a conditional update with
//   a lease): one caller calls, the others wait for the attempt to leave `created` and answer
//   its page; a claim older than the lease (its worker died) is taken over;
// - what we send is the same on every call (invoice, amount, return URLs with the attempt's
//   token, a session deadline fixed from the attempt's creation), so Stripe's Idempotency-Key
//   (the invoice) replays the first session rather than making a second;
// - a provider that already has this invoice but whose answer we lost (bKash 2029 duplicate,
//   Stripe idempotency_error: the worker died between its call and our write) is never shown
//   as an error: that attempt is closed and a new one (the next invoice) started in its place —
//   the lost page was never shown to anyone, so nobody can pay it.
import { announceJobs, enqueueJob } from '../../../db/job.repository';
import { claimPaymentStart, findPayment, listOrderPayments, moveOrderPaymentStatus, movePayment } from '../../../db/payment.repository';
import { afterCommit, runWrite } from '../../../db/run-write';
import type { Payment } from '../../../db/schema';
import { findCustomerById } from '../../../db/customer.repository';
import { findShopOrder } from '../../../db/seller-order.repository';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import type { Ctx } from '../../context';
import { createPaymentAttempt } from './create-payment-attempt';
import { paymentUrls } from './payment-urls';

export const RECONCILE_PAYMENT_JOB = 'payment.reconcile';
/** The reconciliation asks the provider after the order's 30 minutes (and Stripe's 31) ran out. */
export const RECONCILE_AFTER_MS = 35 * 60 * 1000;
/** How long one caller's claim on the provider call holds: past the provider's 30 s time-out. */
export const START_LEASE_MS = 45_000;
/** The card session's deadline, counted from the attempt's creation (Stripe needs ≥ 30 min from its own creation). */
const SESSION_AFTER_CREATION_MS = 35 * 60 * 1000;
const WAIT_STEP_MS = 40;

export interface StartedAttempt {
  paymentId: number;
  /** Where to send the shopper, or null when the attempt could not start (or is over). */
  paymentUrl: string | null;
}

const ONLINE = new Set(['bkash', 'stripe']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const iso = (ms: number) => new Date(ms).toISOString();

/** Bounded: a caller waits for another's claim at most one lease (in real time). */
export async function startPayment(ctx: Ctx, paymentId: number, description: string, expiresAtMs?: number): Promise<StartedAttempt> {
  const waitUntil = Date.now() + START_LEASE_MS;
  let current = paymentId;
  let replaced = false;
  for (;;) {
    const payment = await findPayment(ctx.db, ctx.shop.id, current);
    if (!payment) throw new Error(`payment ${current} not found`);
    if (payment.state === 'pending') return { paymentId: current, paymentUrl: payment.redirect_url };
    if (payment.state !== 'created') {
      // Over — or replaced by a newer attempt of the same order (a lost start, a retry): follow it.
      const newer = await newerOpenAttempt(ctx, payment);
      if (newer) {
        current = newer.id;
        continue;
      }
      return { paymentId: current, paymentUrl: null };
    }
    const nowMs = ctx.clock.now();
    const claimed = await runWrite(ctx.db, (trx) => claimPaymentStart(trx, ctx.shop.id, current, iso(nowMs), iso(nowMs - START_LEASE_MS)));
    if (!claimed) {
      // Another caller is asking the provider for this very attempt: wait for its answer.
      if (Date.now() >= waitUntil) return { paymentId: current, paymentUrl: null };
      await sleep(WAIT_STEP_MS);
      continue;
    }
    const outcome = await callProvider(ctx, payment, description, expiresAtMs);
    if (outcome === 'duplicate') {
      const next = replaced ? null : await replaceLostAttempt(ctx, payment);
      if (next === null) {
        await failAttempt(ctx, payment, { error: 'the provider already has this invoice', code: 'duplicate' });
        return { paymentId: current, paymentUrl: null };
      }
      replaced = true;
      current = next;
    }
    // Read the attempt again: pending (its page), failed, or replaced.
  }
}

/** The provider call and its recording; 'duplicate' when the provider already has this invoice. */
async function callProvider(ctx: Ctx, payment: Payment, description: string, expiresAtMs?: number): Promise<'done' | 'duplicate'> {
  const provider = payment.provider === 'bkash' || payment.provider === 'stripe' ? ctx.deps.payments[payment.provider] : null;
  const nowMs = ctx.clock.now();
  const now = iso(nowMs);
  if (!provider) {
    await runWrite(ctx.db, (trx) => movePayment(trx, payment.id, ['created'], 'failed', { raw: JSON.stringify([{ source: 'start', raw: 'provider not configured' }]) }, now));
    return 'done';
  }
  const customer = await findCustomerById(ctx.db, ctx.shop.id, payment.customer_id);
  const phone = customer?.phone?.replace(/^\+880/, '0') ?? null;
  // The same on every call for this attempt, so a repeat is the same request to the provider.
  const sessionDeadline = Math.max(expiresAtMs ?? 0, Date.parse(payment.created_at) + SESSION_AFTER_CREATION_MS);
  try {
    const started = await provider.startPayment({
      paymentId: payment.id,
      amount: payment.amount,
      invoice: payment.invoice ?? `P-${payment.id}`,
      description,
      ...paymentUrls(ctx.request.origin, payment.access_token ?? ''),
      customer: { id: payment.customer_id, phone: phone && /^01\d{9}$/.test(phone) ? phone : null, email: customer?.email ?? null },
      expiresAt: sessionDeadline,
    });
    await runWrite(ctx.db, async (trx) => {
      const raw = JSON.stringify([{ source: 'start', raw: started.raw }]);
      if (!(await movePayment(trx, payment.id, ['created'], 'pending', { reference: started.reference, redirect_url: started.redirectUrl, raw }, now))) return;
      if (payment.order_id !== null && payment.purpose === 'order') {
        await moveOrderPaymentStatus(trx, ctx.shop.id, payment.order_id, ['unpaid', 'failed'], 'pending', now);
      }
      await enqueueJob(trx, { shopId: ctx.shop.id, kind: RECONCILE_PAYMENT_JOB, payload: { paymentId: payment.id }, runAt: iso(nowMs + RECONCILE_AFTER_MS), now });
      afterCommit(trx, () => announceJobs());
    });
    return 'done';
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.code === 'duplicate') return 'duplicate';
    await failAttempt(ctx, payment, { error: error.message, code: error.code, providerCode: error.providerCode });
    return 'done';
  }
}

async function failAttempt(ctx: Ctx, payment: Payment, why: Record<string, unknown>): Promise<void> {
  const now = iso(ctx.clock.now());
  const raw = JSON.stringify([{ source: 'start', raw: why }]);
  await runWrite(ctx.db, async (trx) => {
    if (await movePayment(trx, payment.id, ['created'], 'failed', { raw }, now)) {
      if (payment.order_id !== null && payment.purpose === 'order') await moveOrderPaymentStatus(trx, ctx.shop.id, payment.order_id, ['unpaid'], 'failed', now);
    }
  });
}

/**
 * The provider has this attempt's invoice but we never learnt its answer: close the attempt
 * (`cancelled`, nothing was shown or paid) and open the next one for the same order, purpose
 * and amount, in one transaction. Null for a payment that belongs to no order (a recharge) or
 * that another caller already moved on.
 */
async function replaceLostAttempt(ctx: Ctx, payment: Payment): Promise<number | null> {
  if (payment.order_id === null || (payment.purpose !== 'order' && payment.purpose !== 'advance') || (payment.provider !== 'bkash' && payment.provider !== 'stripe')) return null;
  const provider = payment.provider;
  const purpose = payment.purpose;
  const orderId = payment.order_id;
  const now = iso(ctx.clock.now());
  return runWrite(ctx.db, async (trx) => {
    const raw = JSON.stringify([{ source: 'start', raw: { replaced: 'the provider already had this invoice; its answer was lost (a worker stopped mid-call)' } }]);
    if (!(await movePayment(trx, payment.id, ['created'], 'cancelled', { raw }, now))) return null;
    const order = await findShopOrder(trx, ctx.shop.id, orderId);
    if (!order) return null;
    return createPaymentAttempt(ctx, trx, order, provider, purpose, payment.amount, now);
  });
}

/** The order's newest attempt of the same purpose still open, if newer than this one. */
async function newerOpenAttempt(ctx: Ctx, payment: Payment): Promise<Payment | undefined> {
  if (payment.order_id === null) return undefined;
  const payments = await listOrderPayments(ctx.db, ctx.shop.id, payment.order_id);
  return payments.filter((p) => p.id > payment.id && p.purpose === payment.purpose && ONLINE.has(p.provider) && (p.state === 'created' || p.state === 'pending')).at(-1);
}
