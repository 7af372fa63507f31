// GET /customer/support-attachment/{message_id} (issue 13 item 2): a thread message's file, to
// the thread's customer only (the seller console serves it to the shop's staff through the same
// use case). A download with the content type fixed at upload, nosniff and a sandboxing CSP;
// anyone else — a guest, another customer, another shop — gets the not-found page.
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

export function registerSupportAttachment(app: ApiApp) {
  app.get('/customer/support-attachment/:id', async (c: Context<AppEnv>) => {
    const notFound = () => c.html(errorPageHtml(messages.pageNotFound, 404), 404, { 'Cache-Control': 'private, no-store' });
    if (!c.var.customerAuth) return notFound();
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
