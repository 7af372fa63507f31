// Uploading an order attachment (spec §5, §7 customer-attachment-upload-on-order, §8): a file
// is taken only when its extension (.jpg .jpeg .png .pdf, any case) and its first bytes agree,
// at most 5 MB. It is written under a random server-made name into a directory outside the
// public web root and recorded as the customer's own. `old_data` replaces the customer's own
// earlier upload only (and only while no cart line uses it); any other name is left alone.
// Each customer may upload 30 files an hour (counted in the database, shared by every process).
// read-order-attachment.ts gives a stored file back to its owner.
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isAllowedAttachmentName } from '../../core/attachment';
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_UPLOAD_RULE,
  ATTACHMENT_FILE_EXTENSIONS,
  MAX_ATTACHMENT_BYTES,
  attachmentKindOf,
  cleanAttachmentName,
  isStoredAttachmentName,
} from '../../core/attachment-content';
import { messages } from '../../core/messages';
import { attachmentMessages } from '../../core/cart-messages';
import { deleteUnusedOrderAttachment, findOrderAttachment, insertOrderAttachment } from '../../db/order-attachment.repository';
import { requireCustomerId, type Ctx } from '../context';
import { DomainError } from '../domain-error';
import { enforceRateLimits } from '../accounts/operations/enforce-rate-limits';
import { storedAttachmentPath } from './stored-attachment-path';

interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

interface UploadResult {
  imageOriginalName: string;
  imageNewName: string;
}

export async function uploadOrderAttachment(ctx: Ctx, input: { file: UploadedFile; oldData: string }): Promise<UploadResult> {
  const dir = ctx.deps.attachmentsDir;
  const { db, shop } = ctx;
  const customerId = requireCustomerId(ctx);
  if (input.file.bytes.byteLength > MAX_ATTACHMENT_BYTES) throw new DomainError('payload_too_large', attachmentMessages.tooLarge);
  const originalName = cleanAttachmentName(input.file.name);
  if (!isAllowedAttachmentName(originalName)) throw new DomainError('invalid', messages.attachmentTypeUntitled);
  const kind = attachmentKindOf(originalName, input.file.bytes.subarray(0, 16));
  if (!kind) throw new DomainError('invalid', attachmentMessages.contentMismatch);

  await enforceRateLimits(db, [{ rule: ATTACHMENT_UPLOAD_RULE, subject: `shop:${shop.id}:customer:${customerId}` }], ctx.clock.now());

  const storedName = `${randomBytes(16).toString('hex')}.${ATTACHMENT_FILE_EXTENSIONS[kind]}`;
  await mkdir(resolve(dir), { recursive: true, mode: 0o700 });
  await writeFile(storedAttachmentPath(dir, storedName), input.file.bytes, { flag: 'wx', mode: 0o600 });
  try {
    await insertOrderAttachment(db, shop.id, customerId, {
      storedName,
      originalName,
      contentType: ATTACHMENT_CONTENT_TYPES[kind],
      size: input.file.bytes.byteLength,
      now: new Date(ctx.clock.now()).toISOString(),
    });
  } catch (err) {
    await unlink(storedAttachmentPath(dir, storedName)).catch(() => {});
    throw err;
  }

  const old = input.oldData.trim();
  if (old !== '' && isStoredAttachmentName(old)) {
    const earlier = await findOrderAttachment(db, shop.id, customerId, old);
    if (earlier && (await deleteUnusedOrderAttachment(db, shop.id, customerId, earlier.id))) {
      await unlink(storedAttachmentPath(dir, earlier.stored_name)).catch(() => {});
    }
  }
  return { imageOriginalName: originalName, imageNewName: storedName };
}
