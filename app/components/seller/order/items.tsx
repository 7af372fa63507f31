// The seller order page's items (issue 22 item 3): the lines as a table (the kit's
// ProductTable, also the invoice's and the packing slip's) and the totals.
import { formatTaka } from '../../../../core/money';
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
  return (
    <DefinitionList
      rows={[
        { label: 'Subtotal', value: formatTaka(order.cart_total) },
        { label: 'Delivery charge', value: formatTaka(order.delivery_charge) },
        order.coupon_discount ? { label: `Coupon${order.coupon_code ? ` (${order.coupon_code})` : ''}`, value: formatTaka(-order.coupon_discount) } : null,
        order.recharge_paid ? { label: 'Paid from recharge balance', value: formatTaka(-order.recharge_paid) } : null,
        order.refund_paid ? { label: 'Paid from refund balance', value: formatTaka(-order.refund_paid) } : null,
        order.cashback_paid ? { label: 'Paid from cashback', value: formatTaka(-order.cashback_paid) } : null,
        { label: 'Order total', value: formatTaka(order.order_total), strong: true },
      ]}
    />
  );
}

export function ItemsCard({ order }: { order: SellerOrderDetail }) {
  return (
    <Card title="Items" titleId="lines-title">
      <Lines order={order} prices />
      <div className="mt-3">
        <Totals order={order} />
      </div>
    </Card>
  );
}
