// /customer/dashboard/refund-details/{refundId} (storefront.md; after-cart.md "Refund
// requests"): one of the customer's refund requests — its lines and amount, the request,
// payment and return states, the shop's note, the photos (served only to their owner at
// /customer/attachment/{name}) and the timeline of every move. Another customer's or shop's id
// is the 404 page. Text the customer or shop wrote is rendered as text.
import { Link, useLoaderData } from 'react-router';
import { isStoredId } from '../../../../core/cart';
import { getRefundDetails } from '../../../../services/refunds/get-refund-details';
import { useOrderTimes } from '../../../components/order/order-parts';
import { ProductLine } from '../../../components/ui/product-line';
import { useI18n } from '../../../lib/i18n';
import { requireCustomer } from '../../../lib/customer-session.server';
import { notFoundOn } from '../../../lib/not-found';
import type { Route } from './+types/refund-details';
import { metaTranslator, shopTitle } from '../../../lib/page-title';

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { t, digits } = metaTranslator(matches);
  return [{ title: shopTitle(loaded ? t('refund.details.pageTitle', { code: digits(loaded.refund.code) }) : t('refund.details.title'), matches) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireCustomer(request, context);
  const id = Number(params.refundId);
  return { refund: await getRefundDetails(context, isStoredId(id) ? id : 0).catch(notFoundOn) };
}

export default function RefundDetails() {
  const { refund } = useLoaderData<typeof loader>();
  const { t, taka, num, digits } = useI18n();
  const times = useOrderTimes();
  // The testids keep the English names (refund-state-request, …-payment, …-return, …-refund-to).
  const states = [
    ['request', t('refund.details.request'), t(`refund.status.${refund.status}`)],
    ['payment', t('refund.details.payment'), t(`refund.payment.${refund.payment_status}`)],
    ['return', t('refund.details.return'), t(`refund.return.${refund.return_status}`)],
    ['refund-to', t('refund.details.refundTo'), t(`refund.to.${refund.refund_to}`)],
  ] as const;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-gray-900">
          {t('refund.details.heading')} <span className="font-mono tracking-wider">{digits(refund.code)}</span>
        </h1>
        <Link to="/customer/dashboard/refund-requests" className="text-sm font-semibold text-primary-text underline">
          {t('refund.details.all')}
        </Link>
      </div>
      <p className="text-gray-900">
        {t('refund.details.forOrder')}{' '}
        <Link to={`/customer/dashboard/purchase-details/${refund.purchase_id}`} className="font-mono font-semibold text-primary-text underline">
          {digits(refund.order_code)}
        </Link>{' '}
        · {t('refund.details.amount')} <strong data-testid="refund-amount">{taka(refund.amount)}</strong>
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('refund.details.states')}>
        {states.map(([key, label, value]) => (
          <div key={key} className="rounded-lg border border-gray-200 p-2">
            <dt className="text-xs text-gray-700">{label}</dt>
            <dd className="font-semibold text-gray-900" data-testid={`refund-state-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="refund-items" className="space-y-2">
        <h2 id="refund-items" className="text-lg font-bold text-gray-900">
          {t('refund.details.items')}
        </h2>
        <ul className="space-y-2">
          {refund.lines.map((l) => (
            <ProductLine
              key={l.order_line_id}
              look="boxed"
              image={l.image}
              name={l.name}
              details={[[l.variantLabel, `${num(l.quantity)} × ${taka(l.sellPrice)}`].filter(Boolean).join(' · ')]}
              aside={taka(l.amount)}
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="refund-reason" className="space-y-1">
        <h2 id="refund-reason" className="text-lg font-bold text-gray-900">
          {t('refund.details.reason')}
        </h2>
        <p className="break-words whitespace-pre-wrap text-gray-900">{refund.reason}</p>
        {refund.note ? (
          <>
            <h3 className="pt-2 font-semibold text-gray-900">{t('refund.details.shopNote')}</h3>
            <p className="break-words whitespace-pre-wrap text-gray-900">{refund.note}</p>
          </>
        ) : null}
      </section>

      {refund.photos.length > 0 ? (
        <section aria-labelledby="refund-photos" className="space-y-1">
          <h2 id="refund-photos" className="text-lg font-bold text-gray-900">
            {t('refund.details.photos')}
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
          {t('refund.details.history')}
        </h2>
        <ol className="space-y-2 border-l-2 border-gray-200 pl-4">
          {refund.timeline.map((e, i) => (
            <li key={i}>
              <p className="font-semibold text-gray-900">{t(`refund.event.${e.event}`)}</p>
              <p className="text-sm text-gray-800">
                <time dateTime={e.at}>{times.time(e.at)}</time>
              </p>
              {e.note ? <p className="text-sm break-words whitespace-pre-wrap text-gray-800">{e.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
