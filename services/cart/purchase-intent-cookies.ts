// The cookie of the login detour (issue 16 item 4, docs/decisions/028): the pending purchase
// intent (HttpOnly, host-only, SameSite=Lax, one hour). It is set only by this server in
// answer to a same-origin form post (server/customer-session.ts refuses cross-site page
// posts) and read back through core's strict decoder. Written by services/cookies.ts.
import { PURCHASE_INTENT_COOKIE, PURCHASE_INTENT_MAX_AGE_SECONDS, decodePurchaseIntent, encodePurchaseIntent, type PurchaseIntent } from '../../core/purchase-intent';
import { clearCookie, readCookie, setCookie } from '../cookies';

export function purchaseIntentCookie(intent: PurchaseIntent, secure: boolean): string {
  return setCookie(PURCHASE_INTENT_COOKIE, encodePurchaseIntent(intent), { maxAgeSeconds: PURCHASE_INTENT_MAX_AGE_SECONDS, httpOnly: true, secure });
}

export function clearPurchaseIntentCookie(secure: boolean): string {
  return clearCookie(PURCHASE_INTENT_COOKIE, { httpOnly: true, secure });
}

export function readPurchaseIntent(cookieHeader: string | null | undefined): PurchaseIntent | null {
  return decodePurchaseIntent(readCookie(cookieHeader, PURCHASE_INTENT_COOKIE));
}
