// Shutdown that keeps its word (issue 24 item 6), on the real launcher (`npm start`): an upload
// still arriving when SIGTERM comes — slower than the old 5 s limit — is read to its end and
// answered, and the launcher exits as soon as its worker has (the drain limit is set far beyond
// this test's own timeout, so a launcher that waited for its guard would fail it).
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { processEnv } from '../server/env';
// @ts-expect-error -- a plain ES module of the launcher (no type declarations)
import { ensureBuild } from './ensure-build.mjs';

const root = resolve(import.meta.dirname, '..');
const PORT = 4441;
const TOKEN = 'shutdown-test-admin-token';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('graceful shutdown of npm start', () => {
  beforeAll(() => ensureBuild(), 180_000);

  it('answers an upload in flight for longer than 5 s after SIGTERM, then exits with its workers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'haat-drain-'));
    const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
      env: processEnv({
        NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', WEB_CONCURRENCY: '1', SEED_DEMO: '0', LOG_LEVEL: 'info',
        DATABASE_URL: join(dir, 'haat.sqlite'), UPLOADS_DIR: join(dir, 'uploads'), ATTACHMENTS_DIR: join(dir, 'attachments'),
        ADMIN_TOKEN: TOKEN, SHUTDOWN_DRAIN_SECONDS: '600',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    await new Promise<void>((ok, fail) => {
      const on = (b: Buffer) => {
        out += b.toString();
        if (out.includes('haat is serving')) ok();
      };
      child.stdout.on('data', on);
      child.stderr.on('data', on);
      void exited.then((code) => fail(new Error(`exited ${code}: ${out}`)));
    });

    // An import document sent slowly, a few bytes a second, like a large file on mobile data.
    const answer = new Promise<{ status: number; body: string }>((ok, fail) => {
      const req = request({ host: '127.0.0.1', port: PORT, method: 'POST', path: '/api/admin/import', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => ok({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', fail);
      void (async () => {
        req.write('{"shops":');
        await sleep(500);
        child.kill('SIGTERM'); // the upload has begun
        for (let i = 0; i < 14; i++) {
          await sleep(500);
          req.write(' ');
        }
        req.end('[]}');
      })();
    });
    const { status, body } = await answer;
    expect(status).not.toBe(0);
    expect(body).toMatch(/^\{/); // a whole JSON answer, whatever the import made of the document
    expect(await exited).toBe(0);
    expect(out).toContain('"shutting down"');
    expect(out).not.toContain('drain time is up');
  }, 60_000);
});
