// The e2e project's global setup (vitest.config.ts): ONE built server for every browser test
// file (docs/decisions/041-test-suite.md). It starts `node scripts/start.mjs` once — one worker, as each file
// had (the cache checks count on one process's memory), its own SQLite file copied from the
// seeded demo template, the payment sandboxes beside it — with
// everything a file may need switched on (the SMS outbox file, TRUST_PROXY so each browser
// context and HTTP helper can be its own client address, ADMIN_TOKEN for the catalog import),
// hands the files its address through `inject('haatE2e')`, and stops it after the last file.
// Each file then imports its own copies of the demo shops (tests/e2e/harness.ts freshShops):
// shops are tenants, so files running side by side never see each other's customers, carts,
// orders or settings. A file that needs a server of its own (two worker processes, one it
// restarts or kills, a cluster, special settings) still starts one with startServer().
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error -- a plain ES module of the launcher (no type declarations)
import { ensureBuild } from '../../scripts/ensure-build.mjs';
import { copyTemplate, ensureTemplate, freePort, moneyCheck, spawnServer, stopChild } from './server-process';

export interface SharedServerInfo {
  port: number;
  /** The server's folder: haat.sqlite, uploads/, attachments/, the SMS outbox, server.log. */
  dir: string;
  databaseUrl: string;
  /** SMS_OUTBOX_FILE: every SMS the server sends, one JSON line each. */
  outbox: string;
  /** ADMIN_TOKEN of the shared server (POST /api/admin/import). */
  adminToken: string;
  /** What the server printed until it was ready (the shop URLs, the sandbox notice). */
  startOutput: string;
  /** The demo catalog as an import document (catalog.json) with its pictures: IMPORT_BASE_DIR. */
  importDir: string;
  /** Where each test file takes its number for this run (tests/e2e/harness.ts fileNumber). */
  runDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    haatE2e: SharedServerInfo;
  }
}

export default async function setup(project: TestProject) {
  await ensureBuild();
  const template = await ensureTemplate();
  const dir = copyTemplate(template, 'haat-e2e-shared-');
  const runDir = join(dir, 'files');
  mkdirSync(runDir, { recursive: true });
  const port = await freePort();
  const adminToken = randomBytes(24).toString('hex');
  const info: Omit<SharedServerInfo, 'startOutput'> = {
    port,
    dir,
    databaseUrl: join(dir, 'haat.sqlite'),
    outbox: join(dir, 'sms-outbox.jsonl'),
    adminToken,
    importDir: join(template, 'import'),
    runDir,
  };
  const server = spawnServer(
    {
      PORT: String(port),
      WEB_CONCURRENCY: '1',
      DATABASE_URL: info.databaseUrl,
      UPLOADS_DIR: join(dir, 'uploads'),
      ATTACHMENTS_DIR: join(dir, 'attachments'),
      SMS_OUTBOX_FILE: info.outbox,
      TRUST_PROXY: '1',
      ADMIN_TOKEN: adminToken,
      IMPORT_BASE_DIR: info.importDir,
    },
    { keepOutput: false },
  );
  // The request log goes to a file (kept only while the run lasts), not into memory.
  const log = createWriteStream(join(dir, 'server.log'));
  server.child.stdout!.pipe(log);
  server.child.stderr!.pipe(log);
  await server.ready;
  project.provide('haatE2e', { ...info, startOutput: server.output() });

  return async () => {
    await stopChild(server.child);
    log.end();
    // After the last file: every shop of the run reconciles (money, balances, stock).
    const money = moneyCheck(info.databaseUrl);
    rmSync(dir, { recursive: true, force: true });
    if (!money.ok) throw new Error(`money:check found differences on the shared e2e server:\n${money.output}`);
  };
}
