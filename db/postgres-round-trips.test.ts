// BEGIN with the first statement, COMMIT with the last (db/postgres-round-trips.ts, decision 073):
// the parameters written in as literals read back exactly; a transaction's round trips on
// PostgreSQL; a statement after the committing one refused; the stock taken last — and refused,
// rolling everything back, when the units are not there — alike on SQLite and PostgreSQL; a
// statement sent often goes as a named (prepared) statement, and one a schema change made
// stale is sent again or fails its transaction only (decision 082).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './client';
import { withDeferredWrites } from './deferred-writes';
import { enqueueJobDeferred } from './job.repository';
import { forgetStatementNames, inlineParameters, NAME_AFTER } from './postgres-round-trips';
import { executeAndCommit, runWrite } from './run-write';
import { takeStockLast } from './stock.repository';
import { insertTestCatalog, type TestCatalog } from './test-catalog';
import { testDatabases } from './test-databases';
import { closeAndDrop } from './test-shop';

const at = new Date(Date.UTC(2026, 0, 10, 12)).toISOString();

describe('inlineParameters', () => {
  it('writes each parameter as the quoted text pg would send, outside quoted strings and identifiers', () => {
    expect(inlineParameters('select $1, $2, $3, $4, $10', [1, 'it\'s', null, true, 0, 0, 0, 0, 0, 2.5])).toBe("select '1', 'it''s', NULL, 'true', '2.5'");
    expect(inlineParameters(`select '$1' as "a$1", $1`, [7])).toBe(`select '$1' as "a$1", '7'`);
    // A backslash: PostgreSQL's escape string, the backslash doubled (pg's escapeLiteral).
    expect(inlineParameters('select $1', ['a\\b'])).toBe("select  E'a\\\\b'");
    expect(inlineParameters('select $1', [12n])).toBe("select '12'");
  });

  it('declines what it cannot write safely', () => {
    expect(inlineParameters('select $1', ['a\u0000b'])).toBeNull();
    expect(inlineParameters('select $1', [Buffer.from('x')])).toBeNull();
    expect(inlineParameters('select $1', [{ a: 1 }])).toBeNull();
    expect(inlineParameters('select $1', [Number.NaN])).toBeNull();
    expect(inlineParameters('select $2', [1])).toBeNull();
    expect(inlineParameters('select $$x$$', [])).toBeNull();
    expect(inlineParameters("select 'open", [])).toBeNull();
  });
});

for (const t of testDatabases()) {
  describe(`the last statement with the commit (${t.kind})`, () => {
    let db: Db;
    let url: string;
    let drop: () => Promise<void>;
    let cat: TestCatalog;

    beforeAll(async () => {
      ({ db, url, drop } = await t.create());
      cat = await insertTestCatalog(db, 'trips');
    });
    afterAll(() => closeAndDrop(db, drop));

    const stockOf = async () => (await db.selectFrom('products').select('quantity').where('id', '=', cat.plainProductId).executeTakeFirstOrThrow()).quantity;
    const setStock = (quantity: number) => db.updateTable('products').set({ quantity, unlimited_quantity: 0, status: 1 }).where('id', '=', cat.plainProductId).execute();
    const jobsOf = (kind: string) => db.selectFrom('jobs').select('payload').where('kind', '=', kind).execute();
    const job = (kind: string, text: string) => ({ shopId: cat.shopId, kind, payload: { text }, runAt: at, now: at });

    it('takes the stock and commits with it; what was written before is committed too', async () => {
      await setStock(2);
      const text = `it's a \\ "quote" $1 and বাংলা`;
      await runWrite(db, async (trx) => {
        await enqueueJobDeferred(trx, job('taken-last', text));
        expect(await takeStockLast(trx, cat.shopId, { productId: cat.plainProductId, variant: '' }, 2)).toBe(true);
      });
      expect(await stockOf()).toBe(0);
      expect((await jobsOf('taken-last')).map((j) => JSON.parse(j.payload).text)).toEqual([text]);
    });

    it('refuses when the units are not there, and the whole transaction rolls back', async () => {
      await setStock(1);
      const refused = runWrite(db, async (trx) => {
        await trx.insertInto('jobs').values({ shop_id: cat.shopId, kind: 'not-taken', payload: '{}', state: 'queued', attempts: 0, max_attempts: 1, run_at: at, locked_by: null, locked_until: null, last_error: null, created_at: at, updated_at: at }).execute();
        await enqueueJobDeferred(trx, job('not-taken', 'deferred'));
        if (!(await takeStockLast(trx, cat.shopId, { productId: cat.plainProductId, variant: '' }, 2))) throw new Error('sold out');
      });
      await expect(refused).rejects.toThrow('sold out');
      expect(await stockOf()).toBe(1);
      expect(await jobsOf('not-taken')).toEqual([]);
      // The connection is usable afterwards (the pool's next transaction is a fresh one).
      await runWrite(db, async (trx) => expect(await takeStockLast(trx, cat.shopId, { productId: cat.plainProductId, variant: '' }, 1)).toBe(true));
      expect(await stockOf()).toBe(0);
    });

    it('refuses a statement after the committing one (PostgreSQL): it would run outside the transaction', async () => {
      await setStock(3);
      const after = runWrite(db, async (trx) => {
        await executeAndCommit(trx, withDeferredWrites(trx).updateTable('products').set({ quantity: sql<number>`quantity - 1` }).where('id', '=', cat.plainProductId));
        await trx.selectFrom('products').select('id').execute();
      });
      if (t.kind === 'postgres') await expect(after).rejects.toThrow('after the transaction was committed');
      else await after;
      // Committed all the same: the COMMIT went with the update.
      expect(await stockOf()).toBe(2);
    });

    it.runIf(t.kind === 'postgres')('sends BEGIN with the first statement and COMMIT with the last: one round trip each', async () => {
      let trips = 0;
      const counted = createDb(url, { poolSize: 1, onRoundTrip: () => trips++ });
      try {
        await setStock(5);
        // A warm connection first (its connect is no round trip of ours).
        await sql`select 1`.execute(counted);
        trips = 0;
        await runWrite(counted, async (trx) => {
          await trx.selectFrom('products').select('id').where('id', '=', cat.plainProductId).forUpdate().execute();
          expect(await takeStockLast(trx, cat.shopId, { productId: cat.plainProductId, variant: '' }, 1)).toBe(true);
        });
        expect(trips).toBe(2);
        trips = 0;
        await runWrite(counted, async (trx) => {
          await trx.selectFrom('products').select('id').execute();
          await trx.selectFrom('products').select('id').execute();
        });
        // begin+select, select, commit.
        expect(trips).toBe(3);
        // An empty transaction sends nothing.
        trips = 0;
        await runWrite(counted, async () => undefined);
        expect(trips).toBe(0);
        expect(await stockOf()).toBe(4);
        // A first statement whose parameter cannot be inlined goes after a BEGIN of its own, and still in the transaction.
        trips = 0;
        await expect(
          runWrite(counted, async (trx) => {
            await sql`select ${Buffer.from('x')}::bytea`.execute(trx);
            await trx.updateTable('products').set({ quantity: 9 }).where('id', '=', cat.plainProductId).execute();
            throw new Error('rolled back');
          }),
        ).rejects.toThrow('rolled back');
        expect(trips).toBe(4);
        expect(await stockOf()).toBe(4);
      } finally {
        await counted.destroy();
      }
    });

    it.runIf(t.kind === 'postgres')('names a statement sent often: prepared once per connection, answering as before', async () => {
      // The suite's other files ran in this process first: their texts may have used up MAX_NAMED.
      forgetStatementNames();
      const one = createDb(url, { poolSize: 1 });
      try {
        const read = () => one.selectFrom('products').select(['id', 'quantity']).where('id', '=', cat.plainProductId).where('shop_id', '=', cat.shopId).execute();
        const first = await read();
        for (let i = 1; i < NAME_AFTER + 2; i++) expect(await read()).toEqual(first);
        // Inside a transaction too (not its first statement: that one goes with the BEGIN, inlined).
        await runWrite(one, async (trx) => {
          await trx.selectFrom('products').select('id').where('id', '=', 0).execute();
          expect(await trx.selectFrom('products').select(['id', 'quantity']).where('id', '=', cat.plainProductId).where('shop_id', '=', cat.shopId).execute()).toEqual(first);
        });
        const prepared = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(one);
        expect(prepared.rows.filter((r) => r.statement.includes('"quantity" from "products"')).map((r) => r.name)).toEqual([expect.stringMatching(/^haat_\d+_\d+$/)]);
      } finally {
        await one.destroy();
      }
    });

    it.runIf(t.kind === 'postgres')('a named statement a migration made stale: sent again outside a transaction, failing (and rolling back) only its transaction inside one', async () => {
      // The suite's other files ran in this process first: their texts may have used up MAX_NAMED.
      forgetStatementNames();
      const one = createDb(url, { poolSize: 1 });
      try {
        await sql`create table stale_plan (id integer primary key, a text)`.execute(db);
        await sql`insert into stale_plan values (1, 'x')`.execute(db);
        const read = (on: Db) => sql<Record<string, unknown>>`select * from stale_plan where id = ${1}`.execute(on);
        for (let i = 0; i < NAME_AFTER + 1; i++) expect((await read(one)).rows).toEqual([{ id: 1, a: 'x' }]);
        await sql`alter table stale_plan add column b text default 'y'`.execute(db);
        // Outside a transaction: refused as stale, sent again unnamed, with the new column.
        expect((await read(one)).rows).toEqual([{ id: 1, a: 'x', b: 'y' }]);
        for (let i = 0; i < NAME_AFTER + 1; i++) await read(one);
        await sql`alter table stale_plan add column c text default 'z'`.execute(db);
        // Inside a transaction: the statement fails, and what the transaction wrote rolls back.
        await expect(
          runWrite(one, async (trx) => {
            await sql`update stale_plan set a = ${'changed'} where id = ${1}`.execute(trx);
            await read(trx);
          }),
        ).rejects.toThrow('cached plan must not change result type');
        // The next transaction names it anew and answers.
        await runWrite(one, async (trx) => {
          await sql`update stale_plan set a = ${'changed'} where id = ${1}`.execute(trx);
          expect((await read(trx)).rows).toEqual([{ id: 1, a: 'changed', b: 'y', c: 'z' }]);
        });
      } finally {
        await one.destroy();
        await sql`drop table if exists stale_plan`.execute(db);
      }
    });
  });
}
