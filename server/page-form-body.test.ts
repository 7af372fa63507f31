// The guard in front of React Router's actions: only a body `request.formData()` can read
// reaches a page action; everything else is a 4xx with a clear message, never a 500.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestMessages } from '../core/request-messages';
import type { AppEnv } from './hono-env';
import { pageFormBody } from './page-form-body';

// Stands in for React Router: an action reads the form the way every route action does.
function appWithAction(maxBytes?: number) {
  const app = new Hono<AppEnv>();
  app.use('*', pageFormBody(maxBytes));
  app.all('*', async (c) => {
    if (c.req.method === 'GET') return c.text('page');
    const form = await c.req.raw.formData();
    return c.json({ fields: [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}:${v.size}`]) });
  });
  return app;
}

const post = (app: Hono<AppEnv>, path: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', body, headers });

function multipart(boundary: string, parts: Array<[string, string]>): string {
  return parts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + `--${boundary}--\r\n`;
}

describe('page form bodies', () => {
  const app = appWithAction();

  it('passes urlencoded and well-formed multipart forms on, readable as before', async () => {
    const url = await post(app, '/customer/login', 'intent=password&phone=017', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(await url.json()).toEqual({ fields: [['intent', 'password'], ['phone', '017']] });
    const mp = await post(app, '/customer/cart', multipart('b0undary', [['intent', 'clear'], ['uid', '12']]), { 'content-type': 'multipart/form-data; boundary=b0undary' });
    expect(await mp.json()).toEqual({ fields: [['intent', 'clear'], ['uid', '12']] });
    const quoted = await post(app, '/customer/cart', multipart('a b', [['x', '1']]), { 'content-type': 'multipart/form-data; boundary="a b"' });
    expect(await quoted.json()).toEqual({ fields: [['x', '1']] });
    // Urlencoded garbage is still a form (URLSearchParams reads anything) when it decodes to storable text.
    const garbage = await post(app, '/customer/login', '%%%zz&=&a=%4&b=%E0%A6%B2', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(await garbage.json()).toEqual({ fields: [['%%%zz', ''], ['', ''], ['a', '%4'], ['b', 'ল']] });
  });

  it('refuses a form holding text no database can store with 422, before the action reads it (decision 035)', async () => {
    const cases: Array<[string, BodyInit, Record<string, string>, string]> = [
      ['urlencoded %00', 'intent=save&name=Rahim%00', { 'content-type': 'application/x-www-form-urlencoded' }, 'name'],
      ['urlencoded NUL in a name', 'na%00me=Rahim', { 'content-type': 'application/x-www-form-urlencoded' }, '$'],
      ['urlencoded bytes that are not UTF-8', 'intent=save&name=%ff', { 'content-type': 'application/x-www-form-urlencoded' }, 'name'],
      ['urlencoded surrogate bytes', 'intent=save&note=%ED%A0%80', { 'content-type': 'application/x-www-form-urlencoded' }, 'note'],
      ['urlencoded raw bytes that are not UTF-8', new Uint8Array([0x6e, 0x3d, 0xff]), { 'content-type': 'application/x-www-form-urlencoded' }, '$'],
      ['multipart NUL in a value', multipart('xyz', [['intent', 'save'], ['note', 'a\u0000b']]), { 'content-type': 'multipart/form-data; boundary=xyz' }, 'note'],
      ['multipart NUL in a name', multipart('xyz', [['no\u0000te', 'x']]), { 'content-type': 'multipart/form-data; boundary=xyz' }, '$'],
    ];
    for (const [name, body, headers, field] of cases) {
      const res = await post(app, '/customer/dashboard/address', body, headers);
      expect({ name, status: res.status }).toEqual({ name, status: 422 });
      const page = await res.text();
      expect(page).toContain(requestMessages.textUnstorable);
      if (field !== '$') expect(page).toContain(`the field “${field}”`);
    }
    // A file's bytes are not text: a NUL in an upload is fine.
    const upload = `--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0000PNG\r\n--xyz--\r\n`;
    const res = await post(app, '/customer/dashboard/manage-account', upload, { 'content-type': 'multipart/form-data; boundary=xyz' });
    expect(await res.json()).toEqual({ fields: [['avatar', 'file:a.png:4']] });
  });

  it('refuses an urlencoded form larger than the limit', async () => {
    const res = await post(appWithAction(1024), '/customer/login', `note=${'x'.repeat(2048)}`, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain(requestMessages.formTooLarge);
  });

  it('reads a bare POST (no body, no type) as an empty form, even when sent chunked', async () => {
    const res = await post(app, '/customer/logout', null);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ fields: [] });
    const chunked = await post(app, '/customer/logout', new Uint8Array(0), { 'transfer-encoding': 'chunked' });
    expect(await chunked.json()).toEqual({ fields: [] });
  });

  it('refuses bodies formData() cannot read with a 4xx and a message', async () => {
    const big = JSON.stringify({ a: 'a'.repeat(2 * 1024 * 1024) });
    const cases: Array<[string, BodyInit, Record<string, string>, number, string]> = [
      ['json', '{"intent":"password"}', { 'content-type': 'application/json' }, 415, requestMessages.formTypeUnsupported],
      ['2 MB json', big, { 'content-type': 'application/json' }, 415, requestMessages.formTypeUnsupported],
      ['text/plain', 'intent=password', { 'content-type': 'text/plain' }, 415, requestMessages.formTypeUnsupported],
      ['a body without a type', 'intent=password', { 'content-length': '15' }, 415, requestMessages.formTypeUnsupported],
      ['multipart without a boundary', '', { 'content-type': 'multipart/form-data' }, 400, requestMessages.formBoundaryMissing],
      ['multipart with an empty boundary', 'x', { 'content-type': 'multipart/form-data; boundary=' }, 400, requestMessages.formBoundaryMissing],
      ['empty multipart', '', { 'content-type': 'multipart/form-data; boundary=xyz' }, 400, requestMessages.formUnreadable],
      ['truncated multipart', '--xyz\r\ngarbage', { 'content-type': 'multipart/form-data; boundary=xyz' }, 400, requestMessages.formUnreadable],
      ['multipart with another boundary', multipart('other', [['a', '1']]), { 'content-type': 'multipart/form-data; boundary=xyz' }, 400, requestMessages.formUnreadable],
    ];
    for (const [name, body, headers, status, message] of cases) {
      const res = await post(app, '/customer/login', body, headers);
      expect({ name, status: res.status }).toEqual({ name, status });
      expect(await res.text()).toContain(message);
    }
  });

  it('refuses a multipart form larger than the limit before parsing it', async () => {
    const small = appWithAction(1024);
    const body = multipart('xyz', [['avatar', 'x'.repeat(2048)]]);
    const res = await post(small, '/customer/dashboard/manage-account', body, { 'content-type': 'multipart/form-data; boundary=xyz' });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain(requestMessages.formTooLarge);
  });

  it('refuses page-data requests whose _routes cannot be decoded, for any method', async () => {
    for (const query of ['_routes=%ff', '_routes=%', '_routes=routes%2Fx%E0%A4', 'index&_routes=%00']) {
      const get = await app.request(`/customer/cart.data?${query}`);
      expect({ query, status: get.status }).toEqual({ query, status: 400 });
      const write = await post(app, `/customer/cart.data?${query}`, 'intent=clear', { 'content-type': 'application/x-www-form-urlencoded' });
      expect({ query, status: write.status }).toEqual({ query, status: 400 });
      expect(await write.text()).toContain(requestMessages.routesUnreadable);
    }
    expect((await app.request('/customer/cart.data?_routes=routes%2Fcustomer%2Fcart%2Froute,root')).status).toBe(200);
    // Only page data names routes: elsewhere the query is the page's own business.
    expect((await app.request('/search?q=%ff&_routes=%ff')).status).toBe(200);
  });

  it('leaves the JSON API alone', async () => {
    const api = new Hono<AppEnv>();
    api.use('*', pageFormBody());
    api.post('/api/front/x', async (c) => c.json(await c.req.json()));
    const res = await api.request('/api/front/x', { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(await res.json()).toEqual({ a: 1 });
  });
});
