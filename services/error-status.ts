// The one error map: each DomainError code has one HTTP status, used by the JSON API
// (server/errors.ts) and by pages and React Router actions (app/) alike, so a rate-limited
// form answers 429 like the API does and a missing thing is a 404 everywhere
// (docs/decisions/012-one-error-map.md). It lives in services/ because both server/ and app/
// import it; it is plain numbers, no HTTP library.
import { isDatabaseBusy, isUniqueViolation } from '../db/unique-violation';
import { DomainError, type DomainErrorCode } from './domain-error';

/** A code in an API error body: a DomainError's, or `internal` for a failure nobody expected. */
export type ErrorCode = DomainErrorCode | 'internal';

export const STATUS_BY_CODE = {
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  // The request was fine; the shop cannot do it as asked. 409 like any other refused change,
  // so the spec's cart refusals keep the status they always had (decision 006).
  out_of_stock: 409,
  limit_reached: 409,
  coupon_exhausted: 409,
  insufficient_balance: 409,
  payment_declined: 402,
  payload_too_large: 413,
  unavailable: 503,
} as const satisfies Record<DomainErrorCode, number>;

/**
 * The status for any failure: a DomainError's from the table; an error that carries its own
 * 4xx/5xx `status` (a framework's HTTPException: malformed JSON is its 400) keeps it; a
 * unique-constraint violation a service did not turn into its own refusal (a concurrent write
 * won) is a 409; a database still busy after its wait (decision 033) is a 503, to be tried again;
 * anything else is a bug, 500.
 */
export function errorStatus(err: unknown): number {
  if (err instanceof DomainError) return STATUS_BY_CODE[err.code];
  if (isUniqueViolation(err)) return 409;
  if (isDatabaseBusy(err)) return 503;
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/** The code for a status nobody named one for (a framework's 400, a middleware's 415). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal' : 'invalid';
  }
}

/** The code for any failure: a DomainError's own, otherwise the one its status implies. */
export function errorCode(err: unknown): ErrorCode {
  return err instanceof DomainError ? err.code : codeForStatus(errorStatus(err));
}
