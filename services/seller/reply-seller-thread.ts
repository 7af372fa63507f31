// The seller console answers a ticket or inquiry (issue 14 item 4): plain text and an optional
// attachment (the customer side's rules), through services/support/staff-reply-to-thread.ts.
import type { Ctx } from '../context';
import { staffReplyToThread } from '../support/staff-reply-to-thread';
import type { ThreadFile } from '../support/store-thread-attachment';
import { requireStaff } from './require-staff';

export async function replySellerThread(ctx: Ctx, threadId: number, input: { message: unknown; attachment?: ThreadFile | null }): Promise<{ message_id: number }> {
  requireStaff(ctx);
  return staffReplyToThread(ctx, threadId, input);
}
