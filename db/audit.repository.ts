// The seller console's audit log (migration 016; docs/decisions/026). Inserted only inside a
// write transaction (the change and its record commit together); read a page at a time,
// newest first, always within one shop.
import type { Db } from './client';
import type { Trx } from './run-write';

export interface AuditInsert {
  shopId: number;
  staffId: number | null;
  action: string;
  entity: string;
  entityId: string;
  beforeJson: string | null;
  afterJson: string | null;
  at: string;
}

export async function insertAuditRow(trx: Trx, row: AuditInsert): Promise<number> {
  const inserted = await trx
    .insertInto('audit_log')
    .values({
      shop_id: row.shopId,
      staff_id: row.staffId,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      before_json: row.beforeJson,
      after_json: row.afterJson,
      at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  staffId?: number;
}

function filtered(db: Db, shopId: number, filter: AuditFilter) {
  let q = db.selectFrom('audit_log').leftJoin('staff', (j) => j.onRef('staff.id', '=', 'audit_log.staff_id').on('staff.shop_id', '=', shopId)).where('audit_log.shop_id', '=', shopId);
  if (filter.entity) q = q.where('audit_log.entity', '=', filter.entity);
  if (filter.entityId) q = q.where('audit_log.entity_id', '=', filter.entityId);
  if (filter.staffId !== undefined) q = q.where('audit_log.staff_id', '=', filter.staffId);
  return q;
}

export async function countAuditRows(db: Db, shopId: number, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, shopId, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listAuditRows(db: Db, shopId: number, filter: AuditFilter, limit: number, offset: number) {
  return filtered(db, shopId, filter)
    .select([
      'audit_log.id',
      'audit_log.staff_id',
      'staff.name as staff_name',
      'staff.phone as staff_phone',
      'staff.role as staff_role',
      'audit_log.action',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.before_json',
      'audit_log.after_json',
      'audit_log.at',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
