// The scale-out recipe, tested (issue 15 item 1): three instances of `npm start` (one worker
// each, their own processes and ports) over one fresh PostgreSQL database, nginx in front with
// the deployed proxy settings (deploy/cluster.ts, deploy/nginx/). Through nginx: the last
// units bought by many shoppers at once sell exactly once each. Across instances: a session
// made on one is used on the others (and its logout holds everywhere); a catalog import
// through one is seen by every instance, each asked directly, within a second; jobs enqueued
// once run once, whichever instance's runner claims them (SKIP LOCKED). It ends with
// `npm run money:check` on the cluster's database (tests/e2e/harness.ts expectMoneyCheckPasses).
// Skipped without nginx (/usr/sbin/nginx) or a PostgreSQL server (TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres); under CI=true those fail instead.
// Its own servers, not the shared one (docs/decisions/041-test-suite.md): three processes over PostgreSQL
// behind nginx are what it tests, and it stops them itself.
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOrderInvariants } from '../../bench/order-invariants';
import { FIXTURE_PASSWORD, postgresAnswers, seedShopFixture, type ShopFixture } from '../../bench/shop-fixture';
import { call, newRetryStats, placeOrderThroughCrashes, type ShopperTarget } from '../../bench/shopper-client';
import { NGINX_PATH, startCluster, type Cluster } from '../../deploy/cluster';
import { runWrite } from '../../db/run-write';
import { testImportDocument } from '../../server/api/platform/test-import-document';
import { enqueueSms } from '../../services/adapters/send-sms-job';
import { testSettings } from '../settings';
import { expectMoneyCheckPasses } from './harness';

const { ci, testDatabaseUrl } = testSettings();
const pgUrl = testDatabaseUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const hasNginx = existsSync(NGINX_PATH);
const hasPostgres = await postgresAnswers(pgUrl);
if (ci && (!hasNginx || !hasPostgres)) {
  throw new Error(`CI=true but the scale-out test cannot run: ${hasNginx ? '' : `nginx missing at ${NGINX_PATH}; `}${hasPostgres ? '' : `no PostgreSQL at ${pgUrl}`}`);
}
if (!hasNginx || !hasPostgres) console.warn(`[tests] scale-out test skipped: ${hasNginx ? 'no PostgreSQL answers' : 'nginx is not installed'}.`);
const describeCluster = hasNginx && hasPostgres ? describe : describe.skip;

const INSTANCES = 3;
const RACE_SHOPPERS = 24;
const RACE_STOCK = 5;
const QV = '/api/front/reseller-shop-single-product-details-for-quick-view';

describeCluster('three instances behind nginx over one PostgreSQL', () => {
  let cluster: Cluster;
  let fixture: ShopFixture;
  let teeId: number;
  const host = () => `bench.localhost:${cluster.port}`;
  const placeCalls = () => cluster.instances.map((i) => (i.output().match(/"route":"\/api\/front\/customer-place-order"/g) ?? []).length);

  beforeAll(async () => {
    // SCALE_OUT_PORT: nginx there and the instances on the next ports, without payment sandboxes
    // (which take port + 101 and + 102), for a machine whose sessions each keep to a range of
    // ports (SCALE_OUT_DB_PREFIX: the database's name starts with it).
    const { scaleOutPort: basePort, scaleOutDbPrefix } = testSettings();
    cluster = await startCluster({
      instances: INSTANCES,
      pgUrl,
      seed: 'none',
      logLevel: 'info',
      ...(basePort > 0
        ? {
            port: basePort,
            instancePorts: Array.from({ length: INSTANCES }, (_, i) => basePort + 1 + i),
            paymentSandboxes: false,
            ...(scaleOutDbPrefix ? { databasePrefix: scaleOutDbPrefix } : {}),
            env: { BKASH_BASE_URL: 'http://127.0.0.1:9', BKASH_APP_KEY: 'test', BKASH_APP_SECRET: 'test', BKASH_USERNAME: 'test', BKASH_PASSWORD: 'test', STRIPE_API_BASE: 'http://127.0.0.1:9', STRIPE_SECRET_KEY: 'sk_test_test', STRIPE_WEBHOOK_SECRET: 'whsec_test' },
          }
        : {}),
      prepare: async (database) => {
        fixture = await seedShopFixture(database.db, { slug: 'bench', shoppers: RACE_SHOPPERS, stock: RACE_STOCK, couponUses: null, recharge: 0 });
      },
    });
    // A second shop through the admin import, via nginx (the catalog-change test changes it).
    const imported = await call(cluster.port, `admin.localhost:${cluster.port}`, '/api/admin/import', { body: testImportDocument, headers: { authorization: `Bearer ${cluster.adminToken}` } });
    expect(imported.status, imported.text).toBe(200);
    teeId = imported.body.shops[0].products.tee;
  }, 240_000);
  afterAll(async () => {
    try {
      if (cluster) await expectMoneyCheckPasses(cluster.database.url);
    } finally {
      await cluster?.stop();
    }
  }, 120_000);

  it('sells the last units exactly once when many shoppers check out at once through nginx', async () => {
    const target: ShopperTarget = { port: () => cluster.port, host: host() };
    const stats = newRetryStats();
    const before = placeCalls();
    const results = await Promise.all(
      fixture.shoppers.map((s, i) => placeOrderThroughCrashes(target, s, fixture.productId, `race-${i}`, { quantity: 1, coupon: '', recharge: 0 }, stats)),
    );
    const placed = results.filter((r) => r.placed);
    expect(placed).toHaveLength(RACE_STOCK);
    for (const r of results.filter((x) => !x.placed)) expect(r.refusal, JSON.stringify(r.refusal)).toMatchObject({ code: 'out_of_stock' });
    expect(stats.serverErrors, stats.samples.join('\n')).toBe(0);
    const report = await checkOrderInvariants(cluster.database.db, fixture, results);
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ orders: RACE_STOCK, unitsSold: RACE_STOCK, stockNow: 0 });
    // nginx spread the orders over the instances. Their request lines are written in batches, at
    // most 200 ms late (decision 079): counted once every instance has written its own.
    const spread = () => placeCalls().map((n, i) => n - before[i]!);
    // Both conditions in one poll: a batch may still be on its way when the spread already shows two.
    const counted = () => {
      const calls = spread();
      return { instancesWithCalls: calls.filter((n) => n > 0).length >= 2, allCounted: calls.reduce((a, b) => a + b, 0) >= RACE_STOCK };
    };
    await expect
      .poll(counted, { timeout: 5_000, message: `place-order calls per instance: ${spread().join(', ')}` })
      .toEqual({ instancesWithCalls: true, allCounted: true });
    // The "order placed" SMS of each order left once (the jobs ran on whichever instance claimed them).
    await expect.poll(() => outbox().filter((m) => placed.some((p) => m.text.includes(p.placed!.code))).length, { timeout: 15_000 }).toBe(RACE_STOCK);
  });

  it('keeps a session made on one instance on every other, and its logout too', async () => {
    const shopper = fixture.shoppers[RACE_SHOPPERS - 1]!;
    const [a, b, c] = cluster.instances.map((i) => i.port) as [number, number, number];
    const login = await call(a, host(), '/customer/login', {
      form: { intent: 'password', phone: shopper.phone, password: FIXTURE_PASSWORD },
      headers: { origin: `http://${host()}` },
    });
    expect(login.status, login.text.slice(0, 300)).toBe(302);
    const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []).join('\n');
    const token = /customerUserToken=([\w-]+)/.exec(cookies)?.[1];
    expect(token).toBeTruthy();
    const refresh = (port: number) => call(port, host(), '/api/front/refresh-customer-token', { body: { shop_slug: 'bench' }, headers: { authorization: `Bearer ${token}` } });
    expect((await refresh(b)).body).toMatchObject({ is_login: true, user: { id: shopper.id } });
    // The cookie, on a page of a third instance: the dashboard, not the login redirect.
    const page = await call(c, host(), '/customer/dashboard', { headers: { cookie: `customerUserToken=${token}` } });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Shopper ${RACE_SHOPPERS - 1}`);
    // Logged out through B: dead on A and C at once (sessions live in the database).
    const out = await call(b, host(), '/api/front/customer-otp-based-logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);
    expect((await refresh(a)).body.is_login).toBe(false);
    const after = await call(c, host(), '/customer/dashboard', { headers: { cookie: `customerUserToken=${token}` } });
    expect(after.status).toBe(302);
  });

  it('shows a catalog import made through one instance on every instance within a second', async () => {
    const alpha = `alpha.localhost:${cluster.port}`;
    const quickView = (port: number) => call(port, alpha, QV, { body: { pro_id: teeId } });
    // Every instance has the Quick View in its shared-answer cache.
    for (const instance of cluster.instances) {
      await quickView(instance.port);
      const again = await quickView(instance.port);
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.body.product.name).toBe('Tee');
    }
    const doc = structuredClone(testImportDocument);
    Object.assign(doc.shops[0]!.products[0]!, { name: 'Tee Deluxe', unitprice: 1500 });
    const imported = await call(cluster.instances[0]!.port, alpha, '/api/admin/import', { body: doc, headers: { authorization: `Bearer ${cluster.adminToken}` } });
    expect(imported.status).toBe(200);
    const start = Date.now();
    const seenAfter = await Promise.all(
      cluster.instances.map(async (instance) => {
        for (;;) {
          const answer = await quickView(instance.port);
          if (answer.body?.product?.name === 'Tee Deluxe') return Date.now() - start;
          if (Date.now() - start > 5000) return Infinity;
          await new Promise((r) => setTimeout(r, 25));
        }
      }),
    );
    console.log(`[scale-out] import seen by each instance after ${seenAfter.join(' / ')} ms`);
    // Within a second (the shop row's maximum age), plus the time of one answer on a loaded machine.
    for (const ms of seenAfter) expect(ms).toBeLessThanOrEqual(1500);
  });

  it('runs each job exactly once whichever instance claims it', async () => {
    const run = Date.now().toString(36);
    const texts = Array.from({ length: 60 }, (_, i) => `cluster job ${run} #${i}`);
    const ids = await runWrite(cluster.database.db, async (trx) => {
      const list: number[] = [];
      for (const text of texts) list.push(await enqueueSms(trx, fixture.shop.id, { to: '+8801700000000', text }, Date.now()));
      return list;
    });
    const jobs = () => cluster.database.db.selectFrom('jobs').select(['id', 'state', 'attempts']).where('id', 'in', ids).execute();
    await expect.poll(async () => (await jobs()).filter((j) => j.state === 'done').length, { timeout: 30_000, interval: 200 }).toBe(texts.length);
    for (const job of await jobs()) expect(job.attempts).toBe(1);
    const sent = outbox().filter((m) => m.text.startsWith(`cluster job ${run} `));
    expect(sent.map((m) => m.text).sort()).toEqual([...texts].sort());
    // The instances' log lines come in batches, at most 200 ms late (decision 079).
    const perInstance = () => cluster.instances.map((i) => (i.output().match(new RegExp(`cluster job ${run} #`, 'g')) ?? []).length);
    await expect.poll(() => perInstance().reduce((a, b) => a + b, 0), { timeout: 5_000 }).toBe(texts.length);
    console.log(`[scale-out] jobs run per instance: ${perInstance().join(' / ')}`);
  });

  function outbox(): Array<{ to: string; text: string }> {
    if (!existsSync(cluster.outboxFile)) return [];
    return readFileSync(cluster.outboxFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { to: string; text: string });
  }
});
