// GET /customer/support-attachment/{message_id} (issue 13 item 2): a thread message's file, to
// the thread's customer only (the seller console serves it to the shop's staff through the same
// use case). A download with the content type fixed at upload, nosniff and a sandboxing CSP;
// anyone else — a guest, another customer, another shop — gets the not-found page.
import type { Context } from 'hono';
import { messages } from '../../../core/messages';
import { readThreadAttachment } from '../../../services/support/read-thread-attachment';
import { errorPageHtml } from '../../errors';
import type { ApiApp, AppEnv } from '../../hono-env';
import { answerAttachment } from '../attachment-answer';

export function registerSupportAttachment(app: ApiApp) {
  app.get('/customer/support-attachment/:id', async (c: Context<AppEnv>) => {
    const notFound = () => c.html(errorPageHtml(messages.pageNotFound, 404), 404, { 'Cache-Control': 'private, no-store' });
    if (!c.get('customerAuth')) return notFound();
    return answerAttachment(c, notFound, () => readThreadAttachment(c.get('ctx'), c.req.param('id')));
  });
}
