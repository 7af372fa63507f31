// The one interface every way of paying sits behind: cash on delivery, the shop balance, bKash
// tokenized checkout and Stripe Checkout Session. It is deliberately small and says nothing
// about any one provider: the checkout, the callback/return routes, the reconciliation job and
// refunds talk to a `PaymentProvider` and store what it answers in our `payments` row
// (`provider` = `name`, `reference`, `amount`, `state`, `sandbox` = `isSandbox`, `raw`).
//
// Rules every implementation keeps:
// - Amounts are whole taka (৳) on this interface. Each client converts to what its provider
//   speaks (bKash: a string with two decimals, "100.00"; Stripe: poisha, ৳10 = 1000).
// - A payment is `paid` only when the provider itself says the money was taken (bKash:
//   `transactionStatus "Completed"`; Stripe: `payment_status paid`) AND for exactly the amount
//   we asked. Anything the provider has not finished is `pending`; a redirect, a callback's
//   query string or a browser return proves nothing by itself.
// - Money taken for a different amount is not `paid`: it answers `failed` with `moneyTaken`
//   set, so the caller refunds it instead of fulfilling the order.
// - Calls are safe to repeat: confirming twice answers the same state (bKash answers a second
//   execute with 2117 and the client falls back to query; Stripe's session retrieve is a read).
// - Every answer carries `raw` — the provider's answers as received — for the audit column.
// - Transport trouble (time-out, network, 5xx, maintenance) and the provider's refusals are
//   thrown as `PaymentProviderError` with a code; "the shopper did not pay" is not an error but
//   a `failed`/`cancelled` state.
// Stripe's signed webhook is not on this interface: verifying it is the Stripe module's job,
// and what it learns is handled like a `confirmPayment` answer.

/** Which provider a payment row belongs to (`payments.provider`). */
export type PaymentProviderName = 'cod' | 'balance' | 'bkash' | 'stripe';

/** The state of a payment as the provider reports it (`payments.state` for these providers). */
export type PaymentState = 'paid' | 'pending' | 'failed' | 'cancelled';

export interface StartPaymentInput {
  /** Our `payments` row id (kept in the provider's metadata where it has any). */
  paymentId: number;
  /** Whole taka, > 0. */
  amount: number;
  /**
   * Unique per attempt, e.g. the order code plus the attempt number ("HT-1042-2"), or
   * "RC-<payment id>" for a recharge. bKash: `merchantInvoiceNumber` (no idempotency header
   * exists, so a repeat must be a new invoice); Stripe: `client_reference_id` and the
   * `Idempotency-Key`.
   */
  invoice: string;
  /** What is paid for, shown by the provider (Stripe's line item name). */
  description: string;
  /** Where bKash sends the browser back: `callbackURL` (it adds `paymentID` and `status`). */
  callbackUrl: string;
  /** Where Stripe sends the browser after paying; contains the literal `{CHECKOUT_SESSION_ID}`. */
  successUrl: string;
  /** Where Stripe sends the browser when the shopper gives up. */
  cancelUrl: string;
  customer: {
    id: number | null;
    /** Local mobile number (01XXXXXXXXX) when known: bKash's `payerReference`. */
    phone: string | null;
    email: string | null;
  };
  /** Epoch ms after which the provider should refuse the payment (Stripe's `expires_at`). */
  expiresAt?: number;
}

export interface StartedPayment {
  /** Where to send the shopper's browser; null when nothing is paid online (COD, balance). */
  redirectUrl: string | null;
  /** The provider's id for this payment (bKash `paymentID`, Stripe `cs_…`), or our invoice. */
  reference: string;
  /** `pending` until confirmed; `paid` only where the money is already ours (balance). */
  state: PaymentState;
  raw: unknown;
}

export interface ConfirmPaymentInput {
  /** `StartedPayment.reference`. */
  reference: string;
  /** The whole-taka amount we asked for: anything else is not `paid`. */
  expectedAmount: number;
  /**
   * What the browser's return said, when a return triggered this: bKash's callback `status`
   * (`success` | `failure` | `cancel`). Only `success` lets bKash execute; without it (a
   * reconciliation job, a Stripe return) the client only reads the provider's state.
   */
  returned?: 'success' | 'failure' | 'cancel';
}

export interface ConfirmedPayment {
  state: PaymentState;
  /** The amount the provider reports, whole taka (null when it reports none). */
  amount: number | null;
  /** The provider's transaction id once money moved (bKash `trxID`, Stripe payment intent). */
  providerTrxId: string | null;
  /** True when the provider took money: `paid`, or `failed` because the amount differs (refund it). */
  moneyTaken: boolean;
  /** The provider's own status word (bKash `transactionStatus`, Stripe `status/payment_status`). */
  providerStatus: string;
  raw: unknown;
}

export interface RefundInput {
  reference: string;
  /** From `ConfirmedPayment.providerTrxId`. */
  providerTrxId: string;
  /** Whole taka, > 0, at most what is still refundable. */
  amount: number;
  /** Short reason kept by the provider. */
  reason: string;
  /** Unique per refund (e.g. "RF-<our refund id>"): bKash `sku`, Stripe `Idempotency-Key`. */
  refundKey: string;
}

export type RefundState = 'refunded' | 'pending' | 'failed';

export interface RefundResult {
  state: RefundState;
  /** The provider's id of the refund (bKash `refundTrxID`, Stripe `re_…`); null if none yet. */
  refundReference: string | null;
  /** Whole taka refunded by this refund (as the provider reports it). */
  amount: number;
  raw: unknown;
}

export interface RefundStatusInput {
  reference: string;
  providerTrxId: string;
  /** `RefundResult.refundReference`, when known (Stripe needs it; bKash looks up by payment). */
  refundReference: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** True when this instance talks to a sandbox: rows get `sandbox = 1` and pages say so. */
  readonly isSandbox: boolean;
  startPayment(input: StartPaymentInput): Promise<StartedPayment>;
  /** Learn the payment's final state (bKash: execute after `success`, query otherwise). */
  confirmPayment(input: ConfirmPaymentInput): Promise<ConfirmedPayment>;
  refund(input: RefundInput): Promise<RefundResult>;
  refundStatus(input: RefundStatusInput): Promise<RefundResult>;
}

/**
 * Why a provider call failed:
 * - `unavailable`: time-out, network error, HTTP 5xx, maintenance — try again later; the
 *   money may or may not have moved, so reconcile by reading the state, never by starting over.
 * - `unauthorized`: our credentials were refused (wrong keys, token grant refused).
 * - `rejected`: the provider refused this request (duplicate invoice, invalid state, amount
 *   above what is refundable, already refunded, …); `providerCode` says which.
 * - `not_supported`: this provider cannot do that (e.g. refunding cash on delivery online).
 * - `duplicate`: starting a payment, the provider already has one under this invoice /
 *   idempotency key that it will not give back (bKash 2029; Stripe `idempotency_error` when the
 *   first request's parameters can no longer be repeated). The first request's answer was
 *   lost: the caller starts the payment again under a new invoice (nobody saw the first page).
 */
export type PaymentProviderErrorCode = 'unavailable' | 'unauthorized' | 'rejected' | 'not_supported' | 'duplicate';

export class PaymentProviderError extends Error {
  readonly code: PaymentProviderErrorCode;
  /** The provider's own code (bKash `statusCode` such as "2029", Stripe's `error.code`). */
  readonly providerCode: string | null;
  readonly raw: unknown;

  constructor(code: PaymentProviderErrorCode, message: string, providerCode: string | null = null, raw: unknown = null) {
    super(message);
    this.name = 'PaymentProviderError';
    this.code = code;
    this.providerCode = providerCode;
    this.raw = raw;
  }
}
