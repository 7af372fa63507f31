// One thread in the seller console (issue 14 item 4): its messages (services/support/
// operations/read-shop-thread.ts, which also marks the customer's messages read for the shop),
// who wrote it, and attachment links the console serves to staff (/seller/thread-attachment/
// {message}). Staff of this shop only.
import { requireThreadStaff } from '../actors';
import type { Ctx } from '../context';
import { getCustomerContact } from '../../db/customer.repository';
import { readShopThread } from './operations/read-shop-thread';
import type { ThreadDetailView } from './thread-views';

export interface SellerThreadDetail extends ThreadDetailView {
  customer: { id: number; name: string; phone: string };
}

export const sellerAttachmentPath = (messageId: number): string => `/seller/thread-attachment/${messageId}`;

export async function getSellerThread(ctx: Ctx, threadId: number): Promise<SellerThreadDetail> {
  requireThreadStaff(ctx);
  const { customer_id, ...thread } = await readShopThread(ctx, threadId);
  const customer = await getCustomerContact(ctx.db, ctx.shop.id, customer_id);
  return {
    ...thread,
    customer,
    messages: thread.messages.map((m) => ({ ...m, attachment: m.attachment ? { name: m.attachment.name, url: sellerAttachmentPath(m.id) } : null })),
  };
}
