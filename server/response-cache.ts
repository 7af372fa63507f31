// Answers that are the same for every anonymous shopper — catalog pages, Quick View, search
// suggestions — are built once and then served from memory (docs/decisions/009).
//
// - The key names everything the answer depends on; callers include the shop's content
//   version (shops.content_version, raised by every catalog write), so a changed catalog is
//   never served from an older answer. Entries also expire after `maxAgeMs`, for what
//   depends on the clock (a deal's window, the footer's year).
// - Only 200 answers without Set-Cookie or a private/no-store Cache-Control are kept.
// - An answer may also depend on what its key does not name — the stock it shows (decision
//   038): its builder hands a `recheck` along, and a stored answer older than `recheckMs` since
//   its last check is checked again before it is served (one check at a time per answer; the
//   requests that arrive meanwhile wait for it) and built again when the check says it moved.
// - Concurrent misses for one key are built once: the others wait for the first.
// - A body worth compressing is kept only gzipped (once, here, instead of on every request:
//   a 116 KB page is 17 KB), and unzipped for the rare client that does not take gzip; its
//   size counts against `maxBytes`, least recently used first out.
// - Each server process keeps its own; nothing is shared between customers because nothing
//   made for a logged-in customer is ever looked up or stored (the callers' rule).
import { gunzipSync, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { selectEncoding } from './compress';

interface CachedAnswer {
  status: number;
  headers: Array<[string, string]>;
  /** The body: gzipped when `gzipped` (at least `GZIP_THRESHOLD` bytes), else as built. */
  body: Buffer;
  gzipped: boolean;
  /** Whether what the answer showed beyond its key still holds; null: nothing to check. */
  recheck: Recheck | null;
  /** When `recheck` last said yes (or the answer was built): the cache's clock. */
  checkedAt: number;
  /** The check under way, shared by the requests that arrive while it runs. */
  checking?: Promise<boolean>;
}

/** Whether a stored answer still shows what is true (decision 038: the stock it showed). */
export type Recheck = () => Promise<boolean>;

/** What a builder may return instead of a bare Response: the answer and how to check it later. */
export interface BuiltAnswer {
  response: Response;
  recheck: Recheck | null;
}

const GZIP_THRESHOLD = 1024;
/** Headers that describe the stored bytes, set again for each answer. */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'vary']);
const NOT_SHARED = /(?:^|,)\s*(?:private|no-store|no-cache)\b/i;

interface ResponseCacheOptions {
  maxBytes: number;
  maxAgeMs: number;
  /** How long an answer with a `recheck` is served before it is checked again (default 500 ms). */
  recheckMs?: number;
  /** What ages the entries; by default the process's monotonic clock. Tests pass one they move. */
  clock?: { now(): number };
}

/** `stale`: a stored answer whose check said it moved, built again for this request. */
type CacheOutcome = 'hit' | 'miss' | 'shared' | 'bypass' | 'stale';

export class ResponseCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  private readonly building = new Map<string, Promise<CachedAnswer | null>>();
  private readonly clock: { now(): number };
  private readonly recheckMs: number;

  constructor(options: ResponseCacheOptions) {
    this.clock = options.clock ?? performance;
    this.recheckMs = options.recheckMs ?? 500;
    this.entries = new LRUCache<string, CachedAnswer>({
      maxSize: options.maxBytes,
      sizeCalculation: (a) => a.body.length + 200,
      ttl: options.maxAgeMs,
      ...(options.clock ? { perf: options.clock, ttlResolution: 0 } : {}),
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops every entry (tests, and a process that wants its memory back). */
  clear(): void {
    this.entries.clear();
  }

  /**
   * The stored answer for `key`, or `build()`'s, stored when it may be shared. Returns the
   * response for a client that sent `acceptEncoding`, and how it was found.
   */
  async answer(key: string, acceptEncoding: string | undefined, build: () => Promise<Response | BuiltAnswer>): Promise<{ response: Response; outcome: CacheOutcome }> {
    const stored = this.entries.get(key);
    let stale = false;
    if (stored) {
      if (await this.stillHolds(stored)) return { response: toResponse(stored, acceptEncoding), outcome: 'hit' };
      // Only this answer goes: another request may have stored a newer one meanwhile.
      if (this.entries.peek(key) === stored) this.entries.delete(key);
      stale = true;
      const newer = this.entries.get(key);
      if (newer) return { response: toResponse(newer, acceptEncoding), outcome: 'hit' };
    }

    const pending = this.building.get(key);
    if (pending) {
      const shared = await pending.catch(() => null);
      if (shared) return { response: toResponse(shared, acceptEncoding), outcome: 'shared' };
      return { response: responseOf(await build()), outcome: 'bypass' };
    }

    let settle!: (answer: CachedAnswer | null) => void;
    this.building.set(key, new Promise<CachedAnswer | null>((resolve) => (settle = resolve)));
    try {
      const checkedAt = this.clock.now();
      const built = await build();
      const response = responseOf(built);
      if (!isShareable(response)) {
        settle(null);
        return { response, outcome: 'bypass' };
      }
      const answer = await toCachedAnswer(response, built instanceof Response ? null : built.recheck, checkedAt);
      this.entries.set(key, answer);
      settle(answer);
      return { response: toResponse(answer, acceptEncoding), outcome: stale ? 'stale' : 'miss' };
    } catch (err) {
      settle(null);
      throw err;
    } finally {
      this.building.delete(key);
    }
  }

  /** Whether a stored answer may be served: nothing to check, checked lately, or checked now. */
  private async stillHolds(answer: CachedAnswer): Promise<boolean> {
    if (!answer.recheck || this.clock.now() - answer.checkedAt < this.recheckMs) return true;
    if (!answer.checking) {
      // The time the check starts: a change committed after it is caught by the next check.
      const started = this.clock.now();
      answer.checking = answer.recheck().then(
        (holds) => {
          if (holds) answer.checkedAt = started;
          return holds;
        },
        () => false, // A check that fails builds the answer again (which reports its own error).
      );
      void answer.checking.finally(() => (answer.checking = undefined));
    }
    return answer.checking;
  }
}

function responseOf(built: Response | BuiltAnswer): Response {
  return built instanceof Response ? built : built.response;
}

export function isShareable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.has('set-cookie')) return false;
  if (response.headers.has('content-encoding')) return false;
  return !NOT_SHARED.test(response.headers.get('cache-control') ?? '');
}

async function toCachedAnswer(response: Response, recheck: Recheck | null, checkedAt: number): Promise<CachedAnswer> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => {
    if (!BODY_HEADERS.has(name)) headers.push([name, value]);
  });
  const gzipped = body.length >= GZIP_THRESHOLD;
  return { status: response.status, headers, body: gzipped ? gzipSync(body) : body, gzipped, recheck, checkedAt };
}

/** A fresh Response for one client (the caller's middlewares may still add headers to it). */
function toResponse(answer: CachedAnswer, acceptEncoding: string | undefined): Response {
  const headers = new Headers(answer.headers);
  let body = answer.body;
  if (answer.gzipped) {
    headers.set('Vary', 'Accept-Encoding');
    if (selectEncoding(acceptEncoding) === 'gzip') headers.set('Content-Encoding', 'gzip');
    else body = gunzipSync(body);
  }
  headers.set('Content-Length', String(body.length));
  return new Response(body as unknown as BodyInit, { status: answer.status, headers });
}
