// The customer's Support Ticket or Messages list (`/api/front/customer-support-tickets`,
// `/api/front/customer-inquiries`): 10 to a page (spec §2 list pager), threads with a reply
// the customer has not opened first, then the latest activity first.
import { clampPage, DEFAULT_PAGE_SIZE, pageOffset } from '../../core/pager';
import type { ThreadKind } from '../../db/schema';
import { listCustomerThreads } from '../../db/thread.repository';
import { langOf, type Ctx } from '../context';
import { localPagerText } from '../../core/i18n/pager-text';
import { requireCustomerId } from '../actors';
import { toThreadSummary, type ThreadSummaryView } from './thread-views';

export interface ThreadList {
  threads: ThreadSummaryView[];
  page: number;
  page_size: number;
  total: number;
  pager: string;
}

export async function listThreads(ctx: Ctx, kind: ThreadKind, page = 1): Promise<ThreadList> {
  const customerId = requireCustomerId(ctx);
  let current = Math.max(1, Math.trunc(page) || 1);
  let result = await listCustomerThreads(ctx.db, ctx.shop.id, customerId, kind, DEFAULT_PAGE_SIZE, pageOffset(current, DEFAULT_PAGE_SIZE));
  const clamped = clampPage(current, DEFAULT_PAGE_SIZE, result.total);
  if (clamped !== current) {
    current = clamped;
    result = await listCustomerThreads(ctx.db, ctx.shop.id, customerId, kind, DEFAULT_PAGE_SIZE, pageOffset(current, DEFAULT_PAGE_SIZE));
  }
  return {
    threads: result.rows.map(toThreadSummary),
    page: current,
    page_size: DEFAULT_PAGE_SIZE,
    total: result.total,
    pager: localPagerText(langOf(ctx), current, DEFAULT_PAGE_SIZE, result.total),
  };
}
