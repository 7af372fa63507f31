// /seller/cod-remittance (issue 26 item 3; docs/decisions/054): the cash couriers owe the shop.
// Per courier: its delivered cash-on-delivery orders, what should come back, what the shop
// marked received ("Mark COD collected" on the order) and what is still outstanding; each order
// with its tracking code as a link to the courier's page. Staff only; reads only.
import { Link, useLoaderData } from 'react-router';
import { getCodRemittance } from '../../../services/couriers/get-cod-remittance';
import { consoleMeta } from '../../components/seller/meta';
import { Badge } from '../../components/ui/badge';
import { Card, PageTitle } from '../../components/ui/card';
import { DefinitionList } from '../../components/ui/definition-list';
import { useI18n } from '../../lib/i18n';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/cod-remittance';

export async function loader({ context }: Route.LoaderArgs) {
  requireStaffPage(context);
  return { couriers: await getCodRemittance(context) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.remittance.title');
}

export default function SellerCodRemittance() {
  const { couriers } = useLoaderData<typeof loader>();
  const { t, taka, digits, dateTime } = useI18n();
  return (
    <div className="space-y-4">
      <PageTitle>{t('seller.remittance.title')}</PageTitle>
      <p className="text-sm text-gray-700">{t('seller.remittance.intro')}</p>
      {couriers.length === 0 ? (
        <Card as="div">
          <p className="text-gray-900">{t('seller.remittance.empty')}</p>
        </Card>
      ) : null}
      {couriers.map((group) => {
        const title = group.name ?? t('seller.remittance.noCourier');
        const id = `remittance-${group.courier ?? 'none'}`;
        return (
          <Card key={id} title={`${title} · ${t('seller.remittance.orders', { n: group.orders.length })}`} titleId={id} data-testid={id}>
            <DefinitionList
              look="tiles"
              className="grid-cols-3"
              label={title}
              rows={[
                { label: t('seller.remittance.expected'), value: taka(group.expected), testId: `${id}-expected` },
                { label: t('seller.remittance.received'), value: taka(group.received), testId: `${id}-received`, tone: 'positive' },
                { label: t('seller.remittance.outstanding'), value: taka(group.outstanding), testId: `${id}-outstanding`, strong: true },
              ]}
            />
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-gray-300 text-gray-700">
                    <th className="py-1 pr-2 font-medium">{t('seller.remittance.order')}</th>
                    <th className="py-1 pr-2 font-medium">{t('seller.remittance.tracking')}</th>
                    <th className="py-1 pr-2 text-right font-medium">{t('seller.remittance.amount')}</th>
                    <th className="py-1 font-medium">{t('seller.remittance.cash')}</th>
                  </tr>
                </thead>
                <tbody>
                  {group.orders.map((o) => (
                    <tr key={o.purchase_id} className="border-b border-gray-200 align-top">
                      <td className="py-1 pr-2">
                        <Link to={`/seller/orders/${o.purchase_id}`} className="font-mono text-gray-900 underline">
                          {digits(o.code)}
                        </Link>
                        <div className="text-gray-700">{o.customer}</div>
                        <div className="text-xs text-gray-700">{dateTime(o.delivered_at)}</div>
                      </td>
                      <td className="py-1 pr-2">
                        {o.tracking_url ? (
                          <a href={o.tracking_url} target="_blank" rel="noopener noreferrer" className="font-mono text-gray-900 underline">
                            {o.tracking_code}
                          </a>
                        ) : (
                          <span className="font-mono">{o.tracking_code ?? '—'}</span>
                        )}
                      </td>
                      <td className="py-1 pr-2 text-right">{taka(o.amount)}</td>
                      <td className="py-1">
                        <Badge tone={o.received ? 'success' : 'warning'}>{o.received ? t('seller.remittance.received') : t('seller.remittance.withCourier')}</Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        );
      })}
    </div>
  );
}
