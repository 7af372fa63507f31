// A custom notification from the shop to one customer (issue 14 item 4; type `customer`): plain
// text up to 500 characters and an optional link to a page of this shop's site (a path; the
// customer's notification list opens it). Written in one transaction; the customer must be this
// shop's (another shop's customer id is not found like an unknown one). Staff only. The audit
// log's row is written in the same transaction.
import { NOTIFY_MESSAGE_MAX, readNotificationLink, sellerConsoleMessages } from '../../core/seller-console';
import { findCustomerById } from '../../db/customer.repository';
import { runWrite } from '../../db/run-write';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { notifyCustomerMessage } from '../notifications/operations/notify-customer';
import { plainText } from '../support/thread-input';
import { recordAudit } from '../audit';
import { requireStaff } from '../actors';

/** Where a notification without a link leads: the customer's dashboard. */
export const DEFAULT_NOTIFICATION_URL = '/customer/dashboard';

export async function notifySellerCustomer(ctx: Ctx, input: { customerId: number; message: unknown; link?: unknown }): Promise<{ notification_id: number }> {
  requireStaff(ctx);
  const { db, shop } = ctx;
  const customer =
    Number.isSafeInteger(input.customerId) && input.customerId > 0
      ? await findCustomerById(db, shop.id, input.customerId)
      : undefined;
  if (!customer) throw new DomainError('not_found', sellerConsoleMessages.customerNotFound);
  const text = plainText(input.message);
  if (text === '') throw new DomainError('invalid', sellerConsoleMessages.notifyMessageRequired, { message: sellerConsoleMessages.notifyMessageRequired });
  if (text.length > NOTIFY_MESSAGE_MAX) throw new DomainError('invalid', sellerConsoleMessages.notifyMessageTooLong, { message: sellerConsoleMessages.notifyMessageTooLong });
  const link = readNotificationLink(input.link);
  if (link === null) throw new DomainError('invalid', sellerConsoleMessages.notifyLinkInvalid, { link: sellerConsoleMessages.notifyLinkInvalid });
  const now = new Date(ctx.clock.now()).toISOString();
  const url = link || DEFAULT_NOTIFICATION_URL;
  const id = await runWrite(db, async (trx) => {
    const notificationId = await notifyCustomerMessage(trx, { shopId: shop.id, customerId: customer.id, text, url }, now);
    await recordAudit(trx, ctx, { action: 'customer.notify', entity: 'customer', entityId: customer.id, after: { notification_id: notificationId, message: text, url } });
    return notificationId;
  });
  return { notification_id: id };
}
