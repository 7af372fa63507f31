// A refund request's photo for the shop's staff (issue 14 item 3): the n-th photo (from 1) the
// customer attached to one of this shop's refund requests, with the content type fixed at
// upload. Anyone but staff, another shop's refund, an unknown position: not found alike.
import { readFile } from 'node:fs/promises';
import { messages } from '../../core/messages';
import { listRefundPhotos } from '../../db/refund.repository';
import { storedAttachmentPath } from '../cart/operations/stored-attachment-path';
import { staffOf } from '../actors';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { parseThreadId } from '../support/thread-input';
import type { AttachmentFile } from '../cart/attachment-types';

export async function readRefundPhoto(ctx: Ctx, refundId: unknown, position: unknown): Promise<AttachmentFile> {
  const notFound = () => new DomainError('not_found', messages.pageNotFound);
  const id = parseThreadId(refundId);
  const n = parseThreadId(position);
  if (id === null || n === null || !staffOf(ctx)) throw notFound();
  const photo = (await listRefundPhotos(ctx.db, ctx.shop.id, id))[n - 1];
  if (!photo) throw notFound();
  const bytes = await readFile(storedAttachmentPath(ctx.deps.attachmentsDir, photo.stored_name)).catch(() => null);
  if (!bytes) throw notFound();
  return { bytes, contentType: photo.content_type, originalName: photo.original_name };
}
