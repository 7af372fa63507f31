// My Balance (storefront.md dashboard; `/api/front/customer-balance`): the three balances of
// the logged-in customer in this shop, their total, and the ledger's entries newest first, a
// page of 10 at a time (spec §2 "List pager").
import { balanceEntryLabels, formatEntryAmount } from '../../core/balance-rules';
import { clampPage, DEFAULT_PAGE_SIZE, pageOffset, pagerText } from '../../core/pager';
import { countBalanceEntries, findBalances, listBalanceEntries } from '../../db/balance.repository';
import type { BalanceEntryType, BalanceKindColumn } from '../../db/schema';
import { requireCustomerId, type Ctx } from '../context';

export interface BalanceEntryView {
  id: number;
  kind: BalanceKindColumn;
  type: BalanceEntryType;
  /** "Order payment", "Recharge", … */
  label: string;
  /** Signed whole taka: credits > 0, debits < 0. */
  amount: number;
  /** "+৳100" / "-৳100". */
  amount_text: string;
  order_id: number | null;
  order_code: string | null;
  payment_id: number | null;
  note: string | null;
  created_at: string;
}

export interface MyBalance {
  recharge: number;
  refund: number;
  cashback: number;
  /** recharge + refund + cashback. */
  total: number;
  entries: BalanceEntryView[];
  page: number;
  page_size: number;
  /** How many entries in all. */
  entries_total: number;
  /** "Showing {start} to {end} of {total}" or "There is no item to show". */
  pager: string;
}

export async function getBalance(ctx: Ctx, page: number, pageSize: number = DEFAULT_PAGE_SIZE): Promise<MyBalance> {
  const customerId = requireCustomerId(ctx);
  const { db, shop } = ctx;
  const [sums, count] = await Promise.all([findBalances(db, shop.id, customerId), countBalanceEntries(db, shop.id, customerId)]);
  const current = clampPage(page, pageSize, count);
  const rows = count === 0 ? [] : await listBalanceEntries(db, shop.id, customerId, pageOffset(current, pageSize), pageSize);
  return {
    ...sums,
    total: sums.recharge + sums.refund + sums.cashback,
    entries: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      type: r.type,
      label: balanceEntryLabels[r.type],
      amount: Number(r.amount),
      amount_text: formatEntryAmount(Number(r.amount)),
      order_id: r.order_id,
      order_code: r.order_code,
      payment_id: r.payment_id,
      note: r.note,
      created_at: r.created_at,
    })),
    page: current,
    page_size: pageSize,
    entries_total: count,
    pager: pagerText(current, pageSize, count),
  };
}
