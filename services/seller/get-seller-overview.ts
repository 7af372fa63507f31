// The seller console's overview (issue 14 item 7; docs/decisions/025): today's and this month's
// figures (Bangladesh day and calendar month, core/seller-console.ts) computed on each request
// from the orders, their lines and the balance ledger — no second copy to drift:
// - orders: placed in the period (every status);
// - sales: the order totals of those orders that were not cancelled or returned;
// - reseller earnings: Σ line reseller_earning × quantity over those same orders;
// - refund balance credited / cashback credited: the ledger's credits to those balances in the period;
// and the work waiting now: refund requests to decide, approved ones to receive or pay, threads
// whose last word is the customer's (open) and threads with customer messages not opened yet.
import { bangladeshPeriods } from '../../core/seller-console';
import { countRefundWork, countThreadWork, periodFigures } from '../../db/seller-overview.repository';
import type { Ctx } from '../context';
import { requireStaff } from '../actors';

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

export async function getSellerOverview(ctx: Ctx): Promise<SellerOverview> {
  requireStaff(ctx);
  const { db, shop } = ctx;
  const p = bangladeshPeriods(ctx.clock.now());
  const [today, month, refunds, threads] = await Promise.all([
    periodFigures(db, shop.id, p.dayStart, p.dayEnd),
    periodFigures(db, shop.id, p.monthStart, p.monthEnd),
    countRefundWork(db, shop.id),
    countThreadWork(db, shop.id),
  ]);
  return {
    today,
    month,
    pending_refunds: refunds.pending,
    refunds_to_receive: refunds.toReceive,
    refunds_to_pay: refunds.toPay,
    unanswered_threads: threads.open,
    unread_threads: threads.unread,
    day_start: p.dayStart,
    month_start: p.monthStart,
  };
}
