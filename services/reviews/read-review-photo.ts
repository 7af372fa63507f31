// A shown review's photo for anyone (GET /review-photos/{review}/{n}): the n-th photo (from 1)
// of a review this shop shows. A hidden review's photos, another shop's, an unknown position:
// not found alike. Only images are ever attached to a review (save-customer-review.ts).
import { readFile } from 'node:fs/promises';
import { messages } from '../../core/messages';
import { findShownReviewPhoto } from '../../db/review.repository';
import type { AttachmentFile } from '../cart/attachment-types';
import { storedAttachmentPath } from '../cart/operations/stored-attachment-path';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { parseThreadId } from '../support/thread-input';

export async function readReviewPhoto(ctx: Ctx, reviewId: unknown, position: unknown): Promise<AttachmentFile> {
  const notFound = () => new DomainError('not_found', messages.pageNotFound);
  const id = parseThreadId(reviewId);
  const n = parseThreadId(position);
  if (id === null || n === null) throw notFound();
  const photo = await findShownReviewPhoto(ctx.db, ctx.shop.id, id, n);
  if (!photo || !photo.content_type.startsWith('image/')) throw notFound();
  const bytes = await readFile(storedAttachmentPath(ctx.deps.attachmentsDir, photo.stored_name)).catch(() => null);
  if (!bytes) throw notFound();
  return { bytes, contentType: photo.content_type, originalName: photo.original_name };
}
