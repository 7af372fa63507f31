// Storing an uploaded file with the order-attachment rules (spec §5, §7 customer-attachment-
// upload-on-order, §8), for every kind of attachment: an order line's, a thread message's (the
// customer's or the shop's) and a refund photo's. A file is taken only when its extension (.jpg
// .jpeg .png .pdf, any case) and its first bytes agree, at most 5 MB, 30 uploads an hour per
// uploader (counted in the database, shared by every process). It is written under a random
// server-made name into the attachments directory, outside the public web root, and recorded
// as the given customer's own (the thread's customer for a staff reply, so the file is served
// to exactly the two sides of that thread).
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isAllowedAttachmentName } from '../../../core/attachment';
import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_FILE_EXTENSIONS, ATTACHMENT_UPLOAD_RULE, MAX_ATTACHMENT_BYTES, attachmentKindOf, cleanAttachmentName } from '../../../core/attachment-content';
import { attachmentMessages } from '../../../core/cart-messages';
import { messages } from '../../../core/messages';
import { insertOrderAttachment } from '../../../db/order-attachment.repository';
import { enforceRateLimits } from '../../accounts/operations/enforce-rate-limits';
import type { Ctx } from '../../context';
import { DomainError } from '../../domain-error';
import type { UploadedFile } from '../attachment-types';
import { storedAttachmentPath } from './stored-attachment-path';

export interface StoredAttachment {
  id: number;
  storedName: string;
  originalName: string;
}

/**
 * Checks and stores `file` as `ownerId`'s attachment; `uploader` names who is counted against
 * the upload limit (`customer:<id>` or `staff:<id>`).
 */
export async function storeAttachment(ctx: Ctx, ownerId: number, uploader: string, file: UploadedFile): Promise<StoredAttachment> {
  const { db, shop } = ctx;
  const dir = ctx.deps.attachmentsDir;
  if (file.bytes.byteLength > MAX_ATTACHMENT_BYTES) throw new DomainError('payload_too_large', attachmentMessages.tooLarge);
  const originalName = cleanAttachmentName(file.name);
  if (!isAllowedAttachmentName(originalName)) throw new DomainError('invalid', messages.attachmentTypeUntitled);
  const kind = attachmentKindOf(originalName, file.bytes.subarray(0, 16));
  if (!kind) throw new DomainError('invalid', attachmentMessages.contentMismatch);

  await enforceRateLimits(db, [{ rule: ATTACHMENT_UPLOAD_RULE, subject: `shop:${shop.id}:${uploader}` }], ctx.clock.now());

  const storedName = `${randomBytes(16).toString('hex')}.${ATTACHMENT_FILE_EXTENSIONS[kind]}`;
  await mkdir(resolve(dir), { recursive: true, mode: 0o700 });
  await writeFile(storedAttachmentPath(dir, storedName), file.bytes, { flag: 'wx', mode: 0o600 });
  try {
    const id = await insertOrderAttachment(db, shop.id, ownerId, {
      storedName,
      originalName,
      contentType: ATTACHMENT_CONTENT_TYPES[kind],
      size: file.bytes.byteLength,
      now: new Date(ctx.clock.now()).toISOString(),
    });
    return { id, storedName, originalName };
  } catch (err) {
    await unlink(storedAttachmentPath(dir, storedName)).catch(() => {});
    throw err;
  }
}
