// Every staff login (password, one-time code) ends here (docs/decisions/023): a fresh 256-bit
// token — never one the client brought — of which only the sha256 is stored.
import { STAFF_SESSION_TTL_MS } from '../../../core/seller-rules';
import type { Db } from '../../../db/client';
import type { Staff, StaffRole } from '../../../db/schema';
import { insertStaffSession } from '../../../db/staff.repository';
import { newSessionToken, sha256Hex } from '../../accounts/operations/secret';

export interface StaffLogin {
  token: string;
  staff: { id: number; name: string; role: StaffRole };
}

export async function startStaffSession(db: Db, shopId: number, staff: Pick<Staff, 'id' | 'name' | 'role'>, nowMs: number): Promise<StaffLogin> {
  const token = newSessionToken();
  await insertStaffSession(db, { shopId, staffId: staff.id, tokenHash: sha256Hex(token), loginAt: new Date(nowMs).toISOString(), expiresAt: new Date(nowMs + STAFF_SESSION_TTL_MS).toISOString() });
  return { token, staff: { id: staff.id, name: staff.name, role: staff.role } };
}
