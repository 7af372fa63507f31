// Cookies of the customer session (spec §4): the token cookie `customerUserToken` lives 7 days,
// HttpOnly, SameSite=Lax, Secure behind HTTPS, host-only (no Domain, so one shop's cookie
// never reaches another shop's host). The post-login return target is a same-shop path kept
// in its own short-lived cookie.
import {
  CUSTOMER_TOKEN_COOKIE,
  RETURN_TARGET_COOKIE,
  TOKEN_COOKIE_MAX_AGE_SECONDS,
} from '../../core/customer-auth';
import { isSafeReturnTarget } from '../../core/return-target';

function cookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function sessionCookie(token: string, secure: boolean): string {
  return cookie(CUSTOMER_TOKEN_COOKIE, token, TOKEN_COOKIE_MAX_AGE_SECONDS, secure);
}

export function clearSessionCookie(secure: boolean): string {
  return cookie(CUSTOMER_TOKEN_COOKIE, '', 0, secure);
}

/** Stores a return target (encoded); unsafe targets are never stored. */
export function returnTargetCookie(path: string, secure: boolean): string | null {
  if (!isSafeReturnTarget(path)) return null;
  return cookie(RETURN_TARGET_COOKIE, encodeURIComponent(path), 3600, secure);
}

export function clearReturnTargetCookie(secure: boolean): string {
  return cookie(RETURN_TARGET_COOKIE, '', 0, secure);
}

/** One cookie's value from a Cookie header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The stored return target when it is a same-shop path, else null. */
export function readReturnTarget(header: string | null | undefined): string | null {
  const value = readCookie(header, RETURN_TARGET_COOKIE);
  return isSafeReturnTarget(value) ? value : null;
}
