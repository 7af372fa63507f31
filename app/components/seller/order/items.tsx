// The seller order page's items (issue 22 item 3): the lines as a table (the kit's
// ProductTable, also the invoice's and the packing slip's) and the totals.
import { useI18n } from '../../../lib/i18n';
import type { SellerOrderDetail } from '../../../../services/seller/seller-order-views';
import { LineAttachment } from '../../order/order-parts';
import { Card } from '../../ui/card';
import { DefinitionList } from '../../ui/definition-list';
import { ProductTable } from '../../ui/product-line';

export function Lines({ order, prices }: { order: SellerOrderDetail; prices: boolean }) {
  // A line's uploaded design (issue 23 item 8) goes under its name: the shop prints it.
  const name = (l: SellerOrderDetail['lines'][number]) =>
    l.attachment ? (
      <>
        {l.name}
        <LineAttachment line={l} base="/seller" />
      </>
    ) : (
      l.name
    );
  return <ProductTable prices={prices} lines={order.lines.map((l) => ({ key: l.uid, name: name(l), variant: l.variantLabel, quantity: l.quantity, price: l.sellPrice, total: l.lineTotal }))} />;
}

export function Totals({ order }: { order: SellerOrderDetail }) {
  const { t, taka } = useI18n();
  return (
    <DefinitionList
      rows={[
        { label: t('seller.order.subtotal'), value: taka(order.cart_total) },
        { label: t('seller.order.deliveryCharge'), value: taka(order.delivery_charge) },
        order.coupon_discount ? { label: order.coupon_code ? t('seller.order.couponCode', { code: order.coupon_code }) : t('seller.order.coupon'), value: taka(-order.coupon_discount) } : null,
        order.recharge_paid ? { label: t('seller.order.fromRecharge'), value: taka(-order.recharge_paid) } : null,
        order.refund_paid ? { label: t('seller.order.fromRefund'), value: taka(-order.refund_paid) } : null,
        order.cashback_paid ? { label: t('seller.order.fromCashback'), value: taka(-order.cashback_paid) } : null,
        { label: t('seller.order.total'), value: taka(order.order_total), strong: true },
      ]}
    />
  );
}

export function ItemsCard({ order }: { order: SellerOrderDetail }) {
  const { t } = useI18n();
  return (
    <Card title={t('seller.order.items')} titleId="lines-title">
      <Lines order={order} prices />
      <div className="mt-3">
        <Totals order={order} />
      </div>
    </Card>
  );
}
