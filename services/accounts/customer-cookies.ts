// Cookies of the customer session (spec §4): the token cookie `customerUserToken` lives 7 days,
// HttpOnly, SameSite=Lax, Secure behind HTTPS, host-only (no Domain, so one shop's cookie
// never reaches another shop's host). The post-login return target is a same-shop path kept
// in its own short-lived cookie. Written and read by the one cookie writer (services/cookies.ts).
import {
  CUSTOMER_TOKEN_COOKIE,
  RETURN_TARGET_COOKIE,
  TOKEN_COOKIE_MAX_AGE_SECONDS,
} from '../../core/customer-auth';
import { isSafeReturnTarget } from '../../core/return-target';
import { clearCookie, readCookie, setCookie } from '../cookies';

export function sessionCookie(token: string, secure: boolean): string {
  return setCookie(CUSTOMER_TOKEN_COOKIE, token, { httpOnly: true, maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_SECONDS, secure });
}

export function clearSessionCookie(secure: boolean): string {
  return clearCookie(CUSTOMER_TOKEN_COOKIE, { httpOnly: true, secure });
}

/** Stores a return target (for an hour); unsafe targets are never stored. */
export function returnTargetCookie(path: string, secure: boolean): string | null {
  if (!isSafeReturnTarget(path)) return null;
  return setCookie(RETURN_TARGET_COOKIE, path, { httpOnly: true, maxAgeSeconds: 3600, secure });
}

export function clearReturnTargetCookie(secure: boolean): string {
  return clearCookie(RETURN_TARGET_COOKIE, { httpOnly: true, secure });
}

/** The stored return target when it is a same-shop path, else null. */
export function readReturnTarget(header: string | null | undefined): string | null {
  const value = readCookie(header, RETURN_TARGET_COOKIE);
  return isSafeReturnTarget(value) ? value : null;
}
