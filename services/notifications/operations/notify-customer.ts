// Writes a customer's notification inside the transaction of the change it reports (issue 13
// item 3; after-cart.md "Notifications"): the caller passes its own `trx`, so the notification
// commits with the change or rolls back with it — never one without the other. The helpers
// below are what the use cases call: the customer cancelling an order (cancel-order.ts), and
// the seller console and payment flows moving an order's status or payment status, a refund's
// payment or return status, or sending the customer a message (type `customer`). A
// notification is stored as it is shown, in the customer's language when it was made (their
// account's, else the shop's default; docs/decisions/053): the bell shows stored rows as they are.
import { customerTexts } from '../../../core/customer-texts';
import type { OrderStatus, PaymentStatus } from '../../../core/order-state';
import { findRecipient } from '../../../db/customer.repository';
import { insertNotification, type NewNotification } from '../../../db/notification.repository';
import { findFirstLineImage } from '../../../db/order.repository';
import type { Trx } from '../../../db/run-write';
import type { Order } from '../../../db/schema';

/** Any notification, as is. Prefer the typed helpers below. */
export function notifyCustomer(trx: Trx, notification: NewNotification): Promise<number> {
  return insertNotification(trx, notification);
}

/** The texts in the customer's language: their account's, else the shop's default (docs/decisions/053). */
export async function textsFor(trx: Trx, shopId: number, customerId: number) {
  return customerTexts((await findRecipient(trx, shopId, customerId)).language);
}

/** The fields of an order a notification about it needs. */
export type NotifiedOrder = Pick<Order, 'id' | 'shop_id' | 'customer_id' | 'code'>;

export const orderUrl = (orderId: number): string => `/customer/dashboard/purchase-details/${orderId}`;
export const refundUrl = (refundId: number): string => `/customer/dashboard/refund-details/${refundId}`;
export const messageUrl = (ticketId: number): string => `/customer/dashboard/messages/${ticketId}`;

/** `customer_order_status_updated`: the order moved to `status`. */
export async function notifyOrderStatus(trx: Trx, order: NotifiedOrder, status: OrderStatus, now: string): Promise<number> {
  return insertNotification(trx, {
    shopId: order.shop_id,
    customerId: order.customer_id,
    type: 'customer_order_status_updated',
    url: orderUrl(order.id),
    message: (await textsFor(trx, order.shop_id, order.customer_id)).orderStatus(order.code, status),
    number: order.code,
    image: await findFirstLineImage(trx, order.shop_id, order.id),
    now,
  });
}

/**
 * The delivered order's invitation to review it (decision 067): a `customer` entry (the shop
 * speaking to its shopper; the spec's notification types stay as they are) leading to the
 * order's page, where each line links to its review form.
 */
export async function notifyReviewInvite(trx: Trx, order: NotifiedOrder, items: number, now: string): Promise<number> {
  return insertNotification(trx, {
    shopId: order.shop_id,
    customerId: order.customer_id,
    type: 'customer',
    url: `${orderUrl(order.id)}#review`,
    message: (await textsFor(trx, order.shop_id, order.customer_id)).reviewInvite(order.code, items),
    number: order.code,
    image: await findFirstLineImage(trx, order.shop_id, order.id),
    now,
  });
}

/** `customer_order_payment_status_updated`: the order's payment moved to `status`. */
export async function notifyOrderPaymentStatus(trx: Trx, order: NotifiedOrder, status: PaymentStatus, now: string): Promise<number> {
  return insertNotification(trx, {
    shopId: order.shop_id,
    customerId: order.customer_id,
    type: 'customer_order_payment_status_updated',
    url: orderUrl(order.id),
    message: (await textsFor(trx, order.shop_id, order.customer_id)).orderPaymentStatus(order.code, status),
    number: order.code,
    image: await findFirstLineImage(trx, order.shop_id, order.id),
    now,
  });
}

/** The fields of a refund request a notification about it needs. */
export interface NotifiedRefund {
  id: number;
  shopId: number;
  customerId: number;
  /** The refund's code shown to the customer. */
  code: string;
  image?: string | null;
}

/** `customer_refund_request_payment_status_updated`: the refund's payment moved to `state`. */
export async function notifyRefundPaymentStatus(trx: Trx, refund: NotifiedRefund, state: string, now: string): Promise<number> {
  return insertNotification(trx, {
    shopId: refund.shopId,
    customerId: refund.customerId,
    type: 'customer_refund_request_payment_status_updated',
    url: refundUrl(refund.id),
    message: (await textsFor(trx, refund.shopId, refund.customerId)).refundPaymentStatus(refund.code, state),
    number: refund.code,
    image: refund.image ?? null,
    now,
  });
}

/** `customer_refund_request_return_status_updated`: the return of the refunded goods moved to `state`. */
export async function notifyRefundReturnStatus(trx: Trx, refund: NotifiedRefund, state: string, now: string): Promise<number> {
  return insertNotification(trx, {
    shopId: refund.shopId,
    customerId: refund.customerId,
    type: 'customer_refund_request_return_status_updated',
    url: refundUrl(refund.id),
    message: (await textsFor(trx, refund.shopId, refund.customerId)).refundReturnStatus(refund.code, state),
    number: refund.code,
    image: refund.image ?? null,
    now,
  });
}

/** `customer`: a message from the shop (a thread reply, an announcement), leading to `url`. */
export function notifyCustomerMessage(
  trx: Trx,
  message: { shopId: number; customerId: number; text: string; url: string; number?: string; image?: string | null },
  now: string,
): Promise<number> {
  return insertNotification(trx, {
    shopId: message.shopId,
    customerId: message.customerId,
    type: 'customer',
    url: message.url,
    message: message.text.slice(0, 500),
    number: message.number ?? '',
    image: message.image ?? null,
    now,
  });
}
