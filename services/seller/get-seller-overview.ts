// The seller console's overview (issue 14 item 7; docs/decisions/025): today's and this month's
// figures (Bangladesh day and calendar month, core/seller-console.ts) computed on each request
// from the orders, their lines and the balance ledger — no second copy to drift:
// - orders: placed in the period (every status);
// - sales: the order totals of those orders that were not cancelled or returned;
// - reseller earnings: Σ line reseller_earning × quantity over those same orders;
// - refund balance credited / cashback credited: the ledger's credits to those balances in the period;
// and the work waiting now: refund requests to decide, approved ones to receive or pay, threads
// whose last word is the customer's (open) and threads with customer messages not opened yet.
import { sql } from 'kysely';
import { bangladeshPeriods } from '../../core/seller-console';
import type { Db } from '../../db/client';
import type { Ctx } from '../context';
import { requireStaff } from './require-staff';

export interface PeriodFigures {
  orders: number;
  sales: number;
  reseller_earnings: number;
  refund_balance_credited: number;
  cashback_credited: number;
}

export interface SellerOverview {
  today: PeriodFigures;
  month: PeriodFigures;
  pending_refunds: number;
  refunds_to_receive: number;
  refunds_to_pay: number;
  unanswered_threads: number;
  unread_threads: number;
  day_start: string;
  month_start: string;
}

const COUNTED_OUT = ['cancelled', 'returned'] as const;

async function periodFigures(db: Db, shopId: number, from: string, to: string): Promise<PeriodFigures> {
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

export async function getSellerOverview(ctx: Ctx): Promise<SellerOverview> {
  requireStaff(ctx);
  const { db, shop } = ctx;
  const p = bangladeshPeriods(ctx.clock.now());
  const [today, month, refunds, threads] = await Promise.all([
    periodFigures(db, shop.id, p.dayStart, p.dayEnd),
    periodFigures(db, shop.id, p.monthStart, p.monthEnd),
    db
      .selectFrom('refund_requests')
      .select([
        sql<number | string | null>`sum(case when status = 'pending' then 1 else 0 end)`.as('pending'),
        sql<number | string | null>`sum(case when status = 'approved' and return_status = 'pending' then 1 else 0 end)`.as('to_receive'),
        sql<number | string | null>`sum(case when status = 'approved' and payment_status = 'unpaid' then 1 else 0 end)`.as('to_pay'),
      ])
      .where('shop_id', '=', shop.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('threads')
      .select([
        sql<number | string | null>`sum(case when status = 'open' then 1 else 0 end)`.as('open'),
        sql<number | string | null>`sum(case when shop_unread > 0 then 1 else 0 end)`.as('unread'),
      ])
      .where('shop_id', '=', shop.id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    today,
    month,
    pending_refunds: Number(refunds.pending ?? 0),
    refunds_to_receive: Number(refunds.to_receive ?? 0),
    refunds_to_pay: Number(refunds.to_pay ?? 0),
    unanswered_threads: Number(threads.open ?? 0),
    unread_threads: Number(threads.unread ?? 0),
    day_start: p.dayStart,
    month_start: p.monthStart,
  };
}
