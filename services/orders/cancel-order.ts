// A customer cancels their order (after-cart.md "Order and payment states"): allowed from
// pending or confirmed (core/order-state). In one transaction: the status moves with a
// conditional update from the state it was read in (a concurrent move — the shop confirming
// or packing, another cancel — makes this one refuse or find it already cancelled), a
// timeline entry is written, and stock, the coupon use and the balances used are given back exactly once, under
// the `restored_at is null` guard, so two cancels racing each other restore once.
import { isStoredId } from '../../core/cart';
import { ORDER_STATUSES, customerCanCancel } from '../../core/order-state';
import { orderMessages } from '../../core/order-messages';
import {
  findCustomerOrder,
  giveBackProductStock,
  giveBackVariantStock,
  insertOrderEvent,
  listOrderEvents,
  listOrderLines,
  markOrderRestored,
  moveOrderStatus,
  moveVariantProductAggregate,
  releaseCouponUse,
} from '../../db/order.repository';
import { runWrite, type Trx } from '../../db/run-write';
import { creditBackForOrder } from '../balances/order-balances';
import type { Order } from '../../db/schema';
import { requireCustomerId, type Ctx } from '../context';
import { DomainError } from '../domain-error';
import type { OrderDetailView } from '../checkout/checkout-types';
import { orderDetailView } from './order-views';
import { notifyOrderStatus } from '../notifications/notify-customer';
import { listOrderPayments } from '../../db/payment.repository';
import { enqueueRefund } from '../payments/record-payment-outcome';

const CANCELLABLE = ORDER_STATUSES.filter(customerCanCancel);

/** Gives back what the order took (stock, coupon use) — once; whether this call did it. */
export async function restoreOrder(trx: Trx, order: Order, now: string): Promise<boolean> {
  if (!(await markOrderRestored(trx, order.shop_id, order.id, now))) return false;
  const lines = await listOrderLines(trx, order.shop_id, order.id);
  const sorted = [...lines].sort((a, b) => a.product_id - b.product_id || (a.variant < b.variant ? -1 : a.variant > b.variant ? 1 : 0));
  for (const line of sorted) {
    if (line.variant === '') await giveBackProductStock(trx, order.shop_id, line.product_id, line.quantity);
    else {
      await giveBackVariantStock(trx, order.shop_id, line.product_id, line.variant, line.quantity);
      await moveVariantProductAggregate(trx, order.shop_id, line.product_id, line.quantity);
    }
  }
  await releaseCouponUse(trx, order.shop_id, order.id, now);
  // Each balance's share goes back to the balance it came from (once: keyed by the order too).
  await creditBackForOrder(trx, order, now, order.status === 'returned' ? 'returned' : 'cancelled');
  // Money a provider took for this order goes back through the same provider (the
  // payment.refund job: keyed by the provider's reference, so it never refunds twice).
  for (const payment of await listOrderPayments(trx, order.shop_id, order.id)) {
    if ((payment.provider === 'bkash' || payment.provider === 'stripe') && payment.state === 'paid') await enqueueRefund(trx, payment, now);
  }
  return true;
}

export async function cancelOrder(ctx: Ctx, purchaseId: number): Promise<OrderDetailView> {
  const customerId = requireCustomerId(ctx);
  const { db, shop } = ctx;
  const notFound = () => new DomainError('not_found', orderMessages.orderNotFound);
  if (!isStoredId(purchaseId)) throw notFound();
  const now = new Date(ctx.clock.now()).toISOString();
  return runWrite(db, async (trx) => {
    const order = await findCustomerOrder(trx, shop.id, customerId, purchaseId);
    if (!order) throw notFound();
    if (order.status !== 'cancelled') {
      if (!customerCanCancel(order.status)) throw new DomainError('conflict', orderMessages.cannotCancel);
      if (!(await moveOrderStatus(trx, shop.id, order.id, CANCELLABLE, 'cancelled', now))) {
        // Moved under us (PostgreSQL): read it again and answer from what it is now.
        const current = await findCustomerOrder(trx, shop.id, customerId, purchaseId);
        if (current?.status !== 'cancelled') throw new DomainError('conflict', orderMessages.cannotCancel);
      } else {
        await insertOrderEvent(trx, { shopId: shop.id, orderId: order.id, status: 'cancelled', actorKind: 'customer', actorId: customerId, note: null, at: now });
        await notifyOrderStatus(trx, order, 'cancelled', now);
      }
    }
    // A cancelled order's give-back happens once, whoever cancelled it and however often.
    await restoreOrder(trx, order, now);
    const fresh = (await findCustomerOrder(trx, shop.id, customerId, purchaseId))!;
    const [lines, events] = await Promise.all([listOrderLines(trx, shop.id, order.id), listOrderEvents(trx, shop.id, order.id)]);
    return orderDetailView(fresh, lines, events);
  });
}
