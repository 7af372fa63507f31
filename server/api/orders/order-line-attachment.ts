// GET /customer/order-attachment/{line_id} and /seller/order-attachment/{line_id} (issue 23
// item 8): the design attached to a line of a placed order, for the order's customer and for
// the shop's staff, through one use case. Downloads with the content type fixed at upload,
// nosniff and a sandboxing CSP; anyone else gets the not-found page.
import type { Context } from 'hono';
import { messages } from '../../../core/messages';
import { DomainError } from '../../../services/domain-error';
import { readOrderLineAttachment } from '../../../services/cart/read-order-line-attachment';
import { errorPageHtml } from '../../errors';
import type { ApiApp, AppEnv } from '../../hono-env';

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function serve(c: Context<AppEnv>, who: 'customer' | 'staff') {
  const notFound = () => c.html(errorPageHtml(messages.pageNotFound, 404), 404, { 'Cache-Control': 'private, no-store' });
  if (c.var.ctx.actor.kind !== who) return notFound();
  try {
    const file = await readOrderLineAttachment(c.var.ctx, c.req.param('line') ?? '');
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': contentDisposition(file.originalName),
      'Content-Length': String(file.bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  } catch (err) {
    if (err instanceof DomainError && err.code === 'not_found') return notFound();
    throw err;
  }
}

export function registerOrderLineAttachment(app: ApiApp) {
  app.get('/customer/order-attachment/:line', (c) => serve(c, 'customer'));
  app.get('/seller/order-attachment/:line', (c) => serve(c, 'staff'));
}
