// Which requests get the light page (server/data-saver.ts, docs/decisions/070), and what every
// page answer says about it: the shopper's ?datasaver= (which sets the cookie) and the cookie
// over the browser's Save-Data and ECT hints; Accept-CH on pages, Critical-CH only while the
// answer could still change with ECT, and Vary naming the hints. No database is read here: the
// page cache's copy per mode is checked on the built server (tests/e2e/data-saver.test.ts).
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './hono-env';
import { requestDataSaver } from './data-saver';

function app() {
  const a = new Hono<AppEnv>();
  a.use('*', requestDataSaver({ trustProxy: false }));
  a.get('/page', (c) => c.html(`<p>${c.var.dataSaver ? 'light' : 'full'}</p>`, 200, { Vary: 'Accept-Encoding' }));
  a.get('/json', (c) => c.json({ light: c.var.dataSaver }));
  return a;
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await app().request(path, { headers });
  return { mode: res.headers.get('content-type')?.includes('html') ? await res.text() : JSON.stringify(await res.json()), headers: res.headers };
}

describe('the data-saver mode of a request', () => {
  it('is full by default, light for Save-Data: on or a slow ECT', async () => {
    expect((await get('/page')).mode).toBe('<p>full</p>');
    expect((await get('/page', { 'save-data': 'on' })).mode).toBe('<p>light</p>');
    expect((await get('/page', { ect: '3g' })).mode).toBe('<p>light</p>');
    expect((await get('/page', { ect: '4g', 'save-data': 'off' })).mode).toBe('<p>full</p>');
  });

  it("takes the shopper's choice over the hints, both ways, and keeps ?datasaver= in a cookie for a year", async () => {
    expect((await get('/page', { cookie: 'datasaver=off', 'save-data': 'on' })).mode).toBe('<p>full</p>');
    expect((await get('/page', { cookie: 'datasaver=on', ect: '4g' })).mode).toBe('<p>light</p>');
    const chosen = await get('/page?datasaver=on', { cookie: 'datasaver=off' });
    expect(chosen.mode).toBe('<p>light</p>');
    expect(chosen.headers.get('set-cookie')).toBe('datasaver=on; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax');
    // A value that is no choice changes nothing and sets nothing.
    const bogus = await get('/page?datasaver=maybe', { cookie: 'datasaver=%ZZ' });
    expect(bogus.mode).toBe('<p>full</p>');
    expect(bogus.headers.get('set-cookie')).toBeNull();
  });

  it('asks pages for the ECT hint, critically only while it could still change the answer, and names the hints in Vary', async () => {
    const open = await get('/page');
    expect(open.headers.get('accept-ch')).toBe('ECT');
    expect(open.headers.get('critical-ch')).toBe('ECT');
    expect(open.headers.get('vary')).toBe('Save-Data, ECT, Accept-Encoding');
    for (const headers of [{ 'save-data': 'on' }, { cookie: 'datasaver=off' }] as Array<Record<string, string>>) {
      const settled = await get('/page', headers);
      expect(settled.headers.get('accept-ch')).toBe('ECT');
      expect(settled.headers.get('critical-ch')).toBeNull();
    }
    // Not a page: no hints asked for.
    const json = await get('/json', { 'save-data': 'on' });
    expect(json.mode).toBe('{"light":true}');
    expect(json.headers.get('accept-ch')).toBeNull();
    expect(json.headers.get('vary')).toBeNull();
  });
});
