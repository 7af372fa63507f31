// Tests of the API calls: the app on a test database with its shops' catalogs, a JSON POST
// with or without a bearer token, a staff member logged in through the real login call, and
// a customer registered through the real service — the set-up every server/api/ test repeated.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';
import { findShopBySlug } from '../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../db/test-catalog';
import type { TestDatabase } from '../../db/test-databases';
import { registerCustomer } from '../../services/accounts/register-customer';
import { createLogSmsProvider, type SmsProvider } from '../../services/adapters/sms-provider';
import { saveStaff } from '../../services/seller/operations/save-staff';
import { testContext } from '../../services/test-context';
// Spelled via server/ because the layer lint rule reads '../app' as the app/ directory.
import { createApp } from '../app';
import { loadEnv, type Env } from '../env';

export type TestApp = ReturnType<typeof createApp>;

/** The test settings; with `files`, fresh upload and attachment folders. */
export function apiTestEnv(options: { files?: boolean } = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: ':memory:',
    ...(options.files ? { UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'haat-uploads-')), ATTACHMENTS_DIR: mkdtempSync(join(tmpdir(), 'haat-attachments-')) } : {}),
  });
}

/** An SMS provider that keeps quiet (the codes are read from the outbox table). */
export const quietSms = (): SmsProvider => createLogSmsProvider({ log: () => {} });

export interface ApiTestBed {
  db: Db;
  drop: () => Promise<void>;
  app: TestApp;
  /** One test catalog per slug, in the order asked. */
  catalogs: TestCatalog[];
  shops: Shop[];
}

/** A fresh database with a test catalog for each slug, and the app over it. */
export async function openApiTestBed(t: TestDatabase, slugs: string[], env: Env, sms: SmsProvider): Promise<ApiTestBed> {
  const { db, drop } = await t.create();
  const catalogs: TestCatalog[] = [];
  for (const slug of slugs) catalogs.push(await insertTestCatalog(db, slug));
  const shops: Shop[] = [];
  for (const slug of slugs) shops.push((await findShopBySlug(db, slug))!);
  return { db, drop, app: createApp({ db, env, sms }), catalogs, shops };
}

export interface JsonPost {
  host: string;
  token?: string | null;
  headers?: Record<string, string>;
}

/** A POST of a JSON body, with a bearer token when one is given. */
export function postJson(app: TestApp, path: string, to: JsonPost, body: unknown): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: 'POST',
      headers: { host: to.host, 'content-type': 'application/json', ...(to.token ? { authorization: `Bearer ${to.token}` } : {}), ...to.headers },
      body: JSON.stringify(body),
    }),
  );
}

export interface TestStaff {
  token: string;
  id: number;
  role: string;
  phone: string;
  host: string;
  cookie: string;
}

/** A staff member saved in the shop and logged in through POST /api/seller/login from `ip`. */
export async function loginTestStaff(
  app: TestApp,
  db: Db,
  shop: Shop,
  who: { phone: string; password: string; name: string; role: 'owner' | 'staff'; ip: string },
): Promise<TestStaff> {
  await saveStaff(db, shop, { phone: who.phone, password: who.password, name: who.name, role: who.role }, Date.now());
  const host = `${shop.slug}.localhost:3000`;
  const res = await postJson(app, '/api/seller/login', { host, headers: { 'x-forwarded-for': who.ip } }, { phone: who.phone, password: who.password });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { token: string; staff: { id: number; role: string } };
  return { token: body.token, id: body.staff.id, role: body.staff.role, phone: who.phone, host, cookie: res.headers.get('set-cookie') ?? '' };
}

/** A customer registered through the real service (the code SMS to `sms`) from `clientAddress`. */
export async function registerTestCustomer(
  db: Db,
  shop: Shop,
  sms: SmsProvider,
  who: { name: string; phone: string; clientAddress: string },
): Promise<{ token: string; id: number }> {
  const ctx = testContext(db, shop, { sms, request: { clientAddress: who.clientAddress } });
  const s = await registerCustomer(ctx, { name: who.name, phone: who.phone, password: 'password1' });
  return { token: s.token, id: s.customer.id };
}
