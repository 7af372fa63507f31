// A thread message's attachment, served only to the thread's customer or to the shop's staff
// (seller console), with the content type fixed at upload. Anyone else — another customer,
// another shop, a guest — gets not found, exactly like an unknown message id.
import { readFile } from 'node:fs/promises';
import { messages } from '../../core/messages';
import { findThreadMessageAttachment } from '../../db/thread.repository';
import { storedAttachmentPath } from '../cart/operations/stored-attachment-path';
import type { AttachmentFile } from '../cart/attachment-types';
import { customerOf, staffOf } from '../actors';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { parseThreadId } from './thread-input';

/** A thread message's file as served (the same kind of file as every attachment). */
export type ThreadAttachmentFile = AttachmentFile;

export async function readThreadAttachment(ctx: Ctx, messageId: unknown): Promise<ThreadAttachmentFile> {
  const notFound = () => new DomainError('not_found', messages.pageNotFound);
  const id = parseThreadId(messageId);
  // The thread's customer or the shop's staff; anyone else is told it does not exist.
  const customer = customerOf(ctx);
  if (id === null || (!customer && !staffOf(ctx))) throw notFound();
  const row = await findThreadMessageAttachment(ctx.db, ctx.shop.id, id);
  if (!row) throw notFound();
  if (customer && row.customer_id !== customer.id) throw notFound();
  const bytes = await readFile(storedAttachmentPath(ctx.deps.attachmentsDir, row.stored_name)).catch(() => null);
  if (!bytes) throw notFound();
  return { bytes, contentType: row.content_type, originalName: row.original_name };
}
