// The server bundle's entry (vite.config.ts makes it the SSR build input). scripts/start.mjs
// calls prepareDatabase() once in the primary process and startWorker() in each worker;
// scripts/dev.mjs loads this file through Vite for hot reload of both UI and API.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, serve } from '@hono/node-server';
import * as build from 'virtual:react-router/server-build';
import { createDb, isPostgresUrl, type Db } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { listShops } from '../db/shop.repository';
import { seedDemoIfEmpty } from '../seed/seed-demo';
import { createApp } from './app';
import { loadEnv, processEnv, type Env } from './env';

export interface PreparedDatabase {
  migrated: string[];
  seeded: boolean;
  shops: Array<{ slug: string; shop_name: string }>;
}

export async function prepareDatabase(env: Env = loadEnv()): Promise<PreparedDatabase> {
  const db = createDb(env.DATABASE_URL, { poolSize: 2 });
  try {
    const migrated = await migrateToLatest(db);
    const { seeded } = env.SEED_DEMO === '1' ? await seedDemoIfEmpty(db, { uploadsDir: resolve(env.UPLOADS_DIR) }) : { seeded: false };
    const shops = (await listShops(db)).map((s) => ({ slug: s.slug, shop_name: s.shop_name }));
    return { migrated, seeded, shops };
  } finally {
    await db.destroy();
  }
}

export function describeDatabase(env: Env = loadEnv()): string {
  return isPostgresUrl(env.DATABASE_URL) ? 'PostgreSQL' : `SQLite at ${resolve(env.DATABASE_URL)}`;
}

const clientDir = resolve(dirname(fileURLToPath(import.meta.url)), '../client');

export function startWorker(env: Env = loadEnv()) {
  const db = createDb(env.DATABASE_URL);
  const app = createApp({ db, env, build, clientDir });
  // Requests being handled: on shutdown the database closes only after they finish (a client
  // that hung up leaves its request running, and server.close() does not wait for those).
  let active = 0;
  const fetch: typeof app.fetch = async (req, ...rest) => {
    active++;
    try {
      return await app.fetch(req, ...rest);
    } finally {
      active--;
    }
  };
  const server = serve({ fetch, port: env.PORT, hostname: env.HOST });
  const shutdown = () => {
    server.close();
    const closeWhenIdle = () => (active > 0 ? setTimeout(closeWhenIdle, 20) : void db.destroy().finally(() => process.exit(0)));
    closeWhenIdle();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  return server;
}

// Development: one database for the life of the dev server, a fresh app per module reload.
const devGlobal = globalThis as unknown as { __haatDevDb?: Db };
let devListener: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;

export function handleDevRequest(req: IncomingMessage, res: ServerResponse) {
  if (!devListener) {
    const env = loadEnv(processEnv({ NODE_ENV: 'development' }));
    devGlobal.__haatDevDb ??= createDb(env.DATABASE_URL);
    const app = createApp({ db: devGlobal.__haatDevDb, env, build });
    devListener = getRequestListener(app.fetch);
  }
  devListener(req, res);
}

export { loadEnv };
