// A new support ticket from the dashboard (after-cart.md "Support tickets and messages"):
// subject, message, optionally one of the customer's own orders and one attachment. The
// thread and its first message are written in one transaction; the file is stored first with
// the order-attachment rules, so a refused file opens nothing.
import { supportMessages } from '../../core/support-messages';
import { afterCommit, runWrite } from '../../db/run-write';
import { announceJobs } from '../../db/job.repository';
import { enqueueOwnerMessageAlert } from '../notifications/operations/owner-alert';
import { insertThread, insertThreadMessage, isCustomerOrder, recordThreadMessage } from '../../db/thread.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import { storeThreadAttachment } from './operations/store-thread-attachment';
import { isoNow, parseThreadId, readMessage, readSubject, type ThreadFile } from './thread-input';

export interface NewTicketInput {
  subject: unknown;
  message: unknown;
  /** One of the customer's orders (id), or empty / absent for a general ticket. */
  orderId?: unknown;
  attachment?: ThreadFile | null;
}

export async function createSupportTicket(ctx: Ctx, input: NewTicketInput): Promise<{ ticket_id: number }> {
  const customerId = requireCustomerId(ctx);
  const subject = readSubject(input.subject);
  const message = readMessage(input.message);
  let orderId: number | null = null;
  const rawOrder = input.orderId;
  if (rawOrder !== undefined && rawOrder !== null && rawOrder !== '' && rawOrder !== 0 && rawOrder !== '0') {
    orderId = parseThreadId(rawOrder);
    if (orderId === null || !(await isCustomerOrder(ctx.db, ctx.shop.id, customerId, orderId))) {
      throw new DomainError('invalid', supportMessages.orderNotFound, { order_id: supportMessages.orderNotFound });
    }
  }
  const attachmentId = await storeThreadAttachment(ctx, customerId, input.attachment);
  const now = isoNow(ctx);
  const id = await runWrite(ctx.db, async (trx) => {
    const threadId = await insertThread(trx, { shopId: ctx.shop.id, customerId, kind: 'ticket', subject, orderId, product: null, now });
    await insertThreadMessage(trx, { shopId: ctx.shop.id, threadId, author: 'customer', staffId: null, body: message, attachmentId, now });
    await recordThreadMessage(trx, ctx.shop.id, threadId, 'customer', customerId, now);
    // The owner's SMS for a new conversation (docs/decisions/057).
    if ((await enqueueOwnerMessageAlert(trx, ctx.shop, threadId, ctx.clock.now())) !== null) afterCommit(trx, () => announceJobs());
    return threadId;
  });
  return { ticket_id: id };
}
