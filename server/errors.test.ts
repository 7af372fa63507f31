// The one error map's edges (docs/decisions/012): a unique-constraint violation that reaches
// the top — two requests racing for one value that a service did not turn into its own
// refusal — is a 409 `conflict` with a plain sentence, never a 500 and never the SQL text;
// on real SQLite and PostgreSQL errors, plus 429/503 carrying Retry-After (a busy SQLite file
// is a 503).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { testDatabases } from '../db/test-databases';
import { closeAndDrop, insertTestShop } from '../db/test-shop';
import { DomainError } from '../services/domain-error';
import { requestMessages } from '../core/request-messages';
import { errorCode, errorStatus } from '../services/error-status';
import { handleError } from './errors';

function appThrowing(make: () => Promise<unknown>) {
  const app = new Hono();
  app.onError(handleError);
  app.post('/api/x', async () => {
    await make();
    return new Response('not reached');
  });
  return app;
}

for (const t of testDatabases()) {
  describe(`a duplicate the database refuses (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ db, drop } = await t.create());
      await insertTestShop(db, 'dup');
    });
    afterAll(() => closeAndDrop(db, drop));

    it('is a 409 conflict with a plain sentence', async () => {
      let caught: unknown;
      try {
        await insertTestShop(db, 'dup');
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeDefined();
      expect(errorStatus(caught)).toBe(409);
      expect(errorCode(caught)).toBe('conflict');
      const res = await appThrowing(async () => insertTestShop(db, 'dup')).request('/api/x', { method: 'POST' });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ success: false, message: requestMessages.concurrentChange, code: 'conflict' });
    });
  });
}

describe('errors that say when to come back', () => {
  it('429 and 503 carry Retry-After: the error’s own seconds, else a default', async () => {
    const limited = await appThrowing(async () => {
      throw new DomainError('rate_limited', 'Slow down', undefined, { retryAfterSeconds: 42.2 });
    }).request('/api/x', { method: 'POST' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('43');
    const down = await appThrowing(async () => {
      throw new DomainError('unavailable', 'Later');
    }).request('/api/x', { method: 'POST' });
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('30');
    const refused = await appThrowing(async () => {
      throw new DomainError('conflict', 'No');
    }).request('/api/x', { method: 'POST' });
    expect(refused.headers.get('retry-after')).toBeNull();
  });
});

describe('a SQLite database still busy after its wait (decision 033)', () => {
  it('is a 503 unavailable with Retry-After and no SQL text, never a 500', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'haat-busy-'));
    const file = join(dir, 'busy.sqlite');
    const holder = new Database(file);
    holder.exec('create table t (x integer)');
    holder.exec('begin immediate');
    const other = new Database(file);
    other.pragma('busy_timeout = 0');
    try {
      const res = await appThrowing(async () => other.prepare('insert into t (x) values (1)').run()).request('/api/x', { method: 'POST' });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(await res.json()).toMatchObject({ success: false, code: 'unavailable' });
    } finally {
      holder.exec('rollback');
      holder.close();
      other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
