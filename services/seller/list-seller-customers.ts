// The seller console's customers (issue 14 item 5; docs/decisions/025): this shop's customer
// accounts, newest first, searchable by phone (any 4+ digits of it) or name (case-insensitive
// part); each with counts of their orders by outcome and their three balances summed from the
// ledger (balance_entries), never from a copy; 20 a page. Staff only.
import { clampPage, pageOffset, parsePageParam } from '../../core/pager';
import { localPagerText } from '../../core/i18n/pager-text';
import { SELLER_LIST_PAGE_SIZE } from '../../core/seller-console';
import { countShopCustomers, ledgerBalancesOf, listShopCustomers, orderCountsOf, type CustomerBalances, type CustomerOrderCounts } from '../../db/seller-customer.repository';
import { langOf, type Ctx } from '../context';
import { requireStaff } from '../actors';

export interface SellerCustomerRow {
  customer_id: number;
  name: string;
  phone: string;
  created_at: string;
  orders: CustomerOrderCounts;
  balances: CustomerBalances;
}

export interface SellerCustomerPage {
  customers: SellerCustomerRow[];
  q: string;
  total: number;
  page: number;
  per_page: number;
  pager: string;
}

export async function listSellerCustomers(ctx: Ctx, query: { q?: unknown; page?: unknown }): Promise<SellerCustomerPage> {
  requireStaff(ctx);
  const { db, shop } = ctx;
  const q = (typeof query.q === 'string' ? query.q : '').trim().slice(0, 60);
  const total = await countShopCustomers(db, shop.id, q);
  const page = clampPage(parsePageParam(query.page), SELLER_LIST_PAGE_SIZE, total);
  const rows =
    total === 0
      ? []
      : await listShopCustomers(db, shop.id, q, pageOffset(page, SELLER_LIST_PAGE_SIZE), SELLER_LIST_PAGE_SIZE);
  const ids = rows.map((r) => r.id);
  const [orders, balances] = await Promise.all([orderCountsOf(db, shop.id, ids), ledgerBalancesOf(db, shop.id, ids)]);
  return {
    customers: rows.map((r) => ({ customer_id: r.id, name: r.name, phone: r.phone, created_at: r.created_at, orders: orders.get(r.id)!, balances: balances.get(r.id)! })),
    q,
    total,
    page,
    per_page: SELLER_LIST_PAGE_SIZE,
    pager: localPagerText(langOf(ctx), page, SELLER_LIST_PAGE_SIZE, total),
  };
}
