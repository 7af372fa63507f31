// Who a staff token belongs to, in this shop only: a token of another shop, a customer's
// token (another table), a revoked or expired one names nobody.
import type { Db } from '../../../db/client';
import type { Shop, StaffRole } from '../../../db/schema';
import { findLiveStaffSession } from '../../../db/staff.repository';
import { isTokenShaped, sha256Hex } from '../../accounts/operations/secret';

export interface StaffAuth {
  staffId: number;
  role: StaffRole;
  name: string;
  sessionId: number;
}

export async function authenticateStaff(db: Db, shop: Shop, token: string | null | undefined, nowMs: number): Promise<StaffAuth | null> {
  if (!token || !isTokenShaped(token)) return null;
  const found = await findLiveStaffSession(db, shop.id, sha256Hex(token), new Date(nowMs).toISOString());
  if (!found) return null;
  return { staffId: found.staff_id, role: found.role, name: found.name, sessionId: found.session_id };
}
