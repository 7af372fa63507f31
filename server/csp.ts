// The Content-Security-Policy of every answer (issue 24 item 4, docs/decisions/048).
//
// - A page rendered for one request (cart, checkout, dashboard, seller console, login…) gets a
//   fresh nonce: React Router and React put it on every inline script they stream
//   (app/entry.server.tsx), and the header names it.
// - A page from the shared answer cache (server/response-cache.ts) is one body served to many
//   shoppers: a nonce in it would be the same for all of them. It is rendered without a nonce,
//   and when it is built — once, before it is stored — the SHA-256 of each inline script in it
//   is put in its header, which the cache stores with the body. Hashes need no JavaScript and no
//   rewrite of the stored (gzipped) bytes on the way out.
// - Scripts from files come from this origin only ('self': /assets, /shell); no 'unsafe-inline',
//   no 'unsafe-eval', no 'strict-dynamic' (the blocking /shell script in <head> is parser-inserted,
//   and every module import is same-origin). Styles may be inline (React writes style=""
//   attributes and the dialog's scroll lock inserts a <style>); with img-src, font-src and
//   connect-src on this origin, injected CSS can reach no other site.
// - Anything that is not HTML (JSON, images, files) gets `default-src 'none'`: a document opened
//   from it (an uploaded SVG, an API answer) runs nothing and loads nothing.
import { createHash, randomBytes } from 'node:crypto';
import { knownBody } from '../services/page-body';
import type { PaymentProvidersConfig } from '../services/adapters/payments/payment-providers';

/** For answers that are not pages: nothing runs or loads, and no site frames them. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The service worker's own policy (a worker runs under its script's header): it fetches pages,
 * assets and pictures from this origin only, and loads nothing else.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

/** Where the live providers' hosted payment pages are (bKash: payment.bkash.com, its sandbox under it; Stripe Checkout). */
const LIVE_PAYMENT_PAGES = { bkash: ['https://*.bkash.com', 'https://*.bka.sh'], stripe: ['https://checkout.stripe.com'] };

/**
 * The origins a form of ours may be sent to besides our own: the payment pages a checkout or a
 * recharge redirects to (Chromium checks form-action on the redirects of a form submission too,
 * which is how a shopper without JavaScript reaches bKash or Stripe). For each configured
 * provider, the origin of its API base (the sandboxes serve their hosted pages there) and its
 * live hosted pages.
 */
export function paymentFormTargets(config: PaymentProvidersConfig): string[] {
  const targets = new Set<string>();
  const add = (base: string | undefined, live: string[]) => {
    if (!base) return;
    try {
      targets.add(new URL(base).origin);
    } catch {
      // An unparsable base URL is refused by loadEnv; nothing to allow here.
    }
    for (const origin of live) targets.add(origin);
  };
  add(config.bkash?.baseUrl, LIVE_PAYMENT_PAGES.bkash);
  add(config.stripe?.apiBase, LIVE_PAYMENT_PAGES.stripe);
  return [...targets];
}

/** A nonce for one answer: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface PagePolicy {
  /** The header for a page whose inline scripts carry `nonce`. */
  withNonce(nonce: string): string;
  /** The header for a page whose inline scripts are exactly those with these `'sha256-…'` sources. */
  withHashes(hashes: readonly string[]): string;
}

/**
 * The page policy of this deployment (`formTargets`: paymentFormTargets). `development`: `npm run
 * dev`, whose hot reload talks to Vite over a WebSocket on a port of its own.
 */
export function pagePolicy(formTargets: readonly string[], { development = false }: { development?: boolean } = {}): PagePolicy {
  const rest = [
    "style-src 'self' 'unsafe-inline'",
    // Uploads are on this origin; the shop's favicon is a data: SVG; an attachment's preview is a blob:.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "media-src 'self'",
    // A product's video is an embed from whatever site the seller names (YouTube, Facebook, …).
    'frame-src https:',
    // The shop's own service worker, /sw.js (docs/decisions/071), and nothing else.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    "frame-ancestors 'self'",
  ].join('; ');
  const policy = (scriptSources: string) => `default-src 'self'; script-src 'self'${scriptSources}; script-src-attr 'none'; ${rest}`;
  return {
    withNonce: (nonce) => policy(` 'nonce-${nonce}'`),
    withHashes: (hashes) => policy(hashes.length ? ` ${hashes.join(' ')}` : ''),
  };
}

// An inline script: a <script> start tag without src=, its text, its end tag. React and React
// Router escape "</script" inside the scripts they write (and "<" in JSON), so the first end tag
// closes it.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /(?:^|\s)src\s*=/i;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// The types a browser runs; any other (application/ld+json, …) is data, which CSP does not check.
const RUN_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function runsInline(attributes: string): boolean {
  if (SRC.test(attributes)) return false;
  const type = TYPE.exec(attributes);
  return !type || RUN_TYPES.has((type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase());
}

/**
 * The `'sha256-…'` source of each distinct inline script the page runs, in order of appearance.
 * `html` may be the page's UTF-8 bytes read as Latin-1 (one character per byte, which costs
 * almost nothing to make): tags and attributes are ASCII either way, and `encoding` 'latin1'
 * hashes each script's own bytes back as they are.
 */
export function inlineScriptHashes(html: string, encoding: 'utf8' | 'latin1' = 'utf8'): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    if (!runsInline(match[1] ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2] ?? '', encoding).digest('base64')}'`);
  }
  return [...hashes];
}

/** Whether an answer is an HTML document (the ones a page policy is for). */
export function isHtml(response: Response): boolean {
  return /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
}

/**
 * A built page with the hashes of its inline scripts in its header (for the shared answer
 * cache: computed once, stored with the body). Anything but HTML is returned as it is.
 */
export async function withScriptHashes(response: Response, policy: PagePolicy): Promise<Response> {
  if (!isHtml(response)) return response;
  const known = knownBody(response);
  if (known) {
    // The page render's own Buffer (services/page-body.ts): no stream to read, no text to decode.
    response.headers.set('Content-Security-Policy', policy.withHashes(inlineScriptHashes(known.toString('latin1'), 'latin1')));
    return response;
  }
  if (!response.body) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set('Content-Security-Policy', policy.withHashes(inlineScriptHashes(html)));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
