// The customer calls of the product page, cards and Quick View (spec §7). Calls carry the
// session cookie and the CSRF header the account layer asks of cookie-authenticated calls.
// Loaded on first use; the guest redirects live in guest-redirect.ts.
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../core/customer-auth';

interface CallResult {
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
