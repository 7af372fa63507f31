import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressResponses, prefersBrotli, selectEncoding } from './compress';
import { bufferedResponse } from '../services/page-body';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Product ${i}` })) };

function app() {
  const a = new Hono();
  a.use('*', compressResponses());
  a.get('/big', (c) => c.json(big));
  a.get('/small', (c) => c.json({ ok: true }));
  a.get('/no-transform', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.json(big);
  });
  a.get('/page', (c) => c.html(`<p>${'hello '.repeat(500)}</p>`));
  // A page as React Router streams it: its HTML in pieces, no length.
  a.get('/streamed', () => {
    const pieces = Array.from({ length: 20 }, (_, i) => `<p>piece ${i} ${'word '.repeat(100)}</p>`);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = pieces.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  });
  // A page as the page render makes it (app/entry.server.tsx): one Buffer beside its Response.
  a.get('/rendered', () => bufferedResponse(Buffer.from(`<p>${'দাম ৳১২০ '.repeat(300)}</p>`), { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
  return a;
}

describe('compressResponses', () => {
  it('gzips a JSON body in one piece, with its length and Vary', async () => {
    const res = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(body.length);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(big);
  });

  it('leaves small bodies, no-transform and clients without gzip alone', async () => {
    const small = await app().request('/small', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const kept = await app().request('/no-transform', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(kept.headers.get('Content-Encoding')).toBeNull();
    const plain = await app().request('/big');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.json()).toEqual(big);
  });

  it('says Vary: Accept-Encoding to a client without gzip as compress() does, once', async () => {
    const a = new Hono();
    a.use('*', compressResponses());
    a.get('/varied', (c) => c.json(big, 200, { Vary: 'Origin' }));
    a.get('/starred', (c) => c.json(big, 200, { Vary: '*' }));
    for (const headers of [{}, { 'Accept-Encoding': 'br' }, { 'Accept-Encoding': 'deflate' }] as Record<string, string>[]) {
      expect((await a.request('/varied', { headers })).headers.get('Vary')).toBe('Origin, Accept-Encoding');
      expect((await a.request('/starred', { headers })).headers.get('Vary')).toBe('*');
    }
    expect((await app().request('/small')).headers.get('Vary')).toBe('Accept-Encoding');
  });

  it('still compresses other bodies (and deflate) as compress() does', async () => {
    const page = await app().request('/page', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('hello hello');
    const deflated = await app().request('/big', { headers: { 'Accept-Encoding': 'deflate' } });
    expect(deflated.headers.get('Content-Encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString())).toEqual(big);
  });

  it('gzips a streamed page in one piece once it has ended, with its length', async () => {
    const res = await app().request('/streamed', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(body.length);
    const html = gunzipSync(body).toString();
    expect(html.startsWith('<p>piece 0 ')).toBe(true);
    expect(html).toContain('<p>piece 19 ');
    const plain = await app().request('/streamed');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toContain('piece 19');
  });

  it('gzips a rendered page from its Buffer, and sends it whole to a client without gzip', async () => {
    const res = await app().request('/rendered', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(body.length);
    expect(gunzipSync(body).toString()).toBe(`<p>${'দাম ৳১২০ '.repeat(300)}</p>`);
    const plain = await app().request('/rendered');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(`<p>${'দাম ৳১২০ '.repeat(300)}</p>`);
  });

  it("sends a page Brotli-compressed to a browser that prefers br, gzip to one that prefers gzip; JSON stays gzip", async () => {
    const text = `<p>${'দাম ৳১২০ '.repeat(300)}</p>`;
    const br = await app().request('/rendered', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('Content-Length'))).toBe(bytes.length);
    expect(brotliDecompressSync(bytes).toString()).toBe(text);
    const onlyBr = await app().request('/rendered', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(Buffer.from(await onlyBr.arrayBuffer())).toString()).toBe(text);
    const gz = await app().request('/rendered', { headers: { 'Accept-Encoding': 'br;q=0.5, gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    const json = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(json.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('prefers Brotli for a stored answer when the client weighs br at least as much as gzip', () => {
    expect(prefersBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(prefersBrotli('br;q=0.8, gzip;q=0.8')).toBe(true);
    expect(prefersBrotli('*')).toBe(true);
    expect(prefersBrotli('br;q=0.5, gzip')).toBe(false);
    expect(prefersBrotli('gzip, deflate')).toBe(false);
    expect(prefersBrotli('br;q=0')).toBe(false);
    expect(prefersBrotli(undefined)).toBe(false);
  });

  it('chooses the encoding as compress() does', () => {
    expect(selectEncoding(undefined)).toBeUndefined();
    expect(selectEncoding('br')).toBeUndefined();
    expect(selectEncoding('gzip;q=0.5, deflate;q=0.8')).toBe('deflate');
    expect(selectEncoding('*')).toBe('gzip');
    expect(selectEncoding('gzip;q=0, *;q=0.3')).toBe('deflate');
  });
});
