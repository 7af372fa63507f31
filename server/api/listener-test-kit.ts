// What the tests of the listeners in front of Hono share (the bell's poll, decision 079; the
// catalog reads, decision 086): a server listening on a port, a logger whose lines the test
// reads, and a request line compared without what differs from one request to the next.
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { createLogger } from '../logger';

export function listen(server: Server, port: number): Promise<void> {
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok()));
}

/** A logger at `info` whose lines land in `lines`, parsed. */
export function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString('utf8').split('\n')) if (l) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger({ destination: stream, level: 'info' }) };
}

/** The same request line, but for what differs from one request to the next. */
export const sameLine = (l: Record<string, unknown> | undefined) => {
  const { time: _t, pid: _p, reqId: _r, durationMs, ...rest } = l ?? {};
  return { ...rest, durationMs: typeof durationMs };
};
