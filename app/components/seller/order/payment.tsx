// The seller order page's payment and settlement (issue 22 item 3): who pays what and how
// (the settlement summary: paid, to collect) and the payments recorded against the order.
import { formatTaka } from '../../../../core/money';
import type { SellerOrderDetail } from '../../../../services/seller/seller-order-views';
import { SettlementSummary } from '../../order/settlement-summary';
import { Card } from '../../ui/card';

export function PaymentCard({ order }: { order: SellerOrderDetail }) {
  return (
    <Card title="Payments" titleId="payments-title">
      <SettlementSummary settlement={order.settlement} />
      {order.payments.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">No payments recorded.</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm text-gray-900">
          {order.payments.map((p) => (
            <li key={p.id}>
              {p.provider} · {p.purpose} · {formatTaka(p.amount)} · {p.state}
              {p.reference ? ` · ${p.reference}` : ''}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
