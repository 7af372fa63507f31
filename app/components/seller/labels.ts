// The console's names of order statuses, payment statuses and payment methods in the page's
// language (docs/decisions/047, "The seller console"); English keeps core/checkout-messages.ts.
import type { OrderStatus, PaymentStatus } from '../../../core/order-state';
import type { Translator } from '../../../core/i18n/translate';

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
