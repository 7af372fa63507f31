// The audit log of the seller console (issue 14 item 9; docs/decisions/026): who, when, what,
// before and after — of every staff move, whichever feature makes it (an order moved, the
// settings saved, a refund decided, a thread answered), so it is shared by all of them
// (docs/decisions/039-feature-modules.md). Call it inside the same runWrite as the change it records, with the
// change's trx, so the change and its record commit or roll back together:
//
//   await recordAudit(trx, ctx, { action: 'order.move', entity: 'order', entityId: order.id,
//                                 before: { status: 'pending' }, after: { status: 'confirmed' } });
//
// The staff member comes from ctx.actor (null for a script or the system). `before` / `after`
// are stored as JSON (null: the entity did not exist before / is gone after); keep them to the
// fields that changed and never put a secret in them (password hashes, tokens, codes).
import { insertAuditRow } from '../db/audit.repository';
import type { Trx } from '../db/run-write';
import type { Ctx } from './context';

export interface AuditEntry {
  /** A dotted verb, e.g. 'order.move', 'settings.save', 'product.stock'. */
  action: string;
  /** What kind of thing changed, e.g. 'order', 'shop', 'coupon', 'product', 'staff'. */
  entity: string;
  /** Its id (a number, or text for composite ids such as '12:3-7'). */
  entityId: number | string;
  before?: unknown;
  after?: unknown;
}

/** Fields that must never reach the log, at any depth. */
const SECRET_KEYS = new Set(['password', 'password_hash', 'token', 'token_hash', 'code_hash', 'secret']);

function toJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (key, v: unknown) => (SECRET_KEYS.has(key) ? undefined : v));
}

/** The row of a change no staff member made (the operator's catalog import): the shop's log, no person. */
export async function recordShopAudit(trx: Trx, shopId: number, entry: AuditEntry, at: string): Promise<void> {
  await insertAuditRow(trx, {
    shopId,
    staffId: null,
    action: entry.action.slice(0, 60),
    entity: entry.entity.slice(0, 40),
    entityId: String(entry.entityId).slice(0, 120),
    beforeJson: toJson(entry.before),
    afterJson: toJson(entry.after),
    at,
  });
}

export async function recordAudit(trx: Trx, ctx: Ctx, entry: AuditEntry): Promise<void> {
  await insertAuditRow(trx, {
    shopId: ctx.shop.id,
    staffId: ctx.actor.kind === 'staff' ? ctx.actor.staffId : null,
    action: entry.action.slice(0, 60),
    entity: entry.entity.slice(0, 40),
    entityId: String(entry.entityId).slice(0, 120),
    beforeJson: toJson(entry.before),
    afterJson: toJson(entry.after),
    at: new Date(ctx.clock.now()).toISOString(),
  });
}
