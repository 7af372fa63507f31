// The customer calls of the product page and Quick View (spec §7), and the guest rule of §4:
// a logged-out shopper who tries to add to cart, order, upload, wishlist or chat is sent to
// /customer/login with the return target. Calls carry the session cookie and the CSRF header
// the account layer asks of cookie-authenticated calls.
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../core/customer-auth';

export function loginPath(returnTo: string): string {
  return `/customer/login?redirect=${encodeURIComponent(returnTo)}`;
}

export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/** The spec's return target for Chat Now: /r/{shop}/products/{id}. */
export function chatReturnTarget(shopSlug: string, productId: number): string {
  return `/r/${encodeURIComponent(shopSlug)}/products/${productId}`;
}

export interface CallResult {
  success?: boolean;
  message?: string;
  [key: string]: unknown;
}

/** Posts to a customer call; null when the network or the server failed to answer in JSON. */
export async function postCustomerCall(path: string, body: Record<string, unknown> | FormData): Promise<CallResult | null> {
  try {
    const form = body instanceof FormData;
    const res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: form ? { [CSRF_HEADER]: CSRF_HEADER_VALUE } : { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: form ? body : JSON.stringify(body),
    });
    return (await res.json()) as CallResult;
  } catch {
    return null;
  }
}
