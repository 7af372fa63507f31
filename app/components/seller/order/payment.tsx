// The seller order page's payment and settlement (issue 22 item 3): who pays what and how
// (the settlement summary: paid, to collect) and the payments recorded against the order.
import { useI18n } from '../../../lib/i18n';
import { methodText, paymentStateText, paymentPurposeText } from '../labels';
import type { SellerOrderDetail } from '../../../../services/seller/seller-order-views';
import { SettlementSummary } from '../../order/settlement-summary';
import { Card } from '../../ui/card';

export function PaymentCard({ order }: { order: SellerOrderDetail }) {
  const { t, taka } = useI18n();
  return (
    <Card title={t('seller.order.payments')} titleId="payments-title">
      <SettlementSummary settlement={order.settlement} />
      {order.payments.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{t('seller.order.noPayments')}</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm text-gray-900">
          {order.payments.map((p) => (
            <li key={p.id}>
              {methodText(t, p.provider)} · {paymentPurposeText(t, p.purpose)} · {taka(p.amount)} · {paymentStateText(t, p.state)}
              {p.reference ? ` · ${p.reference}` : ''}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
