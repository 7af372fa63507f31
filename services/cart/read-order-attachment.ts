// Reading an order attachment back (spec §7, §8): only for the customer who uploaded it, with
// the content type fixed by what was recognised at upload; anyone else's is not found.
import { readFile } from 'node:fs/promises';
import { isStoredAttachmentName } from '../../core/attachment-content';
import { messages } from '../../core/messages';
import { findOrderAttachment } from '../../db/order-attachment.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import type { AttachmentFile } from './attachment-types';
import { storedAttachmentPath } from './operations/stored-attachment-path';

/** The customer's own stored file, or not found (also for anyone else's). */
export async function readOrderAttachment(ctx: Ctx, storedName: string): Promise<AttachmentFile> {
  const dir = ctx.deps.attachmentsDir;
  if (!isStoredAttachmentName(storedName)) throw new DomainError('not_found', messages.pageNotFound);
  const row = await findOrderAttachment(ctx.db, ctx.shop.id, requireCustomerId(ctx), storedName);
  if (!row) throw new DomainError('not_found', messages.pageNotFound);
  const bytes = await readFile(storedAttachmentPath(dir, row.stored_name)).catch(() => null);
  if (!bytes) throw new DomainError('not_found', messages.pageNotFound);
  return { bytes, contentType: row.content_type, originalName: row.original_name };
}
