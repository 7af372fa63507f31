// The design a shopper attached to a line of a placed order (spec §7 "attachment"; issue 23
// item 8): served to the order's customer (their order page, confirmed page and invoice link
// to it) and to the shop's staff (the console's order page, invoice and packing slip), with
// the content type fixed at upload. Anyone else — a guest, another customer, another shop —
// gets not found, exactly like a line without a design.
import { isStoredId } from '../../core/cart';
import { messages } from '../../core/messages';
import { findOrderLineAttachment } from '../../db/order-attachment.repository';
import type { AttachmentFile } from './attachment-types';
import { readStoredAttachment } from './operations/stored-attachment-path';
import { customerOf, staffOf } from '../actors';
import { type Ctx } from '../context';
import { DomainError } from '../domain-error';

export async function readOrderLineAttachment(ctx: Ctx, lineParam: string): Promise<AttachmentFile> {
  const notFound = () => new DomainError('not_found', messages.pageNotFound);
  const lineId = /^\d{1,15}$/.test(lineParam) ? Number(lineParam) : 0;
  if (!isStoredId(lineId)) throw notFound();
  const row = await findOrderLineAttachment(ctx.db, ctx.shop.id, lineId);
  const customer = customerOf(ctx);
  if (!row || !(staffOf(ctx) || (customer && customer.id === row.order_customer_id))) throw notFound();
  const bytes = await readStoredAttachment(ctx.deps.attachmentsDir, row.stored_name);
  if (!bytes) throw notFound();
  return { bytes, contentType: row.content_type, originalName: row.original_name };
}
