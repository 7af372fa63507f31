// POST /seller/logout: ends the staff session on the server, clears the sellerToken cookie and
// goes to the console's login. A GET changes nothing.
import { redirect } from 'react-router';
import { clearStaffSessionCookie } from '../../../services/seller/staff-cookies';
import { logoutStaff } from '../../../services/seller/logout-staff';
import { presentedSellerCookie } from '../../lib/seller-session.server';
import type { Route } from './+types/logout';

export function loader({ context }: Route.LoaderArgs) {
  return redirect(context.actor.kind === 'staff' ? '/seller' : '/seller/login');
}

export async function action({ request, context }: Route.ActionArgs) {
  await logoutStaff(context, presentedSellerCookie(request));
  return redirect('/seller/login', { headers: { 'Set-Cookie': clearStaffSessionCookie(context.request.secureCookies) } });
}
