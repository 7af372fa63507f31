// Payment attempts (migration 009 + 012). Every change of state is a conditional update from
// the state the caller expects, so a payment confirmed twice — a callback and a webhook, a
// webhook delivered twice, a job and a browser — changes once, and the second caller learns
// it did nothing.
import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from './client';
import type { Trx } from './run-write';
import type { Payment, PaymentMethod, PaymentState, PaymentStatus, PaymentTable } from './schema';

/** A new unguessable per-attempt token: what the provider's way back carries instead of our id. */
export const newPaymentAccessToken = (): string => randomBytes(32).toString('base64url');

/** Inserts an online attempt; it gets its own access token unless the caller gives one. */
export async function insertPaymentAttempt(trx: Trx, payment: Insertable<PaymentTable>): Promise<number> {
  const row = await trx
    .insertInto('payments')
    .values({ ...payment, access_token: payment.access_token ?? newPaymentAccessToken() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The shop's attempt with this access token (from a return or cancel URL), or undefined. */
export async function findPaymentByAccessToken(db: Db, shopId: number, token: string): Promise<Payment | undefined> {
  return db.selectFrom('payments').selectAll().where('shop_id', '=', shopId).where('access_token', '=', token).executeTakeFirst();
}

/**
 * Claims the provider call that starts a `created` attempt: succeeds for one caller while no
 * other holds a live claim (one taken at or after `staleBefore`); whether this caller got it.
 */
export async function claimPaymentStart(trx: Trx, shopId: number, paymentId: number, now: string, staleBefore: string): Promise<boolean> {
  const result = await trx
    .updateTable('payments')
    .set({ start_claimed_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', paymentId)
    .where('state', '=', 'created')
    .where((eb) => eb.or([eb('start_claimed_at', 'is', null), eb('start_claimed_at', '<', staleBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findPayment(db: Db, shopId: number, paymentId: number): Promise<Payment | undefined> {
  return db.selectFrom('payments').selectAll().where('shop_id', '=', shopId).where('id', '=', paymentId).executeTakeFirst();
}

/** A payment by the provider's id (bKash paymentID, Stripe session id), in any shop. */
/** A payment by its own id alone (the caller holds it from its shop's payment). */
export async function findPaymentById(db: Db, paymentId: number): Promise<Payment | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
}

/** A recharge's invoice, `RC-<id>`, once its id is known. */
export async function setPaymentInvoice(trx: Trx, paymentId: number, invoice: string): Promise<void> {
  await trx.updateTable('payments').set({ invoice }).where('id', '=', paymentId).execute();
}

export async function findPaymentByReference(db: Db, provider: PaymentMethod, reference: string): Promise<Payment | undefined> {
  return db.selectFrom('payments').selectAll().where('provider', '=', provider).where('reference', '=', reference).executeTakeFirst();
}

export async function listOrderPayments(db: Db, shopId: number, orderId: number): Promise<Payment[]> {
  return db.selectFrom('payments').selectAll().where('shop_id', '=', shopId).where('order_id', '=', orderId).orderBy('id').execute();
}

export async function countOrderAttempts(db: Db, shopId: number, orderId: number, purpose: 'order' | 'advance'): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('shop_id', '=', shopId)
    .where('order_id', '=', orderId)
    .where('purpose', '=', purpose)
    .where('invoice', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Moves a payment from one of `from` to `to` with the given facts; whether this call moved it. */
export async function movePayment(
  trx: Trx,
  paymentId: number,
  from: readonly PaymentState[],
  to: PaymentState,
  set: Partial<Pick<Payment, 'reference' | 'provider_trx_id' | 'redirect_url' | 'raw' | 'refunded_amount' | 'refund_reference'>>,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('payments')
    .set({ ...set, state: to, updated_at: now })
    .where('id', '=', paymentId)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moves the order's payment status from one of `from`; whether it moved. */
export async function moveOrderPaymentStatus(trx: Trx, shopId: number, orderId: number, from: readonly PaymentStatus[], to: PaymentStatus, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ payment_status: to, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', orderId)
    .where('payment_status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Online payments still waiting for the provider, oldest first (the reconciliation's list). */
/** Cash on delivery collected: the order's COD payment row, still open, becomes paid. */
export async function markCodPaymentPaid(trx: Trx, shopId: number, orderId: number, now: string): Promise<void> {
  await trx.updateTable('payments').set({ state: 'paid', updated_at: now }).where('shop_id', '=', shopId).where('order_id', '=', orderId).where('provider', '=', 'cod').where('state', 'in', ['created', 'pending']).execute();
}

/** Once the balances an order used are given back, its balance payment row says so: paid → refunded. */
export async function markBalancePaymentRefunded(trx: Trx, shopId: number, orderId: number, now: string): Promise<void> {
  await trx.updateTable('payments').set({ state: 'refunded', updated_at: now }).where('shop_id', '=', shopId).where('order_id', '=', orderId).where('provider', '=', 'balance').where('state', '=', 'paid').execute();
}

/** Whether the order has another attempt of its own payment (not `exceptId`) still in one of `states`. */
export async function hasOtherOrderAttempt(db: Db, shopId: number, orderId: number, exceptId: number, states: readonly PaymentState[]): Promise<boolean> {
  const open = await db
    .selectFrom('payments')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('order_id', '=', orderId)
    .where('purpose', '=', 'order')
    .where('state', 'in', [...states])
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return open !== undefined;
}

export async function listPendingOnlinePayments(db: Db, shopId: number, createdBefore: string, limit: number): Promise<Payment[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('provider', 'in', ['bkash', 'stripe'])
    .where('state', '=', 'pending')
    .where('created_at', '<', createdBefore)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The order's online payments that took money (bKash, Stripe; the order's and a COD advance), oldest first. */
export async function listPaidOnlinePayments(db: Db, shopId: number, orderId: number): Promise<Payment[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('order_id', '=', orderId)
    .where('provider', 'in', ['bkash', 'stripe'])
    .where('purpose', 'in', ['order', 'advance'])
    .where('state', '=', 'paid')
    .where('provider_trx_id', 'is not', null)
    .orderBy('id')
    .execute();
}
