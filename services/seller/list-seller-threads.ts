// The seller console's threads (issue 14 item 4; docs/decisions/025): this shop's support
// tickets and product inquiries, those with customer messages the shop has not opened first,
// then open before answered before closed, then the latest activity; filters kind and status;
// 20 a page. Staff only.
import { clampPage, pageOffset, pagerText, parsePageParam } from '../../core/pager';
import { SELLER_LIST_PAGE_SIZE, readThreadListKind, readThreadListStatus, sellerConsoleMessages, type ThreadListKind, type ThreadListStatus } from '../../core/seller-console';
import { threadStatusLabels } from '../../core/support-messages';
import type { Db } from '../../db/client';
import type { ThreadKind, ThreadStatus } from '../../db/schema';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { requireStaff } from './require-staff';

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

function filtered(db: Db, shopId: number, kind: ThreadListKind, status: ThreadListStatus) {
  let q = db
    .selectFrom('threads as t')
    .innerJoin('customers as c', (j) => j.onRef('c.id', '=', 't.customer_id').onRef('c.shop_id', '=', 't.shop_id'))
    .leftJoin('orders as o', (j) => j.onRef('o.id', '=', 't.order_id').onRef('o.shop_id', '=', 't.shop_id'))
    .where('t.shop_id', '=', shopId);
  if (kind !== 'all') q = q.where('t.kind', '=', kind);
  if (status !== 'all') q = q.where('t.status', '=', status);
  return q;
}

export async function listSellerThreads(ctx: Ctx, query: { kind?: unknown; status?: unknown; page?: unknown }): Promise<SellerThreadPage> {
  requireStaff(ctx);
  const kind = readThreadListKind(query.kind);
  if (kind === null) throw new DomainError('invalid', sellerConsoleMessages.threadKindInvalid, { kind: sellerConsoleMessages.threadKindInvalid });
  const status = readThreadListStatus(query.status);
  if (status === null) throw new DomainError('invalid', sellerConsoleMessages.threadStatusInvalid, { status: sellerConsoleMessages.threadStatusInvalid });
  const { db, shop } = ctx;
  const count = await filtered(db, shop.id, kind, status).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const total = Number(count.n);
  const page = clampPage(parsePageParam(query.page), SELLER_LIST_PAGE_SIZE, total);
  const rows =
    total === 0
      ? []
      : await filtered(db, shop.id, kind, status)
          .select([
            't.id',
            't.kind',
            't.subject',
            't.status',
            't.shop_unread',
            't.order_id',
            'o.code as order_code',
            't.product_name',
            't.customer_id',
            'c.name as customer_name',
            'c.phone as customer_phone',
            't.last_message_at',
          ])
          .orderBy((eb) => eb.case().when('t.shop_unread', '>', 0).then(0).else(1).end())
          .orderBy((eb) => eb.case().when('t.status', '=', 'open').then(0).when('t.status', '=', 'answered').then(1).else(2).end())
          .orderBy('t.last_message_at', 'desc')
          .orderBy('t.id', 'desc')
          .offset(pageOffset(page, SELLER_LIST_PAGE_SIZE))
          .limit(SELLER_LIST_PAGE_SIZE)
          .execute();
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
    pager: pagerText(page, SELLER_LIST_PAGE_SIZE, total),
  };
}
