// The staff session cookie `sellerToken` (docs/decisions/023): HttpOnly, SameSite=Lax, Secure
// behind HTTPS, host-only (no Domain: one shop's cookie never reaches a sibling shop), and a
// name of its own — the customer's `customerUserToken` is never read as staff and this one is
// never read as a customer's.
import { STAFF_SESSION_TTL_MS, STAFF_TOKEN_COOKIE } from '../../core/seller-rules';

function cookie(value: string, maxAge: number, secure: boolean): string {
  return `${STAFF_TOKEN_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function staffSessionCookie(token: string, secure: boolean): string {
  return cookie(token, Math.floor(STAFF_SESSION_TTL_MS / 1000), secure);
}

export function clearStaffSessionCookie(secure: boolean): string {
  return cookie('', 0, secure);
}
