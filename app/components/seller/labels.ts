// The console's names of order statuses, payment statuses and payment methods in the page's
// language (docs/decisions/047, "The seller console"); English keeps core/checkout-messages.ts.
import type { OrderStatus, PaymentStatus } from '../../../core/order-state';
import type { Translator } from '../../../core/i18n/translate';
import type { BalanceEntryView } from '../../../services/balances/balance-views';
import type { RefundPaymentStatus, RefundReturnStatus, RefundStatus, RefundTarget } from '../../../core/refund-state';
import type { RefundListState, ThreadListKind, ThreadListStatus } from '../../../core/seller-console';

export const statusText = (t: Translator['t'], s: OrderStatus): string => t(`seller.status.${s}`);
export const paymentText = (t: Translator['t'], s: PaymentStatus): string => t(`seller.payment.${s}`);
export const methodText = (t: Translator['t'], m: string): string => (m === 'cod' || m === 'bkash' || m === 'stripe' ? t(`seller.method.${m}`) : m);

type T = Translator['t'];
const PAYMENT_STATES = ['created', 'pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
const PURPOSES = ['order', 'recharge', 'advance'] as const;
const ACTORS = ['customer', 'staff', 'system'] as const;
const known = <S extends string>(list: readonly S[], value: string): value is S => (list as readonly string[]).includes(value);

/** A recorded payment's state (`paid`; English shows the code as it is). */
export const paymentStateText = (t: T, s: string): string => (known(PAYMENT_STATES, s) ? t(`seller.paymentState.${s}`) : s);
/** What a payment paid for (`order`, `advance`, `recharge`). */
export const paymentPurposeText = (t: T, p: string): string => (known(PURPOSES, p) ? t(`seller.purpose.${p}`) : p);
/** Who made a move on the timeline (`customer`, `staff`, `system`). */
export const actorText = (t: T, a: string): string => (known(ACTORS, a) ? t(`seller.actor.${a}`) : a);

/** A refund request's states and destination as the console names them. */
export const refundStatusText = (t: T, s: RefundStatus): string => t(`seller.refund.status.${s}`);
export const refundPaymentText = (t: T, s: RefundPaymentStatus): string => t(`seller.refund.payment.${s}`);
export const refundReturnText = (t: T, s: RefundReturnStatus): string => t(`seller.refund.return.${s}`);
export const refundTargetText = (t: T, s: RefundTarget): string => t(`seller.refund.to.${s}`);
export const refundListStateText = (t: T, s: RefundListState): string => t(`seller.refunds.state.${s}`);
/** What happened to a refund request (`requested`, `approved`…); English shows the word as it is. */
const REFUND_EVENTS = ['requested', 'approved', 'rejected', 'paid', 'received'] as const;
export const refundEventText = (t: T, e: string): string => (known(REFUND_EVENTS, e) ? t(`seller.refund.event.${e}`) : e);

/** A thread's kind and status. */
export const threadKindText = (t: T, k: ThreadListKind): string => t(`seller.threads.kind.${k}`);
export const threadStatusText = (t: T, s: ThreadListStatus): string => t(`seller.threads.status.${s}`);

/** A balance ledger entry's type, and the balance it moves. */
export const entryTypeText = (t: T, type: BalanceEntryView['type']): string => t(`seller.entry.${type}`);
export const balanceKindText = (t: T, kind: BalanceEntryView['kind']): string => t(`seller.balance.${kind}`);

const AUDIT_ACTIONS = [
  'catalog.import', 'category.size_guide', 'coupon.add', 'coupon.disable', 'coupon.edit', 'customer.notify', 'order.cancel', 'order.cod_collected', 'order.move', 'product.create', 'product.rate', 'product.save', 'product.stock',
  'refund.decide', 'refund.pay', 'refund.receive', 'settings.logo', 'settings.save', 'staff.add', 'staff.disable', 'staff.enable', 'staff.update', 'thread.close', 'thread.reply',
  'order.courier_book', 'order.note', 'staff.password',
] as const;
/** An audit entry's action (`order.move`); English shows the code as it is. */
export const auditActionText = (t: T, a: string): string => (known(AUDIT_ACTIONS, a) ? t(`seller.audit.action.${a}`) : a);

const AUDIT_ENTITIES = ['category', 'product', 'coupon', 'staff', 'refund', 'thread', 'customer'] as const;
/**
 * What an audit entry changed, in words: "product #25", "product #25, variant 3-7", "shop
 * setting: delivery" (the stored id is `shopId:part` for the shop's settings). An order links on
 * its own (the page's job); an unknown kind shows as stored.
 */
export const auditEntityText = (t: T, entity: string, id: string): string => {
  if (entity === 'shop') return t('seller.audit.entity.shop', { part: id.includes(':') ? id.slice(id.indexOf(':') + 1) : id });
  if (entity === 'product' && id.includes(':')) return t('seller.audit.entity.productVariant', { id: id.slice(0, id.indexOf(':')), variant: id.slice(id.indexOf(':') + 1) });
  return known(AUDIT_ENTITIES, entity) ? t(`seller.audit.entity.${entity}`, { id }) : `${entity} ${id}`;
};
