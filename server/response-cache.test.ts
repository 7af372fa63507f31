// The shared answer store on its own: what it keeps, what it refuses, one build for
// concurrent misses, gzip for clients that take it, size and age limits, and the recheck of
// what an answer showed beyond its key (decision 038: its stock).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ResponseCache, isShareable } from './response-cache';

const big = 'x'.repeat(5000);
const page = (body = big, init: ResponseInit = {}) => new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, ...init });
const cache = (maxBytes = 1_000_000, maxAgeMs = 60_000) => new ResponseCache({ maxBytes, maxAgeMs });

describe('ResponseCache', () => {
  it('builds once, then answers from memory with the same status, headers and body', async () => {
    const c = cache();
    let builds = 0;
    const build = async () => (builds++, page(big, { headers: { 'content-type': 'text/html; charset=utf-8', link: '</a.css>; rel=preload' } }));
    const first = await c.answer('k', undefined, build);
    const second = await c.answer('k', undefined, build);
    expect([first.outcome, second.outcome]).toEqual(['miss', 'hit']);
    expect(builds).toBe(1);
    for (const { response } of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('link')).toBe('</a.css>; rel=preload');
      expect(response.headers.get('content-length')).toBe(String(big.length));
      expect(await response.text()).toBe(big);
    }
    expect(c.size).toBe(1);
  });

  it('sends the stored gzip to a client that accepts it, and plain bytes to one that does not', async () => {
    const c = cache();
    await c.answer('k', undefined, async () => page());
    const zipped = (await c.answer('k', 'gzip, deflate', async () => page('other'))).response;
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(big.length);
    expect(gunzipSync(bytes).toString()).toBe(big);
    const plain = (await c.answer('k', 'identity', async () => page('other'))).response;
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(big);
  });

  it('sends the stored Brotli copy to a client that takes br at least as gladly as gzip', async () => {
    const c = cache();
    const text = Array.from({ length: 400 }, (_, i) => `<li>product ${i % 37} costs ${i * 7} taka</li>`).join('');
    await c.answer('k', undefined, async () => page(text));
    const br = (await c.answer('k', 'gzip, deflate, br, zstd', async () => page('other'))).response;
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(bytes.length);
    expect(brotliDecompressSync(bytes).toString()).toBe(text);
    const gz = (await c.answer('k', 'gzip', async () => page('other'))).response;
    expect(bytes.length).toBeLessThan(Buffer.from(await gz.arrayBuffer()).length);
    // gzip preferred by weight: gzip.
    expect((await c.answer('k', 'br;q=0.5, gzip', async () => page('other'))).response.headers.get('content-encoding')).toBe('gzip');
  });

  it('does not gzip a small body', async () => {
    const c = cache();
    const { response } = await c.answer('k', 'gzip', async () => page('{"ok":true}'));
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(await response.text()).toBe('{"ok":true}');
  });

  it.each([
    ['a 404', page(big, { status: 404 })],
    ['a redirect', new Response(null, { status: 302, headers: { location: '/x' } })],
    ['an answer that sets a cookie', page(big, { headers: { 'set-cookie': 'a=1' } })],
    ['a private answer', page(big, { headers: { 'cache-control': 'private, no-store' } })],
    ['a no-cache answer', page(big, { headers: { 'cache-control': 'no-cache' } })],
    ['an already encoded answer', page(big, { headers: { 'content-encoding': 'br' } })],
  ])('hands %s back untouched and keeps nothing', async (_name, response) => {
    expect(isShareable(response)).toBe(false);
    const c = cache();
    const got = await c.answer('k', 'gzip', async () => response);
    expect(got).toEqual({ response, outcome: 'bypass' });
    expect(c.size).toBe(0);
  });

  it('builds a key once for concurrent misses; the others share the answer', async () => {
    const c = cache();
    let builds = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const build = async () => {
      builds++;
      await gate;
      return page();
    };
    const all = Promise.all([c.answer('k', undefined, build), c.answer('k', undefined, build), c.answer('k', undefined, build)]);
    release();
    const results = await all;
    expect(builds).toBe(1);
    expect(results.map((r) => r.outcome).sort()).toEqual(['miss', 'shared', 'shared']);
    for (const r of results) expect(await r.response.text()).toBe(big);
  });

  it('lets waiters build their own when the first build fails or may not be shared', async () => {
    const c = cache();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const failing = c.answer('k', undefined, async () => {
      await gate;
      throw new Error('boom');
    });
    const waiter = c.answer('k', undefined, async () => page('mine'));
    release();
    await expect(failing).rejects.toThrow('boom');
    const got = await waiter;
    expect(got.outcome).toBe('bypass');
    expect(await got.response.text()).toBe('mine');

    let open!: () => void;
    const gate2 = new Promise<void>((r) => (open = r));
    const refused = c.answer('j', undefined, async () => {
      await gate2;
      return page(big, { status: 404 });
    });
    const second = c.answer('j', undefined, async () => page('fresh'));
    open();
    expect((await refused).outcome).toBe('bypass');
    expect(await (await second).response.text()).toBe('fresh');
    // A failure leaves nothing behind: the next request builds again.
    expect((await c.answer('k', undefined, async () => page())).outcome).toBe('miss');
  });

  it('forgets the least recently used answers beyond its size', async () => {
    const c = cache(700); // room for two gzipped pages (about 50 bytes each, plus 200 for the entry), not three
    await c.answer('a', undefined, async () => page());
    await c.answer('b', undefined, async () => page());
    await c.answer('a', undefined, async () => page()); // a is now the most recent
    await c.answer('c', undefined, async () => page());
    expect((await c.answer('a', undefined, async () => page())).outcome).toBe('hit');
    expect((await c.answer('b', undefined, async () => page())).outcome).toBe('miss');
  });

  it('builds again once an answer is older than its maximum age', async () => {
    let now = 1_000;
    const c = new ResponseCache({ maxBytes: 1_000_000, maxAgeMs: 30, clock: { now: () => now } });
    await c.answer('k', undefined, async () => page());
    now += 30;
    expect((await c.answer('k', undefined, async () => page())).outcome).toBe('hit');
    now += 1;
    expect((await c.answer('k', undefined, async () => page())).outcome).toBe('miss');
  });

  it('keeps an answer that says it holds for less no longer than that, and does not send that on', async () => {
    let now = 1_000;
    const c = new ResponseCache({ maxBytes: 1_000_000, maxAgeMs: 60_000, clock: { now: () => now } });
    const until = (ms: string) => async () => page(big, { headers: { 'content-type': 'text/html', 'x-shared-for-ms': ms } });
    const first = await c.answer('k', undefined, until('20'));
    expect(first.response.headers.get('x-shared-for-ms')).toBeNull();
    now += 20;
    const hit = await c.answer('k', undefined, until('20'));
    expect(hit.outcome).toBe('hit');
    expect(hit.response.headers.get('x-shared-for-ms')).toBeNull();
    now += 1;
    expect((await c.answer('k', undefined, until('5000'))).outcome).toBe('miss');
    // More than the maximum age, or nonsense: the maximum age.
    for (const [key, ms] of [['a', '600000'], ['b', 'soon'], ['c', '-3']] as const) {
      await c.answer(key, undefined, until(ms));
      now += 59_000;
      expect((await c.answer(key, undefined, until(ms))).outcome, ms).toBe('hit');
      now += 1_001;
      expect((await c.answer(key, undefined, until(ms))).outcome, ms).toBe('miss');
    }
  });

  describe('an answer with a recheck (the stock it showed)', () => {
    /** recheckMs 500, maxUncheckedMs 1000; the check and the build each take a few ms of real time. */
    function setup() {
      let now = 1_000;
      const c = new ResponseCache({ maxBytes: 1_000_000, maxAgeMs: 60_000, recheckMs: 500, maxUncheckedMs: 1000, clock: { now: () => now } });
      const state = { holds: true, checks: 0, builds: 0, fail: false, buildFails: false, status: 200, duringBuild: () => {} };
      const recheck = async () => {
        state.checks++;
        await new Promise((r) => setTimeout(r, 5));
        if (state.fail) throw new Error('database unavailable');
        return state.holds;
      };
      const build = async () => {
        const n = ++state.builds;
        state.duringBuild();
        await new Promise((r) => setTimeout(r, 5));
        if (state.buildFails) throw new Error('render failed');
        return { response: page(`v${n}`, { status: state.status }), recheck };
      };
      const ask = async () => {
        const a = await c.answer('k', undefined, build);
        return { outcome: a.outcome, body: await a.response.text() };
      };
      return { c, state, build, ask, advance: (ms: number) => (now += ms) };
    }

    it('is served without a check until recheckMs has passed since it was built or last checked', async () => {
      const { c, state, ask, advance } = setup();
      await ask();
      advance(499);
      expect(await ask()).toEqual({ outcome: 'hit', body: 'v1' });
      expect(state.checks).toBe(0);
      advance(1);
      expect(await ask()).toEqual({ outcome: 'hit', body: 'v1' });
      await c.idle();
      expect(state.checks).toBe(1);
      // Checked just now (and it held): not again for another recheckMs.
      advance(499);
      expect(await ask()).toEqual({ outcome: 'hit', body: 'v1' });
      await c.idle();
      expect([state.checks, state.builds]).toEqual([1, 1]);
    });

    it('is checked in the background: the requests that arrive meanwhile are served at once, and one check runs', async () => {
      const { c, state, ask, advance } = setup();
      await ask();
      advance(600);
      const answers = await Promise.all(Array.from({ length: 5 }, ask));
      expect(answers).toEqual(Array.from({ length: 5 }, () => ({ outcome: 'hit', body: 'v1' })));
      expect(state.checks).toBe(1); // started, not yet over: nobody waited for it
      await c.idle();
      expect([state.checks, state.builds]).toEqual([1, 1]);
    });

    it('is built again in the background, once, when the check says what it showed moved; the new answer replaces it', async () => {
      const { c, state, ask, advance } = setup();
      await ask();
      advance(600);
      state.holds = false;
      // Served the stored answer (known to hold 600 ms ago) while the check and the rebuild run.
      const during = await Promise.all(Array.from({ length: 4 }, ask));
      expect(during).toEqual(Array.from({ length: 4 }, () => ({ outcome: 'hit', body: 'v1' })));
      await c.idle();
      expect([state.checks, state.builds]).toEqual([1, 2]);
      // The new answer is served, and not checked again before recheckMs.
      state.holds = true;
      expect(await ask()).toEqual({ outcome: 'hit', body: 'v2' });
      advance(499);
      expect(await ask()).toEqual({ outcome: 'hit', body: 'v2' });
      await c.idle();
      expect(state.checks).toBe(1);
    });

    it('counts the time a rebuild takes: the new answer holds as of its build start', async () => {
      const { c, state, ask, advance } = setup();
      await ask();
      advance(600);
      state.holds = false;
      state.duringBuild = () => advance(300); // the rebuild takes 300 ms
      await ask();
      await c.idle();
      state.duringBuild = () => {};
      state.holds = true;
      advance(199); // 499 ms after the rebuild started
      expect(await ask()).toEqual({ outcome: 'hit', body: 'v2' });
      await c.idle();
      expect(state.checks).toBe(1);
      advance(1); // 500 ms after it started (200 after it ended): checked again
      expect(await ask()).toEqual({ outcome: 'hit', body: 'v2' });
      await c.idle();
      expect(state.checks).toBe(2);
    });

    it('is never served once maxUncheckedMs have passed since it was known to hold: requests wait for the check', async () => {
      const { c, state, ask, advance } = setup();
      await ask();
      advance(1000);
      // It still holds: the waiting requests get it, checked, as hits.
      expect(await Promise.all([ask(), ask()])).toEqual([
        { outcome: 'hit', body: 'v1' },
        { outcome: 'hit', body: 'v1' },
      ]);
      expect(state.checks).toBe(1);
      // It moved: the waiting requests get the new answer, built once.
      advance(1000);
      state.holds = false;
      expect(await Promise.all([ask(), ask(), ask()])).toEqual(Array.from({ length: 3 }, () => ({ outcome: 'stale', body: 'v2' })));
      await c.idle();
      expect([state.checks, state.builds]).toEqual([2, 2]);
    });

    it('waits past maxUncheckedMs for a background check that is still running, instead of serving the old answer', async () => {
      const { c, state, ask, advance } = setup();
      await ask();
      advance(600);
      state.holds = false;
      const early = ask(); // starts the check; served v1 (known to hold 600 ms ago)
      advance(500); // 1100 ms unchecked while that check and its rebuild still run
      const late = ask();
      expect(await early).toEqual({ outcome: 'hit', body: 'v1' });
      expect(await late).toEqual({ outcome: 'stale', body: 'v2' });
      await c.idle();
      expect([state.checks, state.builds]).toEqual([1, 2]);
    });

    it('when builds are slow, serves the new answer while the next rebuild runs, for maxUncheckedMs plus twice its own build time (decision 078)', async () => {
      const { c, state, ask, advance } = setup();
      state.duringBuild = () => advance(1200); // a machine past its capacity: a build takes longer than maxUncheckedMs
      await ask(); // v1, known to hold as of its build's start, 1,200 ms ago
      state.holds = false;
      state.duringBuild = () => {};
      // Without its build time counted it would be too old to serve already: it is served while v2 is built.
      expect(await ask()).toEqual({ outcome: 'hit', body: 'v1' });
      await c.idle();
      expect([state.checks, state.builds]).toEqual([1, 2]);
      // v2 took no time: the plain limit — past maxUncheckedMs, requests wait for the rebuild.
      advance(1000);
      expect(await ask()).toEqual({ outcome: 'stale', body: 'v3' });
      // An answer whose build took 100 ms is served up to 1,000 + 2 × 100 ms after its build started…
      state.duringBuild = () => advance(100);
      advance(1000);
      expect(await ask()).toEqual({ outcome: 'stale', body: 'v4' });
      advance(1099); // 1,199 ms since v4's build started
      expect(await ask()).toEqual({ outcome: 'hit', body: 'v4' });
      await c.idle(); // v5, 100 ms
      // …and no longer.
      advance(1100); // 1,200 ms since v5's build started
      expect(await ask()).toEqual({ outcome: 'stale', body: 'v6' });
      await c.idle();
      expect(state.builds).toBe(6);
    });

    it('a rebuilt answer that is worth compressing is sent as Brotli and gzip like a first build (its Brotli at a cheaper quality)', async () => {
      let now = 1_000;
      const c = new ResponseCache({ maxBytes: 1_000_000, maxAgeMs: 60_000, recheckMs: 500, maxUncheckedMs: 1000, clock: { now: () => now } });
      const text = (n: number) => `<p>${'stock shown '.repeat(400)}${n}</p>`;
      let n = 0;
      const build = async () => ({ response: page(text(++n)), recheck: async () => false });
      await c.answer('k', 'br', build);
      now += 600;
      await c.answer('k', 'br', build); // starts the check, which says it moved: rebuilt in the background
      await c.idle();
      const br = (await c.answer('k', 'gzip, deflate, br', build)).response;
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text(2));
      const gz = (await c.answer('k', 'gzip', build)).response;
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text(2));
    });

    it('builds the answer again when the check fails', async () => {
      const { c, state, ask, advance } = setup();
      await ask();
      advance(600);
      state.fail = true;
      expect(await ask()).toEqual({ outcome: 'hit', body: 'v1' });
      await c.idle();
      state.fail = false;
      expect(await ask()).toEqual({ outcome: 'hit', body: 'v2' });
      expect(state.builds).toBe(2);
    });

    it('stops serving an answer that moved when it cannot be built again in the background', async () => {
      const { c, state, ask, advance } = setup();
      await ask();
      advance(600);
      state.holds = false;
      state.buildFails = true;
      expect(await ask()).toEqual({ outcome: 'hit', body: 'v1' });
      await c.idle(); // the background rebuild failed: v1 is forgotten
      expect(c.size).toBe(0);
      state.buildFails = false;
      expect(await ask()).toEqual({ outcome: 'miss', body: 'v3' });
      // A rebuild that may not be shared (the product is gone: 404) also forgets the moved answer.
      advance(600);
      state.status = 404;
      expect(await ask()).toEqual({ outcome: 'hit', body: 'v3' });
      await c.idle();
      expect(c.size).toBe(0);
      expect(await ask()).toEqual({ outcome: 'bypass', body: 'v5' });
    });

    it('builds the answer itself when it is past maxUncheckedMs, moved, and the background rebuild fails', async () => {
      const { state, ask, advance } = setup();
      await ask();
      advance(1000);
      state.holds = false;
      state.buildFails = true;
      await expect(ask()).rejects.toThrow('render failed'); // the request's own build reports the error
      state.buildFails = false;
      expect(await ask()).toEqual({ outcome: 'miss', body: 'v4' });
    });

    it('never checks an answer built without a recheck', async () => {
      const { c, state, advance } = setup();
      await c.answer('k', undefined, async () => ({ response: page('plain'), recheck: null }));
      advance(10_000);
      expect((await c.answer('k', undefined, async () => page('other'))).outcome).toBe('hit');
      await c.idle();
      expect(state.checks).toBe(0);
    });
  });

  it('forgets everything on clear()', async () => {
    const c = cache();
    await c.answer('k', undefined, async () => page());
    c.clear();
    expect(c.size).toBe(0);
    expect((await c.answer('k', undefined, async () => page())).outcome).toBe('miss');
  });
});
