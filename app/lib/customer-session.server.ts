// Route helpers for the customer session (spec §4): the customer-only guard (a guest is sent
// to login with the current path stored as the return target), the reverse guard for login,
// register and forgot-password, and the redirect after a login. A form's refusal is
// app/lib/action.server.ts.
import { redirect } from 'react-router';
import { safeReturnTarget, isSafeReturnTarget } from '../../core/return-target';
import { loginReason } from '../../core/purchase-intent';
import {
  clearReturnTargetCookie,
  readReturnTarget,
  returnTargetCookie,
  sessionCookie,
} from '../../services/accounts/customer-cookies';
import { type Ctx, type CustomerView } from '../../services/context';
import { customerOf } from '../../services/actors';
import { asCustomer, completePurchaseIntent } from '../../services/cart/complete-purchase-intent';
import { clearPurchaseIntentCookie, readPurchaseIntent } from '../../services/cart/purchase-intent-cookies';

const LOGIN_PATH = '/customer/login';

/** The return target: a safe `?redirect=` on the request, else the stored one, else the dashboard. */
export function returnTargetOf(request: Request): string {
  const query = new URL(request.url).searchParams.get('redirect');
  if (isSafeReturnTarget(query)) return query;
  return safeReturnTarget(readReturnTarget(request.headers.get('cookie')));
}

/** For customer-only routes: the customer, or a redirect to login that remembers this path. */
export function requireCustomer(request: Request, context: Ctx): { customer: CustomerView; sessionId: number } {
  if (context.actor.kind === 'customer') return { customer: context.actor.customer, sessionId: context.actor.sessionId };
  const url = new URL(request.url);
  const headers = new Headers();
  const cookie = returnTargetCookie(`${url.pathname}${url.search}`, context.request.secureCookies);
  if (cookie) headers.append('Set-Cookie', cookie);
  throw redirect(LOGIN_PATH, { headers });
}

/**
 * For login, register and forgot-password: a logged-in customer goes to the stored return
 * target. For a guest, a safe `?redirect=` is remembered for after the login.
 */
export function guestOnly(request: Request, context: Ctx): Headers {
  const headers = new Headers();
  if (customerOf(context)) {
    headers.append('Set-Cookie', clearReturnTargetCookie(context.request.secureCookies));
    throw redirect(returnTargetOf(request), { headers });
  }
  const query = new URL(request.url).searchParams.get('redirect');
  const cookie = query ? returnTargetCookie(query, context.request.secureCookies) : null;
  if (cookie) headers.append('Set-Cookie', cookie);
  // A new detour (a link with its own return target) drops a purchase left pending earlier.
  if (query && readPurchaseIntent(request.headers.get('cookie'))) headers.append('Set-Cookie', clearPurchaseIntentCookie(context.request.secureCookies));
  return headers;
}

/** Why the login or register page is shown: the pending purchase, or the cart that sent them (issue 16). */
export function loginReasonOf(request: Request): string | null {
  const cookieHeader = request.headers.get('cookie');
  const query = new URL(request.url).searchParams.get('redirect');
  if (query) return loginReason(null, isSafeReturnTarget(query) ? query : null);
  return loginReason(readPurchaseIntent(cookieHeader), readReturnTarget(cookieHeader));
}

/**
 * After a login or registration: the session cookie set, the return target followed and
 * cleared. A purchase the guest started before the detour (issue 16 item 4) is completed
 * first, as the new customer, and decides where they go (docs/decisions/028).
 */
export async function redirectAfterLogin(request: Request, context: Ctx, session: { token: string; customer: CustomerView; sessionId: number }): Promise<Response> {
  const secure = context.request.secureCookies;
  const headers = new Headers();
  headers.append('Set-Cookie', sessionCookie(session.token, secure));
  headers.append('Set-Cookie', clearReturnTargetCookie(secure));
  const intent = readPurchaseIntent(request.headers.get('cookie'));
  if (!intent) return redirect(returnTargetOf(request), { headers });
  headers.append('Set-Cookie', clearPurchaseIntentCookie(secure));
  const outcome = await completePurchaseIntent(asCustomer(context, session), intent);
  return redirect(outcome.location, { headers });
}
