// The CSP helpers (server/csp.ts): which inline scripts are hashed, the payment pages a form may
// go on to, and a cached page's header naming exactly its inline scripts.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, newNonce, pagePolicy, paymentFormTargets, withScriptHashes } from './csp';
import { bufferedResponse, knownBody } from '../services/page-body';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes every inline script a browser runs, once each, and nothing else', () => {
    const html = [
      '<script>window.a = 1</script>',
      '<script type="module">import "/assets/x.js";</script>',
      "<SCRIPT type='text/javascript'>b()</SCRIPT>",
      '<script>window.a = 1</script>',
      '<script src="/shell/customer-hint-1.js"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script async src="/x.js"></script>',
      '<script nonce="abc">c()</script >',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = 1'), sha('import "/assets/x.js";'), sha('b()'), sha('c()')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });

  it("gives the same hashes for the page's UTF-8 bytes read as Latin-1 (a Bangla script too)", () => {
    const html = '<p>দাম</p><script>window.t = "মূল্য ৳১২০"</script><script>x()</script>';
    expect(inlineScriptHashes(Buffer.from(html).toString('latin1'), 'latin1')).toEqual([sha('window.t = "মূল্য ৳১২০"'), sha('x()')]);
  });
});

describe('paymentFormTargets', () => {
  it('allows each configured provider: its API base (sandboxes host their pages there) and its live pages', () => {
    expect(paymentFormTargets({ bkash: null, stripe: null })).toEqual([]);
    const both = paymentFormTargets({
      bkash: { baseUrl: 'http://127.0.0.1:3101/tokenized', appKey: 'k', appSecret: 's', username: 'u', password: 'p', isSandbox: true },
      stripe: { apiBase: 'https://api.stripe.com', secretKey: 'sk', webhookSecret: 'wh', isSandbox: false },
    });
    expect(both).toEqual(['http://127.0.0.1:3101', 'https://*.bkash.com', 'https://*.bka.sh', 'https://api.stripe.com', 'https://checkout.stripe.com']);
    expect(pagePolicy(both).withNonce('n')).toContain("form-action 'self' http://127.0.0.1:3101 https://*.bkash.com");
  });
});

describe('withScriptHashes', () => {
  it('puts the hashes of a built page in its header, keeps status, headers and body; leaves other answers alone', async () => {
    const body = '<!doctype html><html><body><script>go()</script></body></html>';
    const page = await withScriptHashes(new Response(body, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'x-cache': 'miss' } }), pagePolicy([]));
    expect(page.status).toBe(404);
    expect(page.headers.get('x-cache')).toBe('miss');
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'self' ${sha('go()')};`);
    expect(await page.text()).toBe(body);
    const json = Response.json({ ok: true });
    expect(await withScriptHashes(json, pagePolicy([]))).toBe(json);
  });

  it('hashes a rendered page from its Buffer (services/page-body.ts) and keeps the same Response and body', async () => {
    const html = '<!doctype html><html><body><script>go("৳")</script></body></html>';
    const built = bufferedResponse(Buffer.from(html), { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
    const page = await withScriptHashes(built, pagePolicy([]));
    expect(page).toBe(built);
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'self' ${sha('go("৳")')};`);
    expect(knownBody(page)?.toString()).toBe(html);
    expect(await page.text()).toBe(html);
  });

  it('a nonce is 128 random bits, new every time', () => {
    const a = newNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
    expect(pagePolicy([]).withNonce(a)).toContain(`script-src 'self' 'nonce-${a}';`);
  });

  it('lets `npm run dev` reach its hot-reload WebSocket; nothing else connects elsewhere', () => {
    expect(pagePolicy([], { development: true }).withHashes([])).toContain("connect-src 'self' ws: wss:;");
    expect(pagePolicy([]).withHashes([])).toContain("connect-src 'self';");
  });
});
