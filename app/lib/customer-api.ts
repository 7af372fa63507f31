// Browser calls of the customer session (spec §4, §7). Page scripts send the cookie with
// `X-Requested-With: haat`, the header the server requires before it uses the cookie on the
// API (cross-site protection); the token itself is HttpOnly and never read by scripts.
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../core/customer-auth';

async function postCustomerApi<T>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

interface RefreshReply {
  is_login: boolean;
  is_refreshed: boolean;
  token: string | null;
  user: { id: number; name: string; avatar: string | null } | null;
}

export function refreshCustomerToken(): Promise<RefreshReply> {
  return postCustomerApi<RefreshReply>('/api/front/refresh-customer-token', { shop_slug: window.location.host });
}

/** Spec §4 logout: refresh the API token, log out on the server, then go to the login route. */
export async function logoutAndLeave(): Promise<void> {
  await refreshCustomerToken().catch(() => undefined);
  const reply = await postCustomerApi<{ success?: boolean }>('/api/front/customer-otp-based-logout');
  if (reply.success !== true) throw new Error('logout refused');
  // The login page says the shopper has been logged out (issue 16 item 9).
  window.location.assign('/customer/login?logged_out=1');
}
