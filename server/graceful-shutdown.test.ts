// Graceful shutdown: a request in flight when shutdown begins gets its full answer (and its
// database query), the job in flight finishes with its outcome written, new connections are
// refused, and the database closes only after both.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from '../db/client';
import { enqueueJob } from '../db/job.repository';
import { migrateToLatest } from '../db/migrate';
import { runWrite } from '../db/run-write';
import { insertTestShop } from '../db/test-shop';
import { createLogSmsProvider } from '../services/adapters/sms-provider';
import { jobHandlers, type JobHandler } from '../services/job-handler';
import { shutdownGracefully, trackInFlight } from './graceful-shutdown';
import { startJobRunner } from './jobs/job-runner';

const deps = { sms: createLogSmsProvider({ log: () => {} }), uploadsDir: '/tmp/haat-shutdown-uploads', attachmentsDir: '/tmp/haat-shutdown-attachments' };

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown', () => {
  it('finishes the request and the job in flight before closing the database', async () => {
    const db = createDb(':memory:');
    await migrateToLatest(db);
    const shopId = await insertTestShop(db, 'alpha');

    let releaseRequest!: () => void;
    const requestGate = new Promise<void>((resolve) => (releaseRequest = resolve));
    let requestStarted!: () => void;
    const requestRunning = new Promise<void>((resolve) => (requestStarted = resolve));
    const app = new Hono();
    app.get('/slow', async (c) => {
      requestStarted();
      await requestGate;
      const row = await sql<{ n: number }>`select 42 as n`.execute(db);
      return c.json({ n: row.rows[0].n });
    });

    let releaseJob!: () => void;
    const jobGate = new Promise<void>((resolve) => (releaseJob = resolve));
    let jobStarted!: () => void;
    const jobRunning = new Promise<void>((resolve) => (jobStarted = resolve));
    const handler: JobHandler = { kind: 'slow', parse: (p) => p, run: async () => { jobStarted(); await jobGate; } };
    const jobs = startJobRunner({ db, handlers: jobHandlers([handler]), deps, pollMs: 10, log: () => {} });
    const jobId = await runWrite(db, (trx) => {
      const now = new Date().toISOString();
      return enqueueJob(trx, { shopId, kind: 'slow', payload: {}, runAt: now, now });
    });

    const tracked = trackInFlight(app.fetch);
    const server = serve({ fetch: tracked.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;

    const answer = get(port, '/slow');
    await Promise.all([requestRunning, jobRunning]);
    expect(tracked.inFlight()).toBe(1);

    let done = false;
    const shutdown = shutdownGracefully({ server, inFlight: tracked.inFlight, jobs, db, pollMs: 5 }).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    // A new connection is refused while the old request still runs.
    await expect(get(port, '/slow')).rejects.toThrow();

    releaseRequest();
    expect(await answer).toEqual({ status: 200, body: '{"n":42}' });
    // The job's outcome is written before the database closes.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(done).toBe(false);
    const state = await db.selectFrom('jobs').select('state').where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(state.state).not.toBe('done');
    releaseJob();
    await shutdown;
    expect(done).toBe(true);
    await expect(sql`select 1`.execute(db)).rejects.toThrow();
  });
});
