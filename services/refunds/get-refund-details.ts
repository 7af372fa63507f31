// Refund Details (`refund-details/{refundId}`): one of the customer's own requests with its
// lines, amount, the three states and their timeline. Another customer's or shop's id is not
// found, exactly like an unknown one.
import { z } from 'zod';
import { isStoredId } from '../../core/cart';
import { refundMessages } from '../../core/refund-messages';
import { findCustomerRefund } from '../../db/refund.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import type { RefundDetailView } from './refund-views';
import { loadRefundDetail } from './operations/refund-detail';
import { requiredIdField } from '../input';

/** Which request, as the API sends it (the page takes it from its URL). */
export const refundDetailsInput = z.object({ refund_id: requiredIdField('refund_id') });

export async function getRefundDetails(ctx: Ctx, refundId: number): Promise<RefundDetailView> {
  const customerId = requireCustomerId(ctx);
  const refund = isStoredId(refundId) ? await findCustomerRefund(ctx.db, ctx.shop.id, customerId, refundId) : undefined;
  if (!refund) throw new DomainError('not_found', refundMessages.notFound);
  return loadRefundDetail(ctx.db, refund);
}
