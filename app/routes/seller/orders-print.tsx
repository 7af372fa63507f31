// /seller/orders/print?kind=slip|invoice&ids=12,15 (issue 26 item 2): the packing slips or the
// invoices of the orders a bulk action chose, one to a printed page, each as its order's own
// print view. Another shop's id is left out; none left is the 404 page.
import { Link, useLoaderData } from 'react-router';
import { sellerMessages } from '../../../core/seller-messages';
import { getOrdersToPrint } from '../../../services/seller/get-orders-to-print';
import { PrintView } from '../../components/seller/order/print-view';
import { consoleMeta } from '../../components/seller/meta';
import { notFoundSaying } from '../../lib/not-found';
import { requireStaffPage } from '../../lib/seller-session.server';
import { useI18n } from '../../lib/i18n';
import { DomainError } from '../../../services/domain-error';
import type { Route } from './+types/orders-print';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const url = new URL(request.url);
  const kind = url.searchParams.get('kind') === 'invoice' ? ('invoice' as const) : ('slip' as const);
  const orders = await getOrdersToPrint(context, url.searchParams.get('ids') ?? '');
  if (orders.length === 0) notFoundSaying(sellerMessages.orderNotFound)(new DomainError('not_found', sellerMessages.orderNotFound));
  return { kind, orders, shop: { name: context.shop.shop_name } };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.orders');
}

export default function SellerOrdersPrint() {
  const { kind, orders, shop } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <div>
      <div className="mx-auto mb-4 max-w-2xl space-y-1 text-sm print:hidden">
        <h1 className="text-lg font-semibold">{t('seller.printAll.title', { n: orders.length })}</h1>
        <p>{t('seller.printAll.hint')}</p>
        <Link to="/seller" className="underline">
          {t('seller.printAll.back')}
        </Link>
      </div>
      {orders.map((order) => (
        <div key={order.purchase_id} className="break-after-page">
          <PrintView order={order} shopName={shop.name} kind={kind} />
        </div>
      ))}
    </div>
  );
}
