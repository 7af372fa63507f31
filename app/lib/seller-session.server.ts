// Route helpers for the seller console's pages (issue 14; docs/decisions/023): on
// `/seller…` the actor is staff or guest (server/context.ts); a guest on any console page goes
// to /seller/login. The staff token the request presented is read back from the cookie for
// logout (the actor carries no session id).
import { redirect } from 'react-router';
import { STAFF_TOKEN_COOKIE } from '../../core/seller-rules';
import { readCookie } from '../../services/cookies';
import type { Ctx } from '../../services/context';

export const SELLER_LOGIN_PATH = '/seller/login';

/** The staff member acting, or a redirect to the console's login. */
export function requireStaffPage(context: Ctx): { staffId: number; role: 'owner' | 'staff' } {
  if (context.actor.kind === 'staff') return { staffId: context.actor.staffId, role: context.actor.role };
  throw redirect(SELLER_LOGIN_PATH);
}

/** The sellerToken cookie's value on this request, or null. */
export function presentedSellerCookie(request: Request): string | null {
  return readCookie(request.headers.get('cookie'), STAFF_TOKEN_COOKIE) ?? null;
}
