// GET /metrics under `npm start` with two workers (issue 24 item 3): whichever worker is
// scraped answers for the whole instance — the launcher gathers every worker's metrics and
// adds them up — so ten health checks spread over both workers count ten.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processEnv } from '../server/env';
// @ts-expect-error -- a plain ES module of the launcher (no type declarations)
import { ensureBuild } from './ensure-build.mjs';

const root = resolve(import.meta.dirname, '..');
const PORT = 4451;
const TOKEN = 'cluster-metrics-token-1234';

describe('metrics across the launcher’s workers', () => {
  let child: ReturnType<typeof spawn>;
  beforeAll(async () => {
    await ensureBuild();
    const dir = mkdtempSync(join(tmpdir(), 'haat-metrics-'));
    child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
      env: processEnv({
        NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', WEB_CONCURRENCY: '2', SEED_DEMO: '0', LOG_LEVEL: 'warn', METRICS_TOKEN: TOKEN,
        DATABASE_URL: join(dir, 'haat.sqlite'), UPLOADS_DIR: join(dir, 'uploads'), ATTACHMENTS_DIR: join(dir, 'attachments'),
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    await new Promise<void>((ok, fail) => {
      const on = (b: Buffer) => {
        out += b.toString();
        if (out.includes('haat is serving')) ok();
      };
      child.stdout!.on('data', on);
      child.stderr!.on('data', on);
      child.once('exit', (code) => fail(new Error(`exited ${code}: ${out}`)));
    });
  }, 180_000);
  afterAll(async () => {
    await new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  });

  it('counts the requests of every worker in one scrape', async () => {
    // New connections each time, so the kernel spreads them over both workers.
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/health`, { headers: { connection: 'close' } });
      expect(res.status).toBe(200);
    }
    const scrape = await fetch(`http://127.0.0.1:${PORT}/metrics`, { headers: { authorization: `Bearer ${TOKEN}`, connection: 'close' } });
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toMatch(/haat_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 10\n/);
    // Both workers' process metrics are in it (summed), and the database gauges are not doubled.
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('# TYPE haat_jobs_queued gauge');
    expect((await fetch(`http://127.0.0.1:${PORT}/metrics`, { headers: { connection: 'close' } })).status).toBe(401);
  }, 60_000);
});
