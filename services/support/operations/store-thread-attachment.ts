// A file on a thread message, taken with exactly the order-attachment rules (services/cart/
// operations/store-attachment.ts: type and content agree, at most 5 MB, 30 uploads an hour per
// uploader, a random name in the private attachments directory). Always recorded under the
// thread's customer — theirs, or the staff member's on their thread — so the file is served to
// exactly the two sides of that thread (read-thread-attachment.ts) and to nobody else; its
// server-made name is never shown: the file is served by message id.
import { storeAttachment } from '../../cart/operations/store-attachment';
import type { Ctx } from '../../context';
import type { ThreadFile } from '../thread-input';

const sent = (file: ThreadFile | null | undefined): file is ThreadFile => !!file && !(file.name === '' && file.bytes.byteLength === 0);

/** The customer's file: the stored attachment's id, or null when no file (or an empty one) was sent. */
export async function storeThreadAttachment(ctx: Ctx, customerId: number, file: ThreadFile | null | undefined): Promise<number | null> {
  if (!sent(file)) return null;
  return (await storeAttachment(ctx, customerId, `customer:${customerId}`, file)).id;
}

/** A staff member's file on a reply (issue 14 item 4): counted against the staff member, recorded under the thread's customer. */
export async function storeStaffThreadAttachment(ctx: Ctx, staffId: number, threadCustomerId: number, file: ThreadFile | null | undefined): Promise<number | null> {
  if (!sent(file)) return null;
  return (await storeAttachment(ctx, threadCustomerId, `staff:${staffId}`, file)).id;
}
