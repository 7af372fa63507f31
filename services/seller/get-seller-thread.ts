// One thread in the seller console (issue 14 item 4): its messages (services/support/
// staff-get-thread.ts, which also marks the customer's messages read for the shop), who wrote
// it, and attachment links the console serves to staff (/seller/thread-attachment/{message}).
import type { Ctx } from '../context';
import { staffGetThread } from '../support/staff-get-thread';
import type { ThreadDetailView } from '../support/thread-views';
import { requireStaff } from './require-staff';

export interface SellerThreadDetail extends ThreadDetailView {
  customer: { id: number; name: string; phone: string };
}

export const sellerAttachmentPath = (messageId: number): string => `/seller/thread-attachment/${messageId}`;

export async function getSellerThread(ctx: Ctx, threadId: number): Promise<SellerThreadDetail> {
  requireStaff(ctx);
  const { customer_id, ...thread } = await staffGetThread(ctx, threadId);
  const customer = await ctx.db.selectFrom('customers').select(['id', 'name', 'phone']).where('shop_id', '=', ctx.shop.id).where('id', '=', customer_id).executeTakeFirstOrThrow();
  return {
    ...thread,
    customer,
    messages: thread.messages.map((m) => ({ ...m, attachment: m.attachment ? { name: m.attachment.name, url: sellerAttachmentPath(m.id) } : null })),
  };
}
