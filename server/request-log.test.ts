// One JSON log line per request with request id, shop, actor kind, route, status and duration;
// the client's sane X-Request-Id is kept and echoed, an insane one replaced; phone numbers and
// bearer tokens in the request never reach the log; /api/ready answers 200 or 503 naming the check.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { testDatabases } from '../db/test-databases';
import { insertTestShop } from '../db/test-shop';
import { insertStaffSession, upsertStaff } from '../db/staff.repository';
import { sha256Hex } from '../services/accounts/operations/secret';
import { createApp } from './app';
import { loadEnv } from './env';
import { createLogger, maskPhones } from './logger';

const env = loadEnv({ NODE_ENV: 'test' });

function captured() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger({ destination: stream, level: 'info' }) };
}

describe('maskPhones', () => {
  it('keeps only the last three digits of phone-like numbers', () => {
    expect(maskPhones('call 01712345678 or +880 1712-345678')).toBe('call ********678 or **********678');
    expect(maskPhones('order 1234 of 2 items')).toBe('order 1234 of 2 items');
  });
});

for (const t of testDatabases()) {
  describe(`request log and readiness (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let log: ReturnType<typeof captured>;
    let app: ReturnType<typeof createApp>;
    let shopId: number;
    beforeAll(async () => {
      ({ db, drop } = await t.create());
      shopId = await insertTestShop(db, 'alpha');
    });
    afterAll(async () => drop());
    beforeEach(() => {
      log = captured();
      app = createApp({ db, env, logger: log.logger });
    });

    it('writes one JSON line per request with id, shop, actor, route, status and duration', async () => {
      const res = await app.request('/api/front/get-reseller-shop-slug', {
        method: 'POST',
        headers: { host: 'alpha.localhost', 'content-type': 'application/json', 'x-request-id': 'abc-123' },
        body: JSON.stringify({ shop: 'alpha.localhost' }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe('abc-123');
      expect(log.lines).toHaveLength(1);
      const line = JSON.parse(log.lines[0]);
      expect(line).toMatchObject({ level: 'info', reqId: 'abc-123', shop: 'alpha', actor: 'guest', method: 'POST', route: '/api/front/get-reseller-shop-slug', status: 200 });
      expect(typeof line.durationMs).toBe('number');
      expect(typeof line.time).toBe('string');
    });

    it('logs a request id in UUID form as it is, and masks a phone number sent as one', async () => {
      // A UUID often holds a run of digits that looks like a phone number; it is not one.
      const uuid = '8891ae3a-e97c-474f-bbd2-e4ac05927487';
      await app.request('/api/health', { headers: { host: 'alpha.localhost', 'x-request-id': uuid } });
      expect(JSON.parse(log.lines[0])).toMatchObject({ reqId: uuid });
      await app.request('/api/health', { headers: { host: 'alpha.localhost', 'x-request-id': '01712345678' } });
      expect(JSON.parse(log.lines[1]).reqId).toBe('********678');
    });

    it('replaces an insane request id with a generated one and echoes it', async () => {
      const res = await app.request('/api/health', { headers: { host: 'alpha.localhost', 'x-request-id': 'bad id <script>"' + 'x'.repeat(200) } });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.parse(log.lines[0])).toMatchObject({ reqId: id, route: '/api/health', status: 200, shop: null });
    });

    it('never writes a phone number or a bearer token', async () => {
      const phone = '01712345678';
      const token = 'sekrit-bearer-token-9f8e7d6c5b4a';
      const res = await app.request(`/api/customers/${phone}/orders?phone=${phone}&token=${token}&otp=4321`, {
        method: 'POST',
        headers: { host: 'alpha.localhost', authorization: `Bearer ${token}`, 'content-type': 'application/json', cookie: `token=${token}` },
        body: JSON.stringify({ phone, password: 'hunter2-hunter2', code: '123456' }),
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      const out = log.lines.join('\n');
      expect(log.lines.length).toBeGreaterThanOrEqual(1);
      expect(out).not.toContain(phone);
      expect(out).not.toContain('1712345678');
      expect(out).not.toContain(token);
      expect(out).not.toContain('hunter2');
      expect(out).not.toContain('123456');
      expect(out).not.toContain('4321');
      expect(out).toContain('********678');
      // Fields named like secrets are redacted even when logged on purpose.
      log.logger.info({ token, user: { password: 'hunter2-hunter2', phone } }, `sms to ${phone}`);
      const extra = log.lines.at(-1) ?? '';
      expect(extra).not.toContain(token);
      expect(extra).not.toContain('hunter2');
      expect(extra).not.toContain(phone);
    });

    it('names the staff member by id, and the client by the address the trusted proxy saw', async () => {
      const now = new Date().toISOString();
      const staffId = await upsertStaff(db, { shopId, phone: '+8801811111111', name: 'Karim', role: 'owner', passwordHash: 'x', now });
      const token = randomBytes(32).toString('base64url');
      await insertStaffSession(db, { shopId, staffId, tokenHash: sha256Hex(token), loginAt: now, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
      const proxied = createApp({ db, env: loadEnv({ NODE_ENV: 'test', TRUST_PROXY: '1' }), logger: log.logger });
      await proxied.request('/api/seller/orders', { headers: { host: 'alpha.localhost', authorization: `Bearer ${token}`, 'x-forwarded-for': '10.9.9.9, 203.0.113.7' } });
      const line = JSON.parse(log.lines.at(-1)!);
      expect(line).toMatchObject({ actor: 'staff', actorId: staffId, client: '203.0.113.7' });
      expect(JSON.stringify(line)).not.toContain('Karim');
      // Without a trusted proxy the header is the client's own word: not taken.
      await app.request('/api/seller/orders', { headers: { host: 'alpha.localhost', 'x-forwarded-for': '203.0.113.7' } });
      const direct = JSON.parse(log.lines.at(-1)!);
      expect(direct.client).not.toBe('203.0.113.7');
      expect(direct.actorId).toBeNull();
    });

    it('answers /api/ready 200 when the database answers and migrations are current, never cached', async () => {
      const res = await app.request('/api/ready', { headers: { host: 'anything.example' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', jobs: 'not this process' } });
    });

    it('answers /api/ready 503 naming the job runner when it is not alive', async () => {
      const dead = createApp({ db, env, logger: log.logger, jobs: { alive: () => false } });
      const res = await dead.request('/api/ready', { headers: { host: 'alpha.localhost' } });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'not ready', failed: ['jobs'], checks: { database: 'ok', migrations: 'ok', jobs: 'failed' } });
      const alive = createApp({ db, env, logger: log.logger, jobs: { alive: () => true } });
      expect(await (await alive.request('/api/ready', { headers: { host: 'alpha.localhost' } })).json()).toMatchObject({ checks: { jobs: 'ok' } });
    });
  });
}

describe('readiness with pending migrations or no database', () => {
  it('answers 503 naming migrations when the database lacks one, and database when it is closed', async () => {
    const [sqlite] = testDatabases();
    const { db, drop } = await sqlite.create();
    try {
      await db.deleteFrom('kysely_migration' as never).where('name' as never, '=', '015-refunds' as never).execute();
      const app = createApp({ db, env, logger: captured().logger });
      const res = await app.request('/api/ready', { headers: { host: 'alpha.localhost' } });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ failed: ['migrations'], pendingMigrations: ['015-refunds'] });
    } finally {
      await drop();
    }
    const app = createApp({ db, env, logger: captured().logger });
    const res = await app.request('/api/ready', { headers: { host: 'alpha.localhost' } });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ failed: ['database', 'migrations'] });
  });
});
