// recordAudit on SQLite and PostgreSQL: the row names the staff member, the shop, the entity
// and the JSON before/after; it commits with the change and rolls back with it; secret keys
// never reach the log; another shop's log does not show it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditRows } from '../db/audit.repository';
import type { Db } from '../db/client';
import { runWrite } from '../db/run-write';
import type { Shop } from '../db/schema';
import { findShopBySlug } from '../db/shop.repository';
import { insertTestCatalog } from '../db/test-catalog';
import { testDatabases } from '../db/test-databases';
import { closeAndDrop } from '../db/test-shop';
import { testContext } from './test-context';
import { recordAudit } from './audit';
import { saveStaff } from './seller/operations/save-staff';

for (const t of testDatabases()) {
  describe(`recordAudit (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: Shop;
    let beta: Shop;
    let staffId: number;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      await insertTestCatalog(db, 'alpha');
      await insertTestCatalog(db, 'beta');
      alpha = (await findShopBySlug(db, 'alpha'))!;
      beta = (await findShopBySlug(db, 'beta'))!;
      await saveStaff(db, alpha, { phone: '01712345678', password: 'pass-word-1', name: 'Rina', role: 'staff' }, Date.now());
      staffId = (await db.selectFrom('staff').select('id').where('shop_id', '=', alpha.id).executeTakeFirstOrThrow()).id;
    });
    afterAll(() => closeAndDrop(db, drop));

    it('writes who, when, what, before and after in the same transaction', async () => {
      const ctx = testContext(db, alpha, { actor: { kind: 'staff', staffId, role: 'staff' }, now: Date.UTC(2026, 0, 2, 3, 4, 5) });
      await runWrite(db, (trx) =>
        recordAudit(trx, ctx, { action: 'order.move', entity: 'order', entityId: 7, before: { status: 'pending' }, after: { status: 'confirmed', password_hash: 'x', nested: { token: 'y', ok: 1 } } }),
      );
      const rows = await listAuditRows(db, alpha.id, {}, 10, 0);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ staff_id: staffId, staff_name: 'Rina', action: 'order.move', entity: 'order', entity_id: '7', at: '2026-01-02T03:04:05.000Z' });
      expect(JSON.parse(rows[0]!.before_json!)).toEqual({ status: 'pending' });
      expect(JSON.parse(rows[0]!.after_json!)).toEqual({ status: 'confirmed', nested: { ok: 1 } });
      expect(await listAuditRows(db, beta.id, {}, 10, 0)).toHaveLength(0);
    });

    it('rolls back with the change; a system change has no staff id and null JSON stays null', async () => {
      const ctx = testContext(db, alpha, { actor: { kind: 'system', reason: 'test' } });
      await expect(
        runWrite(db, async (trx) => {
          await recordAudit(trx, ctx, { action: 'x.y', entity: 'x', entityId: 'a', after: { a: 1 } });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      await runWrite(db, (trx) => recordAudit(trx, ctx, { action: 'coupon.add', entity: 'coupon', entityId: 'SAVE10', after: { code: 'SAVE10' } }));
      const rows = await listAuditRows(db, alpha.id, {}, 10, 0);
      expect(rows.map((r) => r.action)).toEqual(['coupon.add', 'order.move']);
      expect(rows[0]).toMatchObject({ staff_id: null, before_json: null, entity_id: 'SAVE10' });
    });
  });
}
