// The seller order's invoice and packing slip (`?print=invoice|slip`, a print-only layout).
import { Link } from 'react-router';
import { paymentStatusLabel } from '../../../../core/order-state';
import type { SellerOrderDetail } from '../../../../services/seller/seller-order-views';
import { SettlementSummary, ToCollect } from '../../order/settlement-summary';
import { when } from '../format';
import { Lines, Totals } from './items';
import { Address } from './summary';

export function PrintView({ order, shopName, kind }: { order: SellerOrderDetail; shopName: string; kind: 'invoice' | 'slip' }) {
  return (
    <article className="mx-auto max-w-2xl bg-white p-4 text-gray-900 print:p-0" aria-label={kind === 'invoice' ? 'Invoice' : 'Packing slip'}>
      <p className="mb-4 flex gap-3 text-sm print:hidden">
        <Link to={`/seller/orders/${order.purchase_id}`} className="underline">
          Back to the order
        </Link>
        <span>Use your browser&apos;s Print (Ctrl+P) to print this page.</span>
      </p>
      <header className="mb-4 flex items-baseline justify-between border-b border-gray-400 pb-2">
        <h1 className="text-xl font-bold">{shopName}</h1>
        <p className="text-lg font-semibold">{kind === 'invoice' ? 'Invoice' : 'Packing slip'}</p>
      </header>
      <p className="text-sm">
        Order <span className="font-mono font-semibold">{order.code}</span> · placed {when(order.placed_at)}
        <br />
        Payment: {order.payment_method} · {paymentStatusLabel(order.payment_status)}
        {order.courier ? ` · ${order.courier} ${order.tracking_code ?? ''}` : ''}
      </p>
      <section className="my-3">
        <h2 className="text-sm font-semibold">{order.address ? 'Deliver to' : 'Pickup'}</h2>
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
          {order.total_items} item(s) · <ToCollect settlement={order.settlement} />
        </p>
      )}
    </article>
  );
}
