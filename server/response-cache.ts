// Answers that are the same for every anonymous shopper — catalog pages, Quick View, search
// suggestions — are built once and then served from memory (docs/decisions/009).
//
// - The key names everything the answer depends on; callers include the shop's content
//   version (shops.content_version, raised by every catalog write), so a changed catalog is
//   never served from an older answer. Entries also expire after `maxAgeMs`, for what
//   depends on the clock (a deal's window, the footer's year).
// - Only 200 answers without Set-Cookie or a private/no-store Cache-Control are kept.
// - An answer may also depend on what its key does not name — the stock it shows (decision
//   038): its builder hands a `recheck` along. A stored answer is served as it is for
//   `recheckMs` after it was known to hold (its build started, or its last check that said yes
//   started). Past that, the first request starts a check in the background — one per answer at
//   a time — and is still served the stored answer; if the check says what it showed moved (or
//   the check fails), the answer is built again in the background and replaces it. The stored
//   answer is never served once `maxUncheckedMs` — plus twice the time its own build took —
//   have passed since it was known to hold: requests then wait for the check (and the
//   rebuild). So what an answer shows is at most `maxUncheckedMs` (and two builds' time)
//   behind when it is served, and a busy answer is rebuilt without any request waiting for it,
//   also when builds are slow: a machine past its capacity takes longer than `recheckMs` to
//   build a page, and without the builds' time a new answer would already be too old to serve
//   when its build ended, so every request would wait for the next rebuild, which never ends
//   in time either (decision 078).
// - Concurrent misses for one key are built once: the others wait for the first.
// - A body worth compressing is kept only compressed, once, here, instead of on every request:
//   gzipped (a 116 KB page is 17 KB) and Brotli-compressed (smaller still: docs/decisions/070),
//   the Brotli copy for clients that take it, the gzip one for the others, unzipped for the
//   rare client that takes neither; both sizes count against `maxBytes`, least recently used
//   first out.
// - An answer may say it holds for less than `maxAgeMs` (SHARED_FOR_HEADER, milliseconds: the
//   home page until its next slide starts or ends, decision 067): it is kept no longer than
//   that, and the header is not stored or sent on.
// - Each server process keeps its own; nothing is shared between customers because nothing
//   made for a logged-in customer is ever looked up or stored (the callers' rule).
import { brotliCompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { prefersBrotli, selectEncoding } from './compress';
import { SHARED_FOR_HEADER } from '../core/shared-pages';
import { bodyOf, bufferedResponse, knownBody } from '../services/page-body';

interface CachedAnswer {
  status: number;
  headers: Array<[string, string]>;
  /** The body: gzipped when `gzipped` (at least `GZIP_THRESHOLD` bytes), else as built. */
  body: Buffer;
  gzipped: boolean;
  /** The same body Brotli-compressed, when `gzipped`. */
  brotli: Buffer | null;
  /** Whether what the answer showed beyond its key still holds; null: nothing to check. */
  recheck: Recheck | null;
  /** When the answer was last known to hold: its build's start, or the start of its last check that said yes (the cache's clock). */
  checkedAt: number;
  /** How long its build took (the cache's clock): a rebuild is expected to take about as long. */
  buildMs: number;
  /**
   * The check under way (and the rebuild when it said no), shared by the requests that arrive
   * while it runs: the answer to serve — this one when it holds, the new one, or null when
   * neither could be had (the rebuild failed or may not be shared).
   */
  refreshing?: Promise<CachedAnswer | null>;
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
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'vary', SHARED_FOR_HEADER.toLowerCase()]);
const NOT_SHARED = /(?:^|,)\s*(?:private|no-store|no-cache)\b/i;

interface ResponseCacheOptions {
  maxBytes: number;
  maxAgeMs: number;
  /** How long an answer with a `recheck` is served before it is checked again, in the background (default 500 ms). */
  recheckMs?: number;
  /** How long it may be served while that check (and a rebuild) runs; past it, requests wait for them (default 2 × recheckMs). */
  maxUncheckedMs?: number;
  /** What ages the entries; by default the process's monotonic clock. Tests pass one they move. */
  clock?: { now(): number };
}

/** `stale`: the stored answer was too long unchecked and had moved: this request waited for it to be built again. */
type CacheOutcome = 'hit' | 'miss' | 'shared' | 'bypass' | 'stale';

export class ResponseCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  private readonly building = new Map<string, Promise<CachedAnswer | null>>();
  private readonly clock: { now(): number };
  private readonly recheckMs: number;
  private readonly maxUncheckedMs: number;
  private readonly maxAgeMs: number;
  /** The checks and rebuilds running in the background (idle() waits for them). */
  private readonly refreshes = new Set<Promise<unknown>>();

  constructor(options: ResponseCacheOptions) {
    this.clock = options.clock ?? performance;
    this.recheckMs = options.recheckMs ?? 500;
    this.maxUncheckedMs = Math.max(this.recheckMs, options.maxUncheckedMs ?? 2 * this.recheckMs);
    this.maxAgeMs = options.maxAgeMs;
    this.entries = new LRUCache<string, CachedAnswer>({
      maxSize: options.maxBytes,
      sizeCalculation: (a) => a.body.length + (a.brotli?.length ?? 0) + 200,
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

  /** Resolves once no check or rebuild runs in the background (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.refreshes.size > 0) await Promise.allSettled([...this.refreshes]);
  }

  /**
   * The stored answer for `key`, or `build()`'s, stored when it may be shared. Returns the
   * response for a client that sent `acceptEncoding`, and how it was found.
   */
  async answer(key: string, acceptEncoding: string | undefined, build: () => Promise<Response | BuiltAnswer>): Promise<{ response: Response; outcome: CacheOutcome }> {
    const stored = this.entries.get(key);
    let stale = false;
    if (stored) {
      const unchecked = this.clock.now() - stored.checkedAt;
      if (!stored.recheck || unchecked < this.recheckMs) return { response: toResponse(stored, acceptEncoding), outcome: 'hit' };
      const refreshed = this.refresh(key, stored, build);
      // Known to hold a moment ago: served while it is checked (and built again) in the background —
      // for as long as a check and a rebuild as slow as its own build may take (decision 078).
      if (unchecked < this.maxUncheckedMs + 2 * stored.buildMs) return { response: toResponse(stored, acceptEncoding), outcome: 'hit' };
      const answer = await refreshed;
      if (answer === stored) return { response: toResponse(stored, acceptEncoding), outcome: 'hit' };
      if (answer) return { response: toResponse(answer, acceptEncoding), outcome: 'stale' };
      stale = true; // It moved and could not be built again there: this request builds its own.
    }

    const pending = this.building.get(key);
    if (pending) {
      const shared = await pending.catch(() => null);
      if (shared) return { response: toResponse(shared, acceptEncoding), outcome: 'shared' };
      return { response: responseOf(await build()), outcome: 'bypass' };
    }

    const { response, answer } = await this.buildAndStore(key, build);
    if (!answer) return { response, outcome: 'bypass' };
    return { response: toResponse(answer, acceptEncoding), outcome: stale ? 'stale' : 'miss' };
  }

  /**
   * Builds `key`'s answer (the requests that miss it meanwhile wait for this build) and stores
   * it when it may be shared. Returns the built response, and the stored answer (null: not stored).
   */
  private async buildAndStore(key: string, build: () => Promise<Response | BuiltAnswer>, rebuild = false): Promise<{ response: Response; answer: CachedAnswer | null }> {
    let settle!: (answer: CachedAnswer | null) => void;
    this.building.set(key, new Promise<CachedAnswer | null>((resolve) => (settle = resolve)));
    try {
      // The answer holds as of its build's start: a change committed after it is caught by its first check.
      const checkedAt = this.clock.now();
      const built = await build();
      const response = responseOf(built);
      if (!isShareable(response)) {
        settle(null);
        return { response, answer: null };
      }
      const holdsFor = Number(response.headers.get(SHARED_FOR_HEADER));
      const answer = await toCachedAnswer(response, built instanceof Response ? null : built.recheck, checkedAt, rebuild ? BROTLI_QUALITY_REBUILT : BROTLI_QUALITY);
      // Its compression included: a rebuild does that too.
      answer.buildMs = Math.max(0, this.clock.now() - checkedAt);
      if (holdsFor > 0 && holdsFor < this.maxAgeMs) this.entries.set(key, answer, { ttl: Math.ceil(holdsFor) });
      else this.entries.set(key, answer);
      settle(answer);
      return { response, answer };
    } catch (err) {
      settle(null);
      throw err;
    } finally {
      this.building.delete(key);
    }
  }

  /**
   * Checks a stored answer once (the requests that arrive meanwhile share the check) and, when
   * what it showed moved or the check failed, builds it again with `build` — away from any
   * request, so the stored answer may still be served meanwhile. Never rejects.
   */
  private refresh(key: string, stored: CachedAnswer, build: () => Promise<Response | BuiltAnswer>): Promise<CachedAnswer | null> {
    if (stored.refreshing) return stored.refreshing;
    const run = async (): Promise<CachedAnswer | null> => {
      // The time the check starts: a change committed after it is caught by the next check.
      const started = this.clock.now();
      // A failed check builds the answer again (which reports its own error).
      const holds = await Promise.resolve()
        .then(() => stored.recheck!())
        .catch(() => false);
      if (holds) {
        stored.checkedAt = Math.max(stored.checkedAt, started);
        return stored;
      }
      const pending = this.building.get(key);
      const answer = pending ? await pending.catch(() => null) : await this.buildAndStore(key, build, true).then((b) => b.answer, () => null);
      // Not built again (an error, or an answer that may not be shared): the moved one is not served any longer.
      if (!answer && this.entries.peek(key) === stored) this.entries.delete(key);
      return answer;
    };
    const refreshing = run();
    stored.refreshing = refreshing;
    this.refreshes.add(refreshing);
    void refreshing.finally(() => {
      if (stored.refreshing === refreshing) stored.refreshing = undefined;
      this.refreshes.delete(refreshing);
    });
    return refreshing;
  }
}

function responseOf(built: Response | BuiltAnswer): Response {
  return built instanceof Response ? built : built.response;
}

export function isShareable(response: Response): boolean {
  if (response.status !== 200 || !(knownBody(response) ?? response.body)) return false;
  if (response.headers.has('set-cookie')) return false;
  if (response.headers.has('content-encoding')) return false;
  return !NOT_SHARED.test(response.headers.get('cache-control') ?? '');
}

async function toCachedAnswer(response: Response, recheck: Recheck | null, checkedAt: number, brotliQuality: number): Promise<CachedAnswer> {
  const body = await bodyOf(response);
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => {
    if (!BODY_HEADERS.has(name)) headers.push([name, value]);
  });
  const gzipped = body.length >= GZIP_THRESHOLD;
  return { status: response.status, headers, body: gzipped ? gzipSync(body) : body, gzipped, brotli: gzipped ? brotliOf(body, brotliQuality) : null, recheck, checkedAt, buildMs: 0 };
}

/**
 * Brotli at quality 9 over a text's whole size: about a sixth smaller than gzip on our pages,
 * once per page build (quality 11 costs ten times that). But 9 costs 10–20 times quality 5 for
 * 1–2 % fewer bytes (a 190 KB home page: 21.7 against 22.2 KB, ~20–70 ms against ~3–5 ms):
 * worth it for an answer that stays, not for one built again because the stock it shows moved
 * — during a sale a hot product's page is rebuilt twice a second per process, and quality 9
 * took a quarter of an instance's CPU (decision 078). Those get quality 5; the next build
 * after the answer's age limit (or a catalog change) is a first build again.
 */
const BROTLI_QUALITY = 9;
const BROTLI_QUALITY_REBUILT = 5;
function brotliOf(body: Buffer, quality: number): Buffer {
  return brotliCompressSync(body, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** A fresh Response for one client (the caller's middlewares may still add headers to it), its bytes at hand (knownBody). */
function toResponse(answer: CachedAnswer, acceptEncoding: string | undefined): Response {
  const headers = new Headers(answer.headers);
  let body = answer.body;
  if (answer.gzipped) {
    headers.set('Vary', 'Accept-Encoding');
    if (answer.brotli && prefersBrotli(acceptEncoding)) {
      headers.set('Content-Encoding', 'br');
      body = answer.brotli;
    } else if (selectEncoding(acceptEncoding) === 'gzip') headers.set('Content-Encoding', 'gzip');
    else body = gunzipSync(body);
  }
  headers.set('Content-Length', String(body.length));
  return bufferedResponse(body, { status: answer.status, headers });
}
