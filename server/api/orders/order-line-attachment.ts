// GET /customer/order-attachment/{line_id} and /seller/order-attachment/{line_id} (issue 23
// item 8): the design attached to a line of a placed order, for the order's customer and for
// the shop's staff, through one use case, answered as every stored upload is (server/api/attachment-answer.ts);
// anyone else gets the not-found page.
import type { Context } from 'hono';
import { messages } from '../../../core/messages';
import { readOrderLineAttachment } from '../../../services/cart/read-order-line-attachment';
import { errorPageHtml } from '../../errors';
import { answerAttachment } from '../attachment-answer';
import type { ApiApp, AppEnv } from '../../hono-env';

async function serve(c: Context<AppEnv>, who: 'customer' | 'staff') {
  const notFound = () => c.html(errorPageHtml(messages.pageNotFound, 404), 404, { 'Cache-Control': 'private, no-store' });
  if (c.get('ctx').actor.kind !== who) return notFound();
  return answerAttachment(c, notFound, () => readOrderLineAttachment(c.get('ctx'), c.req.param('line') ?? ''));
}

export function registerOrderLineAttachment(app: ApiApp) {
  app.get('/customer/order-attachment/:line', (c) => serve(c, 'customer'));
  app.get('/seller/order-attachment/:line', (c) => serve(c, 'staff'));
}
