// The seller console pays an approved refund (issue 14 item 3) through
// services/refunds/operations/pay-refund.ts: to the refund balance (through the ledger, exactly once) or
// to the original payment through the provider — wherever the customer chose when asking
// (after-cart.md: "to the refund balance when the shopper chooses so"). The destination the
// shop sends is its confirmation: one that differs from the customer's choice is refused
// (422) and nothing moves, so a wrong tap never sends money somewhere the customer did not ask.
import { refundTargetLabels } from '../../core/refund-messages';
import { isRefundTarget } from '../../core/refund-state';
import { sellerConsoleMessages } from '../../core/seller-console';
import { requireStaff } from '../actors';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { payRefund } from './operations/pay-refund';
import { readSellerRefund } from './operations/refund-detail';
import { findRefundOfShop } from './operations/refund-staff';
import type { SellerRefundDetail } from './refund-views';

export async function paySellerRefund(ctx: Ctx, refundId: number, destination?: string | null): Promise<SellerRefundDetail> {
  const staff = requireStaff(ctx);
  const refund = await findRefundOfShop(ctx.db, ctx.shop.id, refundId);
  const wanted = (destination ?? '').trim();
  if (wanted !== '') {
    if (!isRefundTarget(wanted)) throw new DomainError('invalid', sellerConsoleMessages.destinationInvalid, { refund_to: sellerConsoleMessages.destinationInvalid });
    if (wanted !== refund.refund_to) {
      const message = sellerConsoleMessages.destinationMismatch(refundTargetLabels[refund.refund_to].toLowerCase());
      throw new DomainError('invalid', message, { refund_to: message });
    }
  }
  await payRefund(ctx, staff.staffId, refund.id);
  return readSellerRefund(ctx.db, ctx.shop.id, refund.id);
}
