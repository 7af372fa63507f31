// The cookie of the login detour (issue 16 item 4, docs/decisions/028): the pending purchase
// intent (HttpOnly, host-only, SameSite=Lax, one hour). It is set only by this server in
// answer to a same-origin form post (server/customer-session.ts refuses cross-site page
// posts) and read back through core's strict decoder.
import { PURCHASE_INTENT_COOKIE, PURCHASE_INTENT_MAX_AGE_SECONDS, decodePurchaseIntent, encodePurchaseIntent, type PurchaseIntent } from '../../core/purchase-intent';
import { readCookie } from '../accounts/customer-cookies';

function cookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function purchaseIntentCookie(intent: PurchaseIntent, secure: boolean): string {
  return cookie(PURCHASE_INTENT_COOKIE, encodePurchaseIntent(intent), PURCHASE_INTENT_MAX_AGE_SECONDS, secure);
}

export function clearPurchaseIntentCookie(secure: boolean): string {
  return cookie(PURCHASE_INTENT_COOKIE, '', 0, secure);
}

export function readPurchaseIntent(cookieHeader: string | null | undefined): PurchaseIntent | null {
  return decodePurchaseIntent(readCookie(cookieHeader, PURCHASE_INTENT_COOKIE));
}
