// The CPU cost of the per-request log line (issue 27 item 1: "the request log ≤ 0.03 ms per
// request"), before and after in one run: the same line — the request middleware's fields —
// written through the process's logger as it was (generic secret redaction and deep phone
// masking) and through `requestLineLogger` (server/logger.ts) with the middleware's own masking,
// both into an asynchronous pino destination on /dev/null (what production's stdout costs, but
// the terminal). CPU time (process.cpuUsage), not wall time: robust to a busy machine.
//
//   npx tsx bench/request-log-line.ts [--lines 200000] [--rounds 3]
import { loadavg, cpus } from 'node:os';
import pino from 'pino';
import { createLogger, maskPhones, maskRequestId, requestLineLogger } from '../server/logger';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const LINES = arg('lines', 200_000);
const ROUNDS = arg('rounds', 3);

const destination = pino.destination({ dest: '/dev/null', sync: false });
const log = createLogger({ destination, level: 'info' });
const line = requestLineLogger(log);

const reqId = '6f1c2a4e-1b2c-4d5e-8f90-123456789abc';
const fields = (i: number) => ({ shop: 'rongdhonu', actor: 'customer', actorId: i, method: 'GET', status: 200, durationMs: 3.2 });

const variants = {
  before: (i: number) => log.info({ reqId, ...fields(i), client: '203.0.113.7', route: '/products/classic-panjabi-12' }, 'request'),
  after: (i: number) => line.info({ reqId: maskRequestId(reqId), ...fields(i), client: maskPhones('203.0.113.7'), route: maskPhones('/products/classic-panjabi-12') }, 'request'),
};

function measure(write: (i: number) => void): number {
  const started = process.cpuUsage();
  for (let i = 0; i < LINES; i++) write(i);
  const used = process.cpuUsage(started);
  return (used.user + used.system) / LINES; // µs per line
}

console.log(`request log line: ${LINES} lines × ${ROUNDS} rounds each, interleaved; ${cpus().length} × ${cpus()[0]?.model.trim()}; load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (const write of Object.values(variants)) measure(write); // warm-up
const results: Record<string, number[]> = { before: [], after: [] };
for (let r = 0; r < ROUNDS; r++) for (const [name, write] of Object.entries(variants)) results[name]!.push(measure(write));
console.log('| logger | µs CPU per line (each round) | best | target |');
console.log('|---|---|---|---|');
for (const [name, values] of Object.entries(results)) {
  const best = Math.min(...values);
  console.log(`| ${name} | ${values.map((v) => v.toFixed(1)).join(', ')} | ${best.toFixed(1)} | ≤ 30 µs: ${best <= 30 ? 'met' : 'missed'} |`);
}
console.log(`load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
destination.end();
