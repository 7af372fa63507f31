// Services signal failures with a specific code and never know about HTTP; the one table in
// services/error-status.ts turns a code into a status for the JSON API (server/errors.ts) and
// for pages and actions (app/) alike (docs/decisions/012-one-error-map.md).
export type DomainErrorCode =
  /** The input breaks a rule (a field, a variant, a quantity that is not a number). */
  | 'invalid'
  /** Nobody is logged in, or the credentials are wrong. */
  | 'unauthenticated'
  /** The actor may not do this here (a feature the shop switched off, another's data). */
  | 'forbidden'
  /** The thing named does not exist in this shop (or is not the actor's). */
  | 'not_found'
  /** The state changed under the request (a concurrent write won); trying again may work. */
  | 'conflict'
  /** Too many attempts from this phone or address. */
  | 'rate_limited'
  /** Not that many in stock. */
  | 'out_of_stock'
  /** A per-order or per-line quantity cap (max_item_in_order, the 9999 line cap). */
  | 'limit_reached'
  /** A coupon has no uses left. */
  | 'coupon_exhausted'
  /** The customer's balance does not cover the amount. */
  | 'insufficient_balance'
  /** The payment provider refused the payment. */
  | 'payment_declined'
  /** The body is larger than this use case takes. */
  | 'payload_too_large'
  /** Something outside haat (an SMS gateway, a provider) cannot answer now. */
  | 'unavailable';

/**
 * Field name → message: which inputs a failure is about. A form shows each beside its field;
 * the JSON API sends them as the list `errors: [{ path, message }]` (fieldErrorList).
 */
export type FieldErrors = Record<string, string>;

/** One entry of an API body's `errors`: the one shape every API failure uses. */
export interface FieldError {
  /** The input's name; nested inputs are dot-joined (`images.0`), the whole body is `$`. */
  path: string;
  message: string;
}

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly details?: FieldErrors;
  /** For `rate_limited` and `unavailable`: when trying again makes sense (the HTTP Retry-After). */
  readonly retryAfterSeconds?: number;
  constructor(code: DomainErrorCode, message: string, details?: FieldErrors, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = Math.max(1, Math.ceil(options.retryAfterSeconds));
  }
}

/** A DomainError's fields as the API's `errors` list, in the order they were named. */
export function fieldErrorList(details: FieldErrors): FieldError[] {
  return Object.entries(details).map(([path, message]) => ({ path, message }));
}
