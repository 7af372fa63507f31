// One refund request in the seller console (issue 14 item 3): the request as the customer sees
// it (lines, amount, reason, photos, the three states and their timeline), who asked, and which
// of the shop's moves are possible now. Another shop's id is not found like an unknown one.
import type { Ctx } from '../context';
import { findRefundOfShop } from '../refunds/refund-staff';
import { loadRefundDetail, type RefundDetailView } from '../refunds/refund-views';
import { requireStaff } from './require-staff';

export interface SellerRefundDetail extends RefundDetailView {
  customer: { id: number; name: string; phone: string };
  can_decide: boolean;
  can_receive: boolean;
  can_pay: boolean;
}

export async function getSellerRefund(ctx: Ctx, refundId: number): Promise<SellerRefundDetail> {
  requireStaff(ctx);
  const { db, shop } = ctx;
  const refund = await findRefundOfShop(db, shop.id, refundId);
  const [detail, customer] = await Promise.all([
    loadRefundDetail(db, refund),
    db.selectFrom('customers').select(['id', 'name', 'phone']).where('shop_id', '=', shop.id).where('id', '=', refund.customer_id).executeTakeFirstOrThrow(),
  ]);
  return {
    ...detail,
    customer,
    can_decide: refund.status === 'pending',
    can_receive: refund.status === 'approved' && refund.return_status === 'pending',
    can_pay: refund.status === 'approved' && refund.payment_status === 'unpaid',
  };
}
