// An open-loop HTTP/1.1 load generator (issue 27 item 4): requests are due at a fixed rate,
// `rate` per second, whether or not earlier ones have been answered — the way thousands of tabs
// poll independently — so a slow server meets a growing queue instead of a client that waits
// for it (a closed loop measures the latency at whatever rate it reaches). Each request's
// latency runs from the moment it was due, so time spent waiting for a free connection in this
// process counts too (no coordinated omission). Keep-alive sockets from node:net with a minimal
// response parser (status, Content-Length or chunked, one header read back): the generator
// takes little of the cores it shares with the server.
import { connect, type Socket } from 'node:net';

export interface OpenLoopRequest {
  /** The whole request, as bytes on the wire. */
  bytes: Buffer;
  /** The answer's status and the value of `readHeader` (lower case), if it had one. */
  onResponse?(status: number, header: string | undefined): void;
}

export interface OpenLoopOptions {
  host: string;
  port: number;
  /** Requests due per second. */
  rate: number;
  seconds: number;
  /** Sockets opened before the first request; more are opened while all are busy, up to `maxConnections`. */
  connections: number;
  maxConnections: number;
  /** Builds the i-th request when it is due. */
  next(i: number): OpenLoopRequest;
  /** A response header to hand to onResponse (e.g. 'etag'). */
  readHeader?: string;
}

export interface OpenLoopResult {
  due: number;
  answered: number;
  errors: number;
  /** Requests still unanswered when the run ended (counted as neither answered nor errors). */
  unanswered: number;
  seconds: number;
  /** Latencies in ms, from due time to the last byte of the answer, sorted. */
  latencies: Float64Array;
  statuses: Record<number, number>;
  socketsOpened: number;
  /** The most requests waiting for a free socket at once. */
  maxQueued: number;
}

interface Pending {
  dueAt: number;
  req: OpenLoopRequest;
}

interface Conn {
  socket: Socket;
  busy: Pending | null;
  buf: Buffer;
  ready: boolean;
}

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const CRLF2 = Buffer.from('\r\n\r\n');

/** The length of one complete response at the start of `buf` and its status and header, or null if incomplete. */
function parseResponse(buf: Buffer, wanted: string | undefined): { length: number; status: number; header: string | undefined } | null {
  const end = buf.indexOf(CRLF2);
  if (end < 0) return null;
  const head = buf.toString('latin1', 0, end);
  const lines = head.split('\r\n');
  const status = Number(lines[0]!.slice(9, 12));
  let contentLength = -1;
  let chunked = false;
  let header: string | undefined;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-length') contentLength = Number(value);
    else if (name === 'transfer-encoding') chunked = /chunked/i.test(value);
    if (wanted && name === wanted) header = value;
  }
  let at = end + 4;
  if (status === 304 || status === 204 || (status >= 100 && status < 200)) return { length: at, status, header };
  if (chunked) {
    for (;;) {
      const lineEnd = buf.indexOf('\r\n', at, 'latin1');
      if (lineEnd < 0) return null;
      const size = parseInt(buf.toString('latin1', at, lineEnd), 16);
      at = lineEnd + 2 + size + 2;
      if (at > buf.length) return null;
      if (size === 0) return { length: at, status, header };
    }
  }
  const total = at + Math.max(0, contentLength);
  return total <= buf.length ? { length: total, status, header } : null;
}

export function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const { host, port, rate, seconds } = options;
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const idle: Conn[] = [];
  const queue: Pending[] = [];
  const conns = new Set<Conn>();
  let opening = 0;
  let due = 0;
  let answered = 0;
  let errors = 0;
  let socketsOpened = 0;
  let maxQueued = 0;
  let stopped = false;
  const total = Math.round(rate * seconds);

  return new Promise((done) => {
    const send = (conn: Conn, p: Pending) => {
      conn.busy = p;
      conn.socket.write(p.req.bytes);
    };
    const release = (conn: Conn) => {
      conn.busy = null;
      const p = queue.shift();
      if (p) send(conn, p);
      else idle.push(conn);
    };
    const open = () => {
      opening++;
      socketsOpened++;
      const socket = connect({ host, port, noDelay: true });
      const conn: Conn = { socket, busy: null, buf: Buffer.alloc(0), ready: false };
      socket.on('connect', () => {
        opening--;
        conn.ready = true;
        conns.add(conn);
        release(conn);
      });
      socket.on('data', (chunk: Buffer) => {
        conn.buf = conn.buf.length ? Buffer.concat([conn.buf, chunk]) : chunk;
        for (;;) {
          if (!conn.busy) return;
          const parsed = parseResponse(conn.buf, options.readHeader);
          if (!parsed) return;
          conn.buf = conn.buf.subarray(parsed.length);
          const p = conn.busy;
          latencies.push(performance.now() - p.dueAt);
          statuses[parsed.status] = (statuses[parsed.status] ?? 0) + 1;
          answered++;
          p.req.onResponse?.(parsed.status, parsed.header);
          release(conn);
        }
      });
      const lost = () => {
        if (!conn.ready) opening--;
        conn.ready = false;
        conns.delete(conn);
        const i = idle.indexOf(conn);
        if (i >= 0) idle.splice(i, 1);
        if (conn.busy) {
          errors++;
          conn.busy = null;
        }
        if (!stopped && queue.length > 0 && conns.size + opening < options.maxConnections) open();
      };
      socket.on('error', lost);
      socket.on('close', () => conns.has(conn) && lost());
    };
    for (let i = 0; i < options.connections; i++) open();

    let started = 0;
    const dispatch = (p: Pending) => {
      const conn = idle.pop();
      if (conn) return send(conn, p);
      queue.push(p);
      if (queue.length > maxQueued) maxQueued = queue.length;
      if (conns.size + opening < options.maxConnections) open();
    };
    const tick = () => {
      const now = performance.now();
      const target = Math.min(total, Math.floor(((now - started) / 1000) * rate));
      while (due < target) {
        const dueAt = started + (due * 1000) / rate;
        dispatch({ dueAt, req: options.next(due) });
        due++;
      }
      if (due < total) setTimeout(tick, 1);
      else finish();
    };
    const finish = () => {
      // What is in flight gets a second to come back; then the run ends.
      const deadline = performance.now() + 1000;
      const wait = () => {
        const busy = [...conns].some((c) => c.busy) || queue.length > 0;
        if (busy && performance.now() < deadline) return void setTimeout(wait, 5);
        stopped = true;
        const end = performance.now();
        let unanswered = queue.length;
        for (const c of conns) {
          if (c.busy) unanswered++;
          c.socket.destroy();
        }
        const sorted = Float64Array.from(latencies).sort();
        done({ due, answered, errors, unanswered, seconds: (end - started) / 1000, latencies: sorted, statuses, socketsOpened, maxQueued });
      };
      wait();
    };
    // Start once the first sockets are connected.
    const waitConnected = () => {
      if (conns.size + idle.length > 0 && opening === 0) {
        started = performance.now();
        tick();
      } else setTimeout(waitConnected, 5);
    };
    waitConnected();
  });
}
