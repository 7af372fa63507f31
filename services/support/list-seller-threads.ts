// The seller console's threads (issue 14 item 4; docs/decisions/025): this shop's support
// tickets and product inquiries, those with customer messages the shop has not opened first,
// then open before answered before closed, then the latest activity; filters kind and status;
// 20 a page. Staff only.
import { clampPage, pageOffset, parsePageParam } from '../../core/pager';
import { localPagerText } from '../../core/i18n/pager-text';
import { SELLER_LIST_PAGE_SIZE, readThreadListKind, readThreadListStatus, sellerConsoleMessages, type ThreadListKind, type ThreadListStatus } from '../../core/seller-console';
import { threadStatusLabels } from '../../core/support-messages';
import { countShopThreads, listShopThreads } from '../../db/thread.repository';
import type { ThreadKind, ThreadStatus } from '../../db/schema';
import { langOf, type Ctx } from '../context';
import { DomainError } from '../domain-error';
import { requireThreadStaff } from '../actors';

export interface SellerThreadRow {
  ticket_id: number;
  kind: ThreadKind;
  subject: string;
  status: ThreadStatus;
  status_label: string;
  /** Customer messages the shop has not opened. */
  unread: number;
  order_id: number | null;
  order_code: string | null;
  product_name: string | null;
  customer_id: number;
  customer_name: string;
  customer_phone: string;
  last_message_at: string;
}

export interface SellerThreadPage {
  threads: SellerThreadRow[];
  kind: ThreadListKind;
  status: ThreadListStatus;
  total: number;
  page: number;
  per_page: number;
  pager: string;
}

export async function listSellerThreads(ctx: Ctx, query: { kind?: unknown; status?: unknown; page?: unknown }): Promise<SellerThreadPage> {
  requireThreadStaff(ctx);
  const kind = readThreadListKind(query.kind);
  if (kind === null) throw new DomainError('invalid', sellerConsoleMessages.threadKindInvalid, { kind: sellerConsoleMessages.threadKindInvalid });
  const status = readThreadListStatus(query.status);
  if (status === null) throw new DomainError('invalid', sellerConsoleMessages.threadStatusInvalid, { status: sellerConsoleMessages.threadStatusInvalid });
  const { db, shop } = ctx;
  const total = await countShopThreads(db, shop.id, kind, status);
  const page = clampPage(parsePageParam(query.page), SELLER_LIST_PAGE_SIZE, total);
  const rows =
    total === 0
      ? []
      : await listShopThreads(db, shop.id, kind, status, pageOffset(page, SELLER_LIST_PAGE_SIZE), SELLER_LIST_PAGE_SIZE);
  return {
    threads: rows.map((r) => ({
      ticket_id: r.id,
      kind: r.kind,
      subject: r.subject,
      status: r.status,
      status_label: threadStatusLabels[r.status],
      unread: Number(r.shop_unread),
      order_id: r.order_id,
      order_code: r.order_code,
      product_name: r.product_name,
      customer_id: r.customer_id,
      customer_name: r.customer_name,
      customer_phone: r.customer_phone,
      last_message_at: r.last_message_at,
    })),
    kind,
    status,
    total,
    page,
    per_page: SELLER_LIST_PAGE_SIZE,
    pager: localPagerText(langOf(ctx), page, SELLER_LIST_PAGE_SIZE, total),
  };
}
