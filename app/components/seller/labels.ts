// The console's names of order statuses, payment statuses and payment methods in the page's
// language (docs/decisions/047, "The seller console"); English keeps core/checkout-messages.ts.
import type { OrderStatus, PaymentStatus } from '../../../core/order-state';
import type { Translator } from '../../../core/i18n/translate';

export const statusText = (t: Translator['t'], s: OrderStatus): string => t(`seller.status.${s}`);
export const paymentText = (t: Translator['t'], s: PaymentStatus): string => t(`seller.payment.${s}`);
export const methodText = (t: Translator['t'], m: string): string => (m === 'cod' || m === 'bkash' || m === 'stripe' ? t(`seller.method.${m}`) : m);
