// The owner's audit page (issue 14 item 9; docs/decisions/026): who changed what, when, with
// the before and after, newest first, 30 a page, optionally for one entity kind ('order',
// 'shop', 'coupon', 'product', 'staff', 'refund', 'thread', …) or one entity id. Owner only:
// the log shows settings, rates and staff changes that staff may not make.
import { clampPage, pageOffset, parsePageParam } from '../../core/pager';
import { localPagerText } from '../../core/i18n/pager-text';
import { AUDIT_PER_PAGE } from '../../core/seller-settings';
import { countAuditRows, listAuditRows, type AuditFilter } from '../../db/audit.repository';
import { langOf, type Ctx } from '../context';
import { requireOwner } from '../actors';

export interface AuditEntryView {
  id: number;
  at: string;
  staff: { id: number; name: string; phone: string; role: string } | null;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}

export interface AuditPage {
  entries: AuditEntryView[];
  total: number;
  page: number;
  per_page: number;
  pager: string;
}

const parse = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
};

export async function listAuditForSeller(ctx: Ctx, query: { entity?: unknown; entity_id?: unknown; page?: unknown }): Promise<AuditPage> {
  requireOwner(ctx);
  const filter: AuditFilter = {};
  if (typeof query.entity === 'string' && /^[a-z_]{1,40}$/.test(query.entity.trim())) filter.entity = query.entity.trim();
  if ((typeof query.entity_id === 'string' || typeof query.entity_id === 'number') && String(query.entity_id).trim()) filter.entityId = String(query.entity_id).trim().slice(0, 120);
  const total = await countAuditRows(ctx.db, ctx.shop.id, filter);
  const page = clampPage(parsePageParam(query.page), AUDIT_PER_PAGE, total);
  const rows = await listAuditRows(ctx.db, ctx.shop.id, filter, AUDIT_PER_PAGE, pageOffset(page, AUDIT_PER_PAGE));
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at,
      staff: r.staff_id !== null && r.staff_name !== null ? { id: r.staff_id, name: r.staff_name, phone: r.staff_phone ?? '', role: r.staff_role ?? '' } : null,
      action: r.action,
      entity: r.entity,
      entity_id: r.entity_id,
      before: parse(r.before_json),
      after: parse(r.after_json),
    })),
    total,
    page,
    per_page: AUDIT_PER_PAGE,
    pager: localPagerText(langOf(ctx), page, AUDIT_PER_PAGE, total),
  };
}
