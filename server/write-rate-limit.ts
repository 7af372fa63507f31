// A general per-client rate limit on writes (issue 24 item 8): every POST, PUT, PATCH and
// DELETE from one client address (behind TRUST_PROXY=1, the address the proxy saw) counts in a
// one-minute window; past WRITE_RATE_LIMIT the answer is 429 with Retry-After (seconds to the
// window's end) and nothing runs. It sits above the per-action limits (logins, codes, coupons),
// which stay as they are. Counted in this process's memory (no database write per request):
// under `npm start` each worker counts its share, so the instance allows up to
// WRITE_RATE_LIMIT × workers at worst; the nginx recipe (deploy/nginx) limits every request per
// client across instances. Payment providers' server-to-server calls (webhooks) are exempt.
import type { Context, MiddlewareHandler } from 'hono';
import { accountMessages } from '../core/account-messages';
import { clientAddressOf } from './context';
import { apiError } from './errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WINDOW_MS = 60_000;
const MAX_CLIENTS = 50_000;
const EXEMPT = /^\/api\/payments\/[^/]+\/webhook$/;

export interface WriteRateLimitOptions {
  /** Writes per client per minute; 0 turns the limit off. */
  perMinute: number;
  trustProxy: boolean;
  now?: () => number;
}

/** The per-client counts of one process: `take` counts a write, or says how long to wait. */
export interface WriteRateLimiter {
  /** Whether this request is counted at all (a write, not exempt, the limit on). */
  applies(method: string, path: string): boolean;
  /** Counts one write from `client`: null when allowed, else the seconds until the window ends (nothing counted). */
  take(client: string): number | null;
}

export function writeRateLimiter(options: WriteRateLimitOptions): WriteRateLimiter {
  const now = options.now ?? Date.now;
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    applies: (method, path) => options.perMinute > 0 && WRITES.has(method) && !EXEMPT.test(path),
    take(client) {
      const t = now();
      const start = t - (t % WINDOW_MS);
      if (start !== windowStart) {
        windowStart = start;
        counts = new Map();
      }
      const used = counts.get(client) ?? 0;
      if (used >= options.perMinute) return Math.max(1, Math.ceil((start + WINDOW_MS - t) / 1000));
      // A flood of distinct addresses cannot grow the map without bound: the window starts over.
      if (counts.size >= MAX_CLIENTS) counts = new Map();
      counts.set(client, used + 1);
      return null;
    },
  };
}

/** The limit as middleware; `limiter` shares its counts with the bell's poll answered before Hono. */
export function writeRateLimit(options: WriteRateLimitOptions, limiter: WriteRateLimiter = writeRateLimiter(options)): MiddlewareHandler {
  return async (c: Context, next) => {
    if (!limiter.applies(c.req.method, c.req.path)) return next();
    const retryAfter = limiter.take(clientAddressOf(c, options.trustProxy));
    if (retryAfter !== null) {
      c.header('Retry-After', String(retryAfter));
      c.header('Cache-Control', 'no-store');
      if (c.req.path.startsWith('/api/')) return apiError(c, accountMessages.tooManyAttempts, 429);
      return c.text(accountMessages.tooManyAttempts, 429);
    }
    return next();
  };
}
