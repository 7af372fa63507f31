// GET /seller/thread-attachment/{message_id} (issue 14 item 4): a thread message's file for the
// shop's staff (the customer's own link is /customer/support-attachment/{id}), through the same
// use case: a download with the content type fixed at upload, nosniff and a sandboxing CSP.
// Anyone else — a guest, a customer, another shop's staff — gets the not-found page.
import type { Context } from 'hono';
import { messages } from '../../../core/messages';
import { DomainError } from '../../../services/domain-error';
import { readThreadAttachment } from '../../../services/support/read-thread-attachment';
import { errorPageHtml } from '../../errors';
import type { ApiApp, AppEnv } from '../../hono-env';

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function registerSellerThreadAttachment(app: ApiApp) {
  app.get('/seller/thread-attachment/:id', async (c: Context<AppEnv>) => {
    const notFound = () => c.html(errorPageHtml(messages.pageNotFound, 404), 404, { 'Cache-Control': 'private, no-store' });
    if (c.var.ctx.actor.kind !== 'staff') return notFound();
    try {
      const file = await readThreadAttachment(c.var.ctx, c.req.param('id'));
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
  });
}
