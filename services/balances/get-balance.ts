// My Balance (storefront.md dashboard; `/api/front/customer-balance`): the three balances of
// the logged-in customer in this shop, their total, and the ledger's entries newest first, a
// page of 10 at a time (spec §2 "List pager").
import { clampPage, DEFAULT_PAGE_SIZE, pageOffset } from '../../core/pager';
import { countBalanceEntries, findBalances, listBalanceEntries } from '../../db/balance.repository';
import { langOf, type Ctx } from '../context';
import { localPagerText } from '../../core/i18n/pager-text';
import { requireCustomerId } from '../actors';
import { balanceEntryView, type BalanceEntryView } from './balance-views';

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
    entries: rows.map(balanceEntryView),
    page: current,
    page_size: pageSize,
    entries_total: count,
    pager: localPagerText(langOf(ctx), current, pageSize, count),
  };
}
