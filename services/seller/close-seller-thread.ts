// The seller console closes a ticket or inquiry (issue 14 item 4); closing a closed one again
// changes nothing and says so (`closed: false`).
import type { Ctx } from '../context';
import { staffCloseThread } from '../support/staff-close-thread';
import { requireStaff } from './require-staff';

export async function closeSellerThread(ctx: Ctx, threadId: number): Promise<{ closed: boolean }> {
  requireStaff(ctx);
  return staffCloseThread(ctx, threadId);
}
