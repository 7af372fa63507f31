// GET /seller/thread-attachment/{message_id} (issue 14 item 4): a thread message's file for the
// shop's staff (the customer's own link is /customer/support-attachment/{id}), through the same
// use case; GET /seller/refund-photo/{refund_id}/{n} (item 3): a refund request's n-th photo.
// Downloads with the content type fixed at upload, nosniff and a sandboxing CSP. Anyone else —
// a guest, a customer, another shop's staff — gets the not-found page.
import type { Context } from 'hono';
import { messages } from '../../../core/messages';
import { readRefundPhoto } from '../../../services/refunds/read-refund-photo';
import { readThreadAttachment, type ThreadAttachmentFile } from '../../../services/support/read-thread-attachment';
import { errorPageHtml } from '../../errors';
import type { ApiApp, AppEnv } from '../../hono-env';
import { answerAttachment } from '../attachment-answer';

function serve(read: (c: Context<AppEnv>) => Promise<ThreadAttachmentFile>) {
  return async (c: Context<AppEnv>) => {
    const notFound = () => c.html(errorPageHtml(messages.pageNotFound, 404), 404, { 'Cache-Control': 'private, no-store' });
    if (c.get('ctx').actor.kind !== 'staff') return notFound();
    return answerAttachment(c, notFound, () => read(c));
  };
}

export function registerSellerThreadAttachment(app: ApiApp) {
  app.get('/seller/thread-attachment/:id', serve((c) => readThreadAttachment(c.get('ctx'), c.req.param('id'))));
  app.get('/seller/refund-photo/:refund/:n', serve((c) => readRefundPhoto(c.get('ctx'), c.req.param('refund'), c.req.param('n'))));
}
