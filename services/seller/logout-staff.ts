// Logout ends the presented staff session on the server (its token stops working at once).
// The actor carries no session id, so the token the request presented is the input; it must
// be the acting staff member's own, in this shop.
import { revokeStaffSession } from '../../db/staff.repository';
import { sha256Hex } from '../accounts/operations/secret';
import { staffOf } from '../actors';
import type { Ctx } from '../context';

export async function logoutStaff(ctx: Ctx, token: string | null): Promise<void> {
  const staff = staffOf(ctx);
  if (!staff || !token) return;
  await revokeStaffSession(ctx.db, ctx.shop.id, staff.staffId, sha256Hex(token), new Date(ctx.clock.now()).toISOString());
}
