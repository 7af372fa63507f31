// SMS providers: the HTTP gateway provider against a fake gateway on 127.0.0.1 over real
// HTTP, the log provider's outbox and file, and the env-driven factory.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsProvider, createLogSmsProvider, createSmsProvider } from './sms-provider';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

describe('HTTP SMS gateway provider', () => {
  let server: Server;
  let url: string;
  const received: Received[] = [];
  let status = 200;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(status === 200 ? '{"status":"queued"}' : '{"error":"bad key"}');
      });
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/sms`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  it('posts JSON { to, from, text } with the bearer key', async () => {
    const sms = createHttpSmsProvider({ url, key: 'secret-key', sender: 'HAAT' });
    expect(sms.name).toBe('http');
    await sms.send('+8801711000000', '123456 is your code');
    const last = received.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.url).toBe('/v1/sms');
    expect(last.headers.authorization).toBe('Bearer secret-key');
    expect(last.headers['content-type']).toBe('application/json');
    expect(JSON.parse(last.body)).toEqual({ to: '+8801711000000', from: 'HAAT', text: '123456 is your code' });
  });

  it('fails when the gateway refuses (the sms.send job is then retried: services/adapters/send-sms-job.ts)', async () => {
    status = 401;
    const sms = createSmsProvider({ provider: 'http', url, key: 'wrong', sender: 'HAAT' });
    await expect(sms.send('+8801711000000', 'x')).rejects.toThrow('SMS gateway answered 401');
    status = 200;
  });

  it('fails when the gateway cannot be reached', async () => {
    const sms = createHttpSmsProvider({ url: 'http://127.0.0.1:1/none', key: 'k', sender: 'S', timeoutMs: 2000 });
    await expect(sms.send('+8801711000000', 'x')).rejects.toThrow();
  });
});

describe('log SMS provider', () => {
  it('logs, keeps the newest 50 and appends JSON lines to the outbox file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'haat-sms-')), 'outbox.jsonl');
    const lines: string[] = [];
    const sms = createLogSmsProvider({ outboxFile: file, log: (l) => lines.push(l) });
    for (let i = 0; i < 55; i++) await sms.send(`+88017110000${String(i).padStart(2, '0')}`, `code ${i}`);
    expect(sms.outbox()).toHaveLength(50);
    expect(sms.outbox()[0]).toMatchObject({ to: '+8801711000054', text: 'code 54' });
    expect(lines[0]).toBe('[sms] to +8801711000000: code 0');
    const written = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(written).toHaveLength(55);
    expect(written[54]).toMatchObject({ to: '+8801711000054', text: 'code 54' });
    expect(createSmsProvider({ provider: 'log' }).name).toBe('log');
  });
});
