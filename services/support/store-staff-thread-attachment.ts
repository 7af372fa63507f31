// A staff member's file on a reply in the seller console (issue 14 item 4): the same rules as a
// customer's (services/cart/upload-order-attachment.ts: type and content agree, at most 5 MB, a
// random name in the private attachments directory), 30 uploads an hour per staff member. The
// row is recorded under the thread's customer, so the file is served to exactly the two sides
// of that thread (read-thread-attachment.ts) and to nobody else; its name is never shown.
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isAllowedAttachmentName } from '../../core/attachment';
import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_FILE_EXTENSIONS, ATTACHMENT_UPLOAD_RULE, MAX_ATTACHMENT_BYTES, attachmentKindOf, cleanAttachmentName } from '../../core/attachment-content';
import { attachmentMessages } from '../../core/cart-messages';
import { messages } from '../../core/messages';
import { insertOrderAttachment } from '../../db/order-attachment.repository';
import { enforceRateLimits } from '../accounts/operations/enforce-rate-limits';
import { storedAttachmentPath } from '../cart/operations/stored-attachment-path';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import type { ThreadFile } from './store-thread-attachment';

/** The stored attachment's id, or null when no file (or an empty one) was sent. */
export async function storeStaffThreadAttachment(ctx: Ctx, staffId: number, threadCustomerId: number, file: ThreadFile | null | undefined): Promise<number | null> {
  if (!file || (file.name === '' && file.bytes.byteLength === 0)) return null;
  const { db, shop } = ctx;
  const dir = ctx.deps.attachmentsDir;
  if (file.bytes.byteLength > MAX_ATTACHMENT_BYTES) throw new DomainError('payload_too_large', attachmentMessages.tooLarge);
  const originalName = cleanAttachmentName(file.name);
  if (!isAllowedAttachmentName(originalName)) throw new DomainError('invalid', messages.attachmentTypeUntitled);
  const kind = attachmentKindOf(originalName, file.bytes.subarray(0, 16));
  if (!kind) throw new DomainError('invalid', attachmentMessages.contentMismatch);
  await enforceRateLimits(db, [{ rule: ATTACHMENT_UPLOAD_RULE, subject: `shop:${shop.id}:staff:${staffId}` }], ctx.clock.now());
  const storedName = `${randomBytes(16).toString('hex')}.${ATTACHMENT_FILE_EXTENSIONS[kind]}`;
  await mkdir(resolve(dir), { recursive: true, mode: 0o700 });
  await writeFile(storedAttachmentPath(dir, storedName), file.bytes, { flag: 'wx', mode: 0o600 });
  try {
    return await insertOrderAttachment(db, shop.id, threadCustomerId, {
      storedName,
      originalName,
      contentType: ATTACHMENT_CONTENT_TYPES[kind],
      size: file.bytes.byteLength,
      now: new Date(ctx.clock.now()).toISOString(),
    });
  } catch (err) {
    await unlink(storedAttachmentPath(dir, storedName)).catch(() => {});
    throw err;
  }
}
