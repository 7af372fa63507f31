// The one cookie writer (issue 22 item 2; docs/decisions/040-one-edge.md). Every Set-Cookie
// value haat sends is written by `setCookie` / `clearCookie`, and every cookie it reads is read
// by `readCookie`. Every cookie is host-only (no Domain: one shop's cookie never reaches
// another shop's host), Path=/, SameSite=Lax, Secure when the request came over HTTPS; the
// value is percent-encoded (tokens and numbers are left as they are). Which cookies there are
// is said beside their feature: the customer session and the return target
// (services/accounts/customer-cookies.ts), the cart badge (services/cart/cart-cookies.ts), the
// pending purchase (services/cart/purchase-intent-cookies.ts), the staff session
// (services/seller/staff-cookies.ts) and the checkout's order context (app/lib/order-context.server.ts).

export interface CookieOptions {
  /** Seconds the cookie lives; 0 removes it. */
  maxAgeSeconds: number;
  /** Hidden from page scripts (sessions, the pending purchase); the cart and checkout mirrors are readable. */
  httpOnly: boolean;
  /** The request came over HTTPS (`ctx.request.secureCookies`). */
  secure: boolean;
}

/** One Set-Cookie value. */
export function setCookie(name: string, value: string, { maxAgeSeconds, httpOnly, secure }: CookieOptions): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}${httpOnly ? '; HttpOnly' : ''}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie value that removes a cookie (the same attributes it was written with). */
export function clearCookie(name: string, options: Omit<CookieOptions, 'maxAgeSeconds'>): string {
  return setCookie(name, '', { ...options, maxAgeSeconds: 0 });
}

/** One cookie's value from a Cookie header (decoded), or null. */
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
