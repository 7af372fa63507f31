// /customer/dashboard/refund-details/{refundId} (storefront.md; after-cart.md "Refund
// requests"): one of the customer's refund requests — its lines and amount, the request,
// payment and return states, the shop's note, the photos (served only to their owner at
// /customer/attachment/{name}) and the timeline of every move. Another customer's or shop's id
// is the 404 page. Text the customer or shop wrote is rendered as text.
import { Link, useLoaderData } from 'react-router';
import { isStoredId } from '../../../../core/cart';
import { formatTaka } from '../../../../core/money';
import { getRefundDetails } from '../../../../services/refunds/get-refund-details';
import { formatOrderTime } from '../../../components/order/order-parts';
import { requireCustomer } from '../../../lib/customer-session.server';
import { notFoundOn } from '../../../lib/not-found';
import type { Route } from './+types/refund-details';
import { shopTitle } from '../../../lib/page-title';

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return [{ title: shopTitle(loaded ? `Refund ${loaded.refund.code}` : 'Refund Details', matches) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireCustomer(request, context);
  const id = Number(params.refundId);
  return { refund: await getRefundDetails(context, isStoredId(id) ? id : 0).catch(notFoundOn) };
}

const EVENT_LABELS = { requested: 'Requested', approved: 'Approved by the shop', rejected: 'Rejected by the shop', paid: 'Refund paid', received: 'Return received' } as const;

export default function RefundDetails() {
  const { refund } = useLoaderData<typeof loader>();
  const states = [
    ['Request', refund.status_label],
    ['Payment', refund.payment_status_label],
    ['Return', refund.return_status_label],
    ['Refund to', refund.refund_to_label],
  ] as const;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-gray-900">
          Refund <span className="font-mono tracking-wider">{refund.code}</span>
        </h1>
        <Link to="/customer/dashboard/refund-requests" className="text-sm font-semibold text-primary-text underline">
          All refund requests
        </Link>
      </div>
      <p className="text-gray-900">
        For order{' '}
        <Link to={`/customer/dashboard/purchase-details/${refund.purchase_id}`} className="font-mono font-semibold text-primary-text underline">
          {refund.order_code}
        </Link>{' '}
        · Amount <strong data-testid="refund-amount">{formatTaka(refund.amount)}</strong>
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="States">
        {states.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-gray-200 p-2">
            <dt className="text-xs text-gray-700">{label}</dt>
            <dd className="font-semibold text-gray-900" data-testid={`refund-state-${label.toLowerCase().replace(' ', '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="refund-items" className="space-y-2">
        <h2 id="refund-items" className="text-lg font-bold text-gray-900">
          Items
        </h2>
        <ul className="space-y-2">
          {refund.lines.map((l) => (
            <li key={l.order_line_id} className="grid grid-cols-[3rem_1fr_auto] items-center gap-3 rounded-lg border border-gray-200 p-3">
              {l.image ? <img src={l.image} alt="" width={48} height={48} className="h-12 w-12 rounded object-cover" /> : <span className="h-12 w-12 rounded bg-gray-100" />}
              <span className="min-w-0">
                <span className="block font-semibold break-words text-gray-900">{l.name}</span>
                <span className="block text-sm text-gray-800">
                  {l.variantLabel ? `${l.variantLabel} · ` : ''}
                  {l.quantity} × {formatTaka(l.sellPrice)}
                </span>
              </span>
              <span className="font-bold text-gray-900">{formatTaka(l.amount)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="refund-reason" className="space-y-1">
        <h2 id="refund-reason" className="text-lg font-bold text-gray-900">
          Reason
        </h2>
        <p className="break-words whitespace-pre-wrap text-gray-900">{refund.reason}</p>
        {refund.note ? (
          <>
            <h3 className="pt-2 font-semibold text-gray-900">The shop’s note</h3>
            <p className="break-words whitespace-pre-wrap text-gray-900">{refund.note}</p>
          </>
        ) : null}
      </section>

      {refund.photos.length > 0 ? (
        <section aria-labelledby="refund-photos" className="space-y-1">
          <h2 id="refund-photos" className="text-lg font-bold text-gray-900">
            Photos
          </h2>
          <ul className="flex flex-wrap gap-2">
            {refund.photos.map((p) => (
              <li key={p.name}>
                <a href={`/customer/attachment/${p.name}`} className="inline-flex min-h-10 items-center rounded-md border border-gray-300 px-3 text-sm break-all text-primary-text underline">
                  {p.originalName}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="refund-history" className="space-y-2">
        <h2 id="refund-history" className="text-lg font-bold text-gray-900">
          History
        </h2>
        <ol className="space-y-2 border-l-2 border-gray-200 pl-4">
          {refund.timeline.map((e, i) => (
            <li key={i}>
              <p className="font-semibold text-gray-900">{EVENT_LABELS[e.event]}</p>
              <p className="text-sm text-gray-800">
                <time dateTime={e.at}>{formatOrderTime(e.at)}</time>
              </p>
              {e.note ? <p className="text-sm break-words whitespace-pre-wrap text-gray-800">{e.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
