// The shop moves an order (after-cart.md "Order and payment states"; core/order-state.ts with
// actor 'shop'): pending → confirmed → processing → shipped (courier and tracking code
// required; a COD order with an advance only once the advance is paid) → delivered, cancelled up to processing, returned from shipped or delivered.
// In one transaction: a conditional update from the status it was read in (two staff moving
// one order at once: one wins, the other gets 409), the courier and tracking code, a timeline
// row with the staff member as actor, the customer's notification, and what follows:
// - cancelled / returned: stock, coupon use and balances given back once (restoreOrder), and
//   for a cancel, online payments already taken refunded through the provider (a job);
// - shipped: the "shipped" SMS with the tracking code; delivered: the "delivered" SMS and the
//   cashback earned (once); returned: that cashback taken back (never below zero).
import { isStoredId } from '../../core/cart';
import { mayConfirmOrder } from '../../core/order-confirmation';
import { canMoveOrder, isOrderStatus, orderStatusLabel, type OrderStatus } from '../../core/order-state';
import { sellerMessages } from '../../core/seller-messages';
import { cleanShipmentField } from '../../core/seller-rules';
import { announceJobs } from '../../db/job.repository';
import { insertOrderEvent, moveOrderStatus } from '../../db/order.repository';
import { listOrderPayments } from '../../db/payment.repository';
import { afterCommit, runWrite } from '../../db/run-write';
import { findShopOrder, setOrderShipment } from '../../db/seller-order.repository';
import { creditCashbackOnDelivery, reverseCashbackOnReturn } from '../balances/order-balances';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { notifyOrderStatus } from '../notifications/notify-customer';
import { enqueueOrderSms } from '../notifications/order-sms';
import { restoreOrder } from '../orders/cancel-order';
import { enqueueRefund } from '../payments/record-payment-outcome';
import { readSellerOrder } from './get-seller-order';
import { recordAudit } from './record-audit';
import { requireStaff } from './require-staff';
import type { SellerOrderDetail } from './seller-order-views';

export interface SellerMove {
  purchaseId: number;
  status: unknown;
  courier?: unknown;
  trackingCode?: unknown;
  note?: unknown;
}

export async function moveSellerOrder(ctx: Ctx, move: SellerMove): Promise<SellerOrderDetail> {
  const staff = requireStaff(ctx);
  const { db, shop } = ctx;
  const notFound = () => new DomainError('not_found', sellerMessages.orderNotFound);
  if (!isStoredId(move.purchaseId)) throw notFound();
  if (!isOrderStatus(move.status)) throw new DomainError('invalid', 'Unknown order status', { status: 'Unknown order status' });
  const to: OrderStatus = move.status;
  const courier = cleanShipmentField(move.courier);
  const tracking = cleanShipmentField(move.trackingCode);
  if (to === 'shipped') {
    const errors: Record<string, string> = {};
    if (!courier) errors.courier = sellerMessages.shippingNeedsCourier;
    if (!tracking) errors.tracking_code = sellerMessages.shippingNeedsTracking;
    const first = Object.values(errors)[0];
    if (first) throw new DomainError('invalid', first, errors);
  }
  const note = typeof move.note === 'string' && move.note.trim() ? move.note.trim().slice(0, 500) : null;
  const nowMs = ctx.clock.now();
  const now = new Date(nowMs).toISOString();

  await runWrite(db, async (trx) => {
    const order = await findShopOrder(trx, shop.id, move.purchaseId);
    if (!order) throw notFound();
    if (!canMoveOrder(order.status, to, 'shop')) {
      throw new DomainError('conflict', sellerMessages.moveRefused(orderStatusLabel(order.status), orderStatusLabel(to)));
    }
    if (to === 'confirmed') {
      // Confirmed only when its payments allow it (core/order-confirmation.ts): a COD advance paid, an online payment confirmed.
      const verdict = mayConfirmOrder({ paymentMethod: order.payment_method, paymentStatus: order.payment_status, advanceDue: order.advance_due, payments: await listOrderPayments(trx, shop.id, order.id) });
      if (!verdict.ok) throw new DomainError('conflict', verdict.reason === 'advance_unpaid' ? sellerMessages.advanceUnpaid : sellerMessages.paymentUnpaid);
    }
    if (!(await moveOrderStatus(trx, shop.id, order.id, [order.status], to, now))) throw new DomainError('conflict', sellerMessages.moveLost);
    if (to === 'shipped') await setOrderShipment(trx, shop.id, order.id, courier, tracking);
    await recordAudit(trx, ctx, {
      action: to === 'cancelled' ? 'order.cancel' : 'order.move',
      entity: 'order',
      entityId: order.id,
      before: { code: order.code, status: order.status, courier: order.courier, tracking_code: order.tracking_code },
      after: { code: order.code, status: to, courier: to === 'shipped' ? courier : order.courier, tracking_code: to === 'shipped' ? tracking : order.tracking_code, note },
    });
    await insertOrderEvent(trx, {
      shopId: shop.id,
      orderId: order.id,
      status: to,
      actorKind: 'staff',
      actorId: staff.staffId,
      note: to === 'shipped' ? `${courier} · ${tracking}${note ? ` · ${note}` : ''}` : note,
      at: now,
    });
    await notifyOrderStatus(trx, order, to, now);
    const moved = { ...order, status: to };
    if (to === 'cancelled' || to === 'returned') {
      const restoredNow = await restoreOrder(trx, moved, now);
      if (to === 'returned') await reverseCashbackOnReturn(trx, moved, now);
      if (restoredNow && to === 'cancelled') {
        for (const p of await listOrderPayments(trx, shop.id, order.id)) {
          if ((p.provider === 'bkash' || p.provider === 'stripe') && p.state === 'paid') await enqueueRefund(trx, p, now);
        }
      }
    }
    if (to === 'shipped') await enqueueOrderSms(trx, shop, order.customer_id, { kind: 'shipped', code: order.code, courier, tracking }, nowMs);
    if (to === 'delivered') {
      await creditCashbackOnDelivery(trx, moved, now);
      await enqueueOrderSms(trx, shop, order.customer_id, { kind: 'delivered', code: order.code }, nowMs);
    }
    if (to === 'shipped' || to === 'delivered') afterCommit(trx, () => announceJobs());
  });
  return (await readSellerOrder(db, shop.id, move.purchaseId))!;
}
