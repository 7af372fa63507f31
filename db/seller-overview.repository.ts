// The seller console's overview figures (issue 14 item 7; docs/decisions/025), computed on each
// request from the orders, their lines, the balance ledger, the refund requests and the
// threads — no second copy to drift. Always within one shop.
import { sql } from 'kysely';
import type { Db } from './client';

/** A period's figures (the console's overview shows them as they are). */
export interface PeriodTotals {
  orders: number;
  sales: number;
  reseller_earnings: number;
  refund_balance_credited: number;
  cashback_credited: number;
}

const COUNTED_OUT = ['cancelled', 'returned'] as const;

/** A period's figures: orders placed, sales and reseller earnings of those not cancelled or returned, and the ledger's refund and cashback credits. */
export async function periodFigures(db: Db, shopId: number, from: string, to: string): Promise<PeriodTotals> {
  const [orders, earnings, ledger] = await Promise.all([
    db
      .selectFrom('orders')
      .select([
        (eb) => eb.fn.countAll<number | string>().as('n'),
        sql<number | string | null>`sum(case when status not in ('cancelled', 'returned') then order_total else 0 end)`.as('sales'),
      ])
      .where('shop_id', '=', shopId)
      .where('placed_at', '>=', from)
      .where('placed_at', '<', to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', (j) => j.onRef('o.id', '=', 'l.order_id').onRef('o.shop_id', '=', 'l.shop_id'))
      .select(sql<number | string | null>`sum(l.reseller_earning * l.quantity)`.as('earnings'))
      .where('l.shop_id', '=', shopId)
      .where('o.placed_at', '>=', from)
      .where('o.placed_at', '<', to)
      .where('o.status', 'not in', COUNTED_OUT)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('balance_entries')
      .select([
        sql<number | string | null>`sum(case when kind = 'refund' and type = 'order_refund' and amount > 0 then amount else 0 end)`.as('refunded'),
        sql<number | string | null>`sum(case when kind = 'cashback' and type = 'cashback_earned' and amount > 0 then amount else 0 end)`.as('cashback'),
      ])
      .where('shop_id', '=', shopId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    orders: Number(orders.n),
    sales: Number(orders.sales ?? 0),
    reseller_earnings: Number(earnings.earnings ?? 0),
    refund_balance_credited: Number(ledger.refunded ?? 0),
    cashback_credited: Number(ledger.cashback ?? 0),
  };
}

/** Refund requests to decide, and approved ones to receive or pay. */
export async function countRefundWork(db: Db, shopId: number): Promise<{ pending: number; toReceive: number; toPay: number }> {
  const row = await db
    .selectFrom('refund_requests')
    .select([
      sql<number | string | null>`sum(case when status = 'pending' then 1 else 0 end)`.as('pending'),
      sql<number | string | null>`sum(case when status = 'approved' and return_status = 'pending' then 1 else 0 end)`.as('to_receive'),
      sql<number | string | null>`sum(case when status = 'approved' and payment_status = 'unpaid' then 1 else 0 end)`.as('to_pay'),
    ])
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending ?? 0), toReceive: Number(row.to_receive ?? 0), toPay: Number(row.to_pay ?? 0) };
}

/** Threads whose last word is the customer's (open), and threads with customer messages not opened yet. */
export async function countThreadWork(db: Db, shopId: number): Promise<{ open: number; unread: number }> {
  const row = await db
    .selectFrom('threads')
    .select([
      sql<number | string | null>`sum(case when status = 'open' then 1 else 0 end)`.as('open'),
      sql<number | string | null>`sum(case when shop_unread > 0 then 1 else 0 end)`.as('unread'),
    ])
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return { open: Number(row.open ?? 0), unread: Number(row.unread ?? 0) };
}

/** Orders waiting for the shop (pending) and the newest order's id: the console's alerts. */
export async function countNewOrders(db: Db, shopId: number): Promise<{ pending: number; latestId: number }> {
  const row = await db
    .selectFrom('orders')
    .select([sql<number | string | null>`sum(case when status = 'pending' then 1 else 0 end)`.as('pending'), sql<number | string | null>`max(id)`.as('latest')])
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending ?? 0), latestId: Number(row.latest ?? 0) };
}
