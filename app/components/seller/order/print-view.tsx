// The seller order's invoice and packing slip (`?print=invoice|slip`, a print-only layout).
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { methodText, paymentText } from '../labels';
import type { SellerOrderDetail } from '../../../../services/seller/seller-order-views';
import { SettlementSummary, ToCollect } from '../../order/settlement-summary';
import { when } from '../format';
import { Lines, Totals } from './items';
import { Address } from './summary';

export function PrintView({ order, shopName, kind }: { order: SellerOrderDetail; shopName: string; kind: 'invoice' | 'slip' }) {
  const { t, lang, digits } = useI18n();
  const title = kind === 'invoice' ? t('seller.print.invoice') : t('seller.print.slip');
  return (
    <article className="mx-auto max-w-2xl bg-white p-4 text-gray-900 print:p-0" aria-label={title}>
      <p className="mb-4 flex gap-3 text-sm print:hidden">
        <Link to={`/seller/orders/${order.purchase_id}`} className="underline">
          {t('seller.print.back')}
        </Link>
        <span>{t('seller.print.howTo')}</span>
      </p>
      <header className="mb-4 flex items-baseline justify-between border-b border-gray-400 pb-2">
        <h1 className="text-xl font-bold">{shopName}</h1>
        <p className="text-lg font-semibold">{title}</p>
      </header>
      <p className="text-sm">
        {t('seller.print.order')} <span className="font-mono font-semibold">{digits(order.code)}</span> · {t('seller.order.placed', { at: when(order.placed_at, lang) })}
        <br />
        {t('seller.print.payment', { method: methodText(t, order.payment_method), status: paymentText(t, order.payment_status) })}
        {order.courier ? ` · ${order.courier} ${order.tracking_code ?? ''}` : ''}
      </p>
      <section className="my-3">
        <h2 className="text-sm font-semibold">{order.address ? t('seller.print.deliverTo') : t('seller.order.pickup')}</h2>
        <Address order={order} />
      </section>
      <Lines order={order} prices={kind === 'invoice'} />
      {kind === 'invoice' ? (
        <div className="ml-auto mt-3 max-w-xs space-y-3">
          <Totals order={order} />
          <SettlementSummary settlement={order.settlement} />
        </div>
      ) : (
        <p className="mt-3 text-sm">
          {t('seller.orders.items', { n: order.total_items })} · <ToCollect settlement={order.settlement} />
        </p>
      )}
    </article>
  );
}
