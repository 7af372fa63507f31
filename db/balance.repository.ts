// Customers' balances (after-cart.md "Balances"; migration 010): the append-only ledger
// `balance_entries` and the running sums `customer_balances`, always changed together inside
// the caller's transaction (Trx), so each balance is the sum of its entries.
// - A credit inserts its entry first (ON CONFLICT (shop_id, dedupe_key) DO NOTHING: a repeat
//   with the same key does nothing at all), then adds to the sum with an upsert.
// - A debit claims its entry the same way, then takes the amount with ONE conditional UPDATE
//   (`… where refund >= n`), correct on both databases on its own: two debits racing for the
//   same taka cannot both pass. When the balance does not cover it, the claimed entry is
//   deleted again in the same transaction (nobody ever saw it) and the debit answers
//   'insufficient'; no statement fails inside the transaction.
import { sql } from 'kysely';
import type { Db } from './client';
import { preparedQuery } from './prepared-query';
import type { Trx } from './run-write';
import type { BalanceEntry, BalanceEntryType, BalanceKindColumn } from './schema';

export interface BalanceSums {
  recharge: number;
  refund: number;
  cashback: number;
}

export interface BalanceMove {
  shopId: number;
  customerId: number;
  kind: BalanceKindColumn;
  type: BalanceEntryType;
  /** Whole taka > 0: how much the balance goes up (credit) or down (debit). */
  amount: number;
  orderId?: number | null;
  paymentId?: number | null;
  note?: string | null;
  /** The same key twice in a shop moves the balance once; null for no such guard. */
  dedupeKey: string | null;
  now: string;
}

const ZERO: BalanceSums = { recharge: 0, refund: 0, cashback: 0 };

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`balance move of ${amount}: whole taka > 0 expected`);
}

/** The entry's row id, or null when its dedupe key was used before. */
async function insertEntry(trx: Trx, move: BalanceMove, signed: number): Promise<number | null> {
  const row = await trx
    .insertInto('balance_entries')
    .values({
      shop_id: move.shopId,
      customer_id: move.customerId,
      kind: move.kind,
      type: move.type,
      amount: signed,
      order_id: move.orderId ?? null,
      payment_id: move.paymentId ?? null,
      note: move.note ?? null,
      dedupe_key: move.dedupeKey,
      created_at: move.now,
    })
    .onConflict((oc) => oc.columns(['shop_id', 'dedupe_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Adds `amount` to one balance and writes its entry — once per dedupe key; whether it did. */
export async function creditBalance(trx: Trx, move: BalanceMove): Promise<boolean> {
  checkAmount(move.amount);
  if ((await insertEntry(trx, move, move.amount)) === null) return false;
  const { kind, amount } = move;
  await trx
    .insertInto('customer_balances')
    .values({ shop_id: move.shopId, customer_id: move.customerId, ...ZERO, [kind]: amount, updated_at: move.now })
    .onConflict((oc) =>
      oc.columns(['shop_id', 'customer_id']).doUpdateSet((eb) => ({ [kind]: eb(eb.ref(`customer_balances.${kind}`), '+', amount), updated_at: move.now })),
    )
    .execute();
  return true;
}

export type DebitResult = 'debited' | 'insufficient' | 'duplicate';

/**
 * Takes `amount` from one balance only if it stays ≥ 0 (checked in the UPDATE itself) and
 * writes its entry; 'duplicate' when the dedupe key was used before (nothing changes).
 */
export async function debitBalance(trx: Trx, move: BalanceMove): Promise<DebitResult> {
  checkAmount(move.amount);
  const entryId = await insertEntry(trx, move, -move.amount);
  if (entryId === null) return 'duplicate';
  const { kind, amount } = move;
  const taken = await trx
    .updateTable('customer_balances')
    .set((eb) => ({ [kind]: eb(eb.ref(kind), '-', amount), updated_at: move.now }))
    .where('shop_id', '=', move.shopId)
    .where('customer_id', '=', move.customerId)
    .where(kind, '>=', amount)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return 'debited';
  await trx.deleteFrom('balance_entries').where('id', '=', entryId).execute();
  return 'insufficient';
}

/** The three balances of a customer in a shop (0 when they never had any). */
const balanceSums = preparedQuery((db: Db, shopId: number, customerId: number) =>
  db.selectFrom('customer_balances').select(['recharge', 'refund', 'cashback']).where('shop_id', '=', shopId).where('customer_id', '=', customerId),
);

export async function findBalances(db: Db, shopId: number, customerId: number): Promise<BalanceSums> {
  const [row] = await balanceSums(db, shopId, customerId);
  return row ? { recharge: Number(row.recharge), refund: Number(row.refund), cashback: Number(row.cashback) } : { ...ZERO };
}

export async function countBalanceEntries(db: Db, shopId: number, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('balance_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type BalanceEntryRow = BalanceEntry & { order_code: string | null };

/** A page of the customer's entries, newest first, each with its order's code when it has one. */
export async function listBalanceEntries(db: Db, shopId: number, customerId: number, offset: number, limit: number): Promise<BalanceEntryRow[]> {
  return db
    .selectFrom('balance_entries')
    .leftJoin('orders', (join) => join.onRef('orders.id', '=', 'balance_entries.order_id').onRef('orders.shop_id', '=', 'balance_entries.shop_id'))
    .selectAll('balance_entries')
    .select('orders.code as order_code')
    .where('balance_entries.shop_id', '=', shopId)
    .where('balance_entries.customer_id', '=', customerId)
    .orderBy('balance_entries.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The entry with this dedupe key in the shop, if any. */
export async function findBalanceEntryByKey(db: Db, shopId: number, dedupeKey: string): Promise<BalanceEntry | undefined> {
  return db.selectFrom('balance_entries').selectAll().where('shop_id', '=', shopId).where('dedupe_key', '=', dedupeKey).executeTakeFirst();
}

/** Whether an entry with this dedupe key exists in the shop. */
export async function hasBalanceEntry(db: Db, shopId: number, dedupeKey: string): Promise<boolean> {
  return (await findBalanceEntryByKey(db, shopId, dedupeKey)) !== undefined;
}

/** Σ of the ledger per customer and kind in a shop, to compare with customer_balances (the invariant). */
export async function sumLedger(db: Db, shopId: number): Promise<Array<{ customer_id: number; kind: BalanceKindColumn; total: number }>> {
  const rows = await db
    .selectFrom('balance_entries')
    .select(['customer_id', 'kind', sql<number | string>`sum(amount)`.as('total')])
    .where('shop_id', '=', shopId)
    .groupBy(['customer_id', 'kind'])
    .execute();
  return rows.map((r) => ({ customer_id: r.customer_id, kind: r.kind, total: Number(r.total) }));
}

/** Customers whose balances differ from the sum of their ledger in this shop (empty when all agree). */
export async function ledgerMismatches(db: Db, shopId: number): Promise<Array<{ customer_id: number; kind: BalanceKindColumn; balance: number; ledger: number }>> {
  const ledger = await sumLedger(db, shopId);
  const sums = await db.selectFrom('customer_balances').select(['customer_id', 'recharge', 'refund', 'cashback']).where('shop_id', '=', shopId).execute();
  const bad: Array<{ customer_id: number; kind: BalanceKindColumn; balance: number; ledger: number }> = [];
  const byCustomer = new Map(sums.map((s) => [s.customer_id, s]));
  const seen = new Set<string>();
  for (const l of ledger) {
    seen.add(`${l.customer_id}:${l.kind}`);
    const balance = Number(byCustomer.get(l.customer_id)?.[l.kind] ?? 0);
    if (balance !== l.total) bad.push({ customer_id: l.customer_id, kind: l.kind, balance, ledger: l.total });
  }
  for (const s of sums) {
    for (const kind of ['recharge', 'refund', 'cashback'] as const) {
      if (!seen.has(`${s.customer_id}:${kind}`) && Number(s[kind]) !== 0) bad.push({ customer_id: s.customer_id, kind, balance: Number(s[kind]), ledger: 0 });
    }
  }
  return bad;
}
