// The staff session cookie `sellerToken` (docs/decisions/023): HttpOnly, SameSite=Lax, Secure
// behind HTTPS, host-only (no Domain: one shop's cookie never reaches a sibling shop), and a
// name of its own — the customer's `customerUserToken` is never read as staff and this one is
// never read as a customer's. Written by the one cookie writer (services/cookies.ts).
import { STAFF_SESSION_TTL_MS, STAFF_TOKEN_COOKIE } from '../../core/seller-rules';
import { clearCookie, setCookie } from '../cookies';

export function staffSessionCookie(token: string, secure: boolean): string {
  return setCookie(STAFF_TOKEN_COOKIE, token, { maxAgeSeconds: Math.floor(STAFF_SESSION_TTL_MS / 1000), httpOnly: true, secure });
}

export function clearStaffSessionCookie(secure: boolean): string {
  return clearCookie(STAFF_TOKEN_COOKIE, { httpOnly: true, secure });
}
