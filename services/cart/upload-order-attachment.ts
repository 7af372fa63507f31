// Uploading an order attachment (spec §5, §7 customer-attachment-upload-on-order, §8): the file
// is taken with the attachment rules (services/cart/operations/store-attachment.ts: type and
// content agree, at most 5 MB, 30 an hour, a random name outside the public web root) and
// recorded as the customer's own. `old_data` replaces the customer's own earlier upload only
// (and only while no cart line uses it); any other name is left alone.
// read-order-attachment.ts gives a stored file back to its owner.
import { unlink } from 'node:fs/promises';
import { isStoredAttachmentName } from '../../core/attachment-content';
import { deleteUnusedOrderAttachment, findOrderAttachment } from '../../db/order-attachment.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import type { UploadedFile } from './attachment-types';
import { storeAttachment } from './operations/store-attachment';
import { storedAttachmentPath } from './operations/stored-attachment-path';

interface UploadResult {
  imageOriginalName: string;
  imageNewName: string;
}

export async function uploadOrderAttachment(ctx: Ctx, input: { file: UploadedFile; oldData: string }): Promise<UploadResult> {
  const { db, shop } = ctx;
  const customerId = requireCustomerId(ctx);
  const stored = await storeAttachment(ctx, customerId, `customer:${customerId}`, input.file);

  const old = input.oldData.trim();
  if (old !== '' && isStoredAttachmentName(old)) {
    const earlier = await findOrderAttachment(db, shop.id, customerId, old);
    if (earlier && (await deleteUnusedOrderAttachment(db, shop.id, customerId, earlier.id))) {
      await unlink(storedAttachmentPath(ctx.deps.attachmentsDir, earlier.stored_name)).catch(() => {});
    }
  }
  return { imageOriginalName: stored.originalName, imageNewName: stored.storedName };
}
