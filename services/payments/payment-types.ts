// The shapes the payment flows hand out: a payment option at checkout, and where a shopper's
// browser lands after a provider's page.
import type { PaymentMethod } from '../../db/schema';

export interface PaymentOption {
  method: PaymentMethod;
  label: string;
  /** False while the method cannot be used for this order (e.g. not yet offered); with a reason. */
  available: boolean;
  note: string | null;
}

export interface PaymentLanding {
  /** Where to send the browser (the order's page, or My Balance). */
  location: string;
  state: string;
}
