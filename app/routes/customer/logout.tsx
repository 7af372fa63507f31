// POST /customer/logout — the no-JavaScript path of the logout button: ends the session on the
// server, clears the cookie and goes to the login route (spec §4), which says the shopper has
// been logged out (?logged_out=1; issue 16 item 9). The cross-site guard in
// server/customer-session.ts refuses posts from other origins. A GET changes nothing.
import { redirect } from 'react-router';
import { clearSessionCookie } from '../../../services/accounts/customer-cookies';
import { logoutCustomer } from '../../../services/accounts/logout-customer';
import type { Route } from './+types/logout';

export function loader({ context }: Route.LoaderArgs) {
  return redirect(context.actor.kind === 'customer' ? '/customer/dashboard' : '/customer/login');
}

export async function action({ context }: Route.ActionArgs) {
  await logoutCustomer(context);
  return redirect('/customer/login?logged_out=1', { headers: { 'Set-Cookie': clearSessionCookie(context.request.secureCookies) } });
}
