// A customer's file on a thread message: taken with exactly the order-attachment rules (type and
// content agree, at most 5 MB, 30 uploads an hour, a random name in the private attachments
// directory; services/cart/upload-order-attachment.ts) and recorded as theirs. Its server-made
// name is never shown: the file is served by message id, to the thread's customer and shop only.
import { findAttachmentId } from '../../db/thread.repository';
import { uploadOrderAttachment } from '../cart/upload-order-attachment';
import { requireCustomerId, type Ctx } from '../context';

export interface ThreadFile {
  name: string;
  bytes: Uint8Array;
}

/** The stored attachment's id, or null when no file (or an empty one) was sent. */
export async function storeThreadAttachment(ctx: Ctx, file: ThreadFile | null | undefined): Promise<number | null> {
  if (!file || (file.name === '' && file.bytes.byteLength === 0)) return null;
  const customerId = requireCustomerId(ctx);
  const stored = await uploadOrderAttachment(ctx, { file, oldData: '' });
  return findAttachmentId(ctx.db, ctx.shop.id, customerId, stored.imageNewName);
}
