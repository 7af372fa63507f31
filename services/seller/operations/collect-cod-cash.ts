// The shop marks a delivered cash-on-delivery order's cash collected (after-cart.md: cash on
// delivery becomes paid when delivered): the order's payment status unpaid → paid and its COD
// payment row paid, by conditional updates (twice is refused, not doubled), a timeline note
// with the staff member, the audit row and the customer's `customer_order_payment_status_updated`.
// Used by one order's page and by the bulk actions.
import { isStoredId } from '../../../core/cart';
import { sellerMessages } from '../../../core/seller-messages';
import { insertOrderEvent } from '../../../db/order.repository';
import { markCodPaymentPaid, moveOrderPaymentStatus } from '../../../db/payment.repository';
import { runWrite } from '../../../db/run-write';
import { findShopOrder } from '../../../db/seller-order.repository';
import type { Ctx } from '../../context';
import { DomainError } from '../../domain-error';
import { notifyOrderPaymentStatus } from '../../notifications/operations/notify-customer';
import { recordAudit } from '../../audit';
import { canMarkCodCollected } from '../seller-order-views';

/** Records the order's cash collected as the staff member; a refusal is a DomainError (404 or 409). */
export async function collectCodCash(ctx: Ctx, staffId: number, purchaseId: number): Promise<void> {
  const { db, shop } = ctx;
  const notFound = () => new DomainError('not_found', sellerMessages.orderNotFound);
  if (!isStoredId(purchaseId)) throw notFound();
  const now = new Date(ctx.clock.now()).toISOString();
  await runWrite(db, async (trx) => {
    const order = await findShopOrder(trx, shop.id, purchaseId);
    if (!order) throw notFound();
    if (!canMarkCodCollected(order)) throw new DomainError('conflict', sellerMessages.codNotCollectable);
    if (!(await moveOrderPaymentStatus(trx, shop.id, order.id, ['unpaid'], 'paid', now))) throw new DomainError('conflict', sellerMessages.codNotCollectable);
    await markCodPaymentPaid(trx, shop.id, order.id, now);
    await insertOrderEvent(trx, { shopId: shop.id, orderId: order.id, status: order.status, actorKind: 'staff', actorId: staffId, note: sellerMessages.codCollected, at: now });
    await recordAudit(trx, ctx, {
      action: 'order.cod_collected',
      entity: 'order',
      entityId: order.id,
      before: { code: order.code, payment_status: order.payment_status },
      after: { code: order.code, payment_status: 'paid' },
    });
    await notifyOrderPaymentStatus(trx, order, 'paid', now);
  });
}
