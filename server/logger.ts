// Structured logs (docs/decisions/024-operability.md): one JSON object per line on stdout, by
// pino. Secrets never reach a line: fields named like tokens, codes, passwords, cookies and
// authorization headers are replaced by pino's redaction, and every string value has phone
// numbers masked to their last three digits (`maskPhones`). LOG_LEVEL sets the level
// (default `info`; `silent` under the unit tests unless LOG_LEVEL says otherwise).
import pino, { type DestinationStream, type Logger } from 'pino';
import { processEnv } from './env';

export type { Logger };

const SECRET_KEYS = ['token', 'access_token', 'refresh_token', 'password', 'code', 'otp', 'authorization', 'cookie', 'secret'];

/** Field paths pino replaces with "[redacted]", at the top level and one or two levels down. */
const REDACT_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((k) => `*.${k}`), ...SECRET_KEYS.map((k) => `*.*.${k}`)];

// A run of 8 or more digits, optionally with a leading + and spaces or dashes between them:
// Bangladeshi mobiles (01XXXXXXXXX, +8801XXXXXXXXX) and anything phone-like.
const PHONE = /\+?\d(?:[\s-]?\d){7,}/g;

/** Masks every phone-like number in a string to its last three digits: `********789`. */
export function maskPhones(text: string): string {
  return text.replace(PHONE, (m) => {
    const digits = m.replace(/\D/g, '');
    return `${'*'.repeat(digits.length - 3)}${digits.slice(-3)}`;
  });
}

function maskDeep(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskPhones(value);
  if (depth > 3 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => maskDeep(v, depth + 1));
  if (value instanceof Error) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = k === 'reqId' && typeof v === 'string' && UUID.test(v) ? v : maskDeep(v, depth + 1);
  return out;
}

/** A request id in UUID form (ours, or a client's) is not a phone number, whatever digits it holds. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A request id as a line may show it: a UUID as it is, anything else with phone numbers masked. */
export function maskRequestId(id: string): string {
  return UUID.test(id) ? id : maskPhones(id);
}

/** The log's writes: at least this many bytes (some 15 request lines)… */
export const LOG_BATCH_BYTES = 4096;
/** …or what has gathered, this often (a line waits at most this long to reach the log). */
export const LOG_FLUSH_MS = 200;

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function defaultLevel(): string {
  const env = processEnv();
  // An unknown level is not pino's to throw over at import time: loadEnv refuses it in one
  // sentence naming LOG_LEVEL (server/startup-errors.ts).
  if (env.LOG_LEVEL && LEVELS.includes(env.LOG_LEVEL)) return env.LOG_LEVEL;
  return env.VITEST ? 'silent' : 'info';
}

/** A logger writing to `destination` (stdout by default). */
export function createLogger(options: { destination?: DestinationStream; level?: string } = {}): Logger {
  return pino(
    {
      level: options.level ?? defaultLevel(),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => maskDeep(object, 0) as Record<string, unknown>,
      },
      hooks: {
        // Messages are masked too: `log.warn('sms to 01712345678 failed')`.
        logMethod(args, method) {
          const masked = args.map((a) => (typeof a === 'string' ? maskPhones(a) : a)) as Parameters<typeof method>;
          return method.apply(this, masked);
        },
      },
      serializers: { err: pino.stdSerializers.err },
    },
    // Asynchronous and batched: lines go out in writes of at least LOG_BATCH_BYTES, or every
    // LOG_FLUSH_MS, whichever comes first — a write per request (each a file write on the
    // thread pool) cost a 304 poll more than the line itself (decision 079). pino flushes what
    // is left when the process exits (also on the shutdown path's process.exit).
    options.destination ?? pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS }),
  );
}

/**
 * The logger of the per-request line (server/request-log.ts): the same stream, level and format
 * as `log`, without the generic secret redaction and deep phone masking, which cost ~30 µs of a
 * line's ~35 (bench/request-log-line.ts). Its fields are fixed and none is a secret; the
 * request line masks the three strings a client chooses (path, request id, address) itself.
 * Messages are still masked by `log`'s hook.
 */
export function requestLineLogger(log: Logger): Logger {
  // pino's child options may replace the redaction and the log formatter (its types name fewer).
  const options = { redact: { paths: [], censor: '' }, formatters: { log: (object: Record<string, unknown>) => object } };
  return log.child({}, options as Parameters<Logger["child"]>[1]) as unknown as Logger;
}

/** The process's logger. */
export const logger: Logger = createLogger();
