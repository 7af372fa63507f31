// One customer in the seller console (issue 14 item 5): who they are, their orders (newest 20,
// with counts by outcome over all of them), their three balances summed from the ledger and the
// ledger itself (balance_entries, newest first, 20 a page) — the same entries My Balance shows
// them. Another shop's customer id is not found like an unknown one. Staff only.
import { clampPage, pageOffset, parsePageParam } from '../../core/pager';
import { localPagerText } from '../../core/i18n/pager-text';
import { SELLER_LIST_PAGE_SIZE, sellerConsoleMessages } from '../../core/seller-console';
import type { OrderStatus, PaymentStatus } from '../../core/order-state';
import { countBalanceEntries, listBalanceEntries } from '../../db/balance.repository';
import { langOf, type Ctx } from '../context';
import { DomainError } from '../domain-error';
import { balanceEntryView, type BalanceEntryView } from '../balances/balance-views';
import { findShopCustomerDetail, ledgerBalancesOf, listCustomerRecentOrders, orderCountsOf, type CustomerBalances, type CustomerOrderCounts } from '../../db/seller-customer.repository';
import { requireStaff } from '../actors';

export const CUSTOMER_RECENT_ORDERS = 20;

export interface SellerCustomerDetail {
  customer: { id: number; name: string; phone: string; email: string | null; created_at: string };
  order_counts: CustomerOrderCounts;
  orders: Array<{ purchase_id: number; code: string; status: OrderStatus; payment_status: PaymentStatus; order_total: number; placed_at: string }>;
  balances: CustomerBalances;
  ledger: { entries: BalanceEntryView[]; total: number; page: number; per_page: number; pager: string };
}

export async function getSellerCustomer(ctx: Ctx, customerId: number, ledgerPage?: unknown): Promise<SellerCustomerDetail> {
  requireStaff(ctx);
  const { db, shop } = ctx;
  const customer =
    Number.isSafeInteger(customerId) && customerId > 0
      ? await findShopCustomerDetail(db, shop.id, customerId)
      : undefined;
  if (!customer) throw new DomainError('not_found', sellerConsoleMessages.customerNotFound);
  const [counts, balances, orders, entryCount] = await Promise.all([
    orderCountsOf(db, shop.id, [customer.id]),
    ledgerBalancesOf(db, shop.id, [customer.id]),
    listCustomerRecentOrders(db, shop.id, customer.id, CUSTOMER_RECENT_ORDERS),
    countBalanceEntries(db, shop.id, customer.id),
  ]);
  const page = clampPage(parsePageParam(ledgerPage), SELLER_LIST_PAGE_SIZE, entryCount);
  const entries = entryCount === 0 ? [] : await listBalanceEntries(db, shop.id, customer.id, pageOffset(page, SELLER_LIST_PAGE_SIZE), SELLER_LIST_PAGE_SIZE);
  return {
    customer,
    order_counts: counts.get(customer.id)!,
    orders: orders.map((o) => ({ purchase_id: o.id, code: o.code, status: o.status, payment_status: o.payment_status, order_total: o.order_total, placed_at: o.placed_at })),
    balances: balances.get(customer.id)!,
    ledger: {
      entries: entries.map(balanceEntryView),
      total: entryCount,
      page,
      per_page: SELLER_LIST_PAGE_SIZE,
      pager: localPagerText(langOf(ctx), page, SELLER_LIST_PAGE_SIZE, entryCount),
    },
  };
}
