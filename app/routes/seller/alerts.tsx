// /seller/alerts (issue 26 item 4): what came in — new orders, unread messages and refund
// requests to decide, newest first, each a link to its page. The console's section counts and
// its 20-second poll (app/components/seller/alerts.tsx) say how many; this page says which.
import { Link, useLoaderData } from 'react-router';
import { listSellerAlerts } from '../../../services/seller/list-seller-alerts';
import { when } from '../../components/seller/format';
import { consoleMeta } from '../../components/seller/meta';
import { Badge } from '../../components/ui/badge';
import { PageTitle } from '../../components/ui/card';
import { useI18n } from '../../lib/i18n';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/alerts';

export async function loader({ context }: Route.LoaderArgs) {
  requireStaffPage(context);
  return { items: await listSellerAlerts(context) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.alerts');
}

export default function SellerAlertsPage() {
  const { items } = useLoaderData<typeof loader>();
  const { t, lang, digits, taka } = useI18n();
  return (
    <div className="space-y-4">
      <PageTitle>{t('seller.nav.alerts')}</PageTitle>
      {items.length === 0 ? (
        <p className="text-sm text-gray-700">{t('seller.alerts.none')}</p>
      ) : (
        <ul className="space-y-2" aria-label={t('seller.alerts.list')} data-testid="seller-alerts">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <Link to={item.href} className="block rounded-lg border border-gray-200 bg-white p-3 hover:border-primary" data-alert-kind={item.kind}>
                <span className="block font-medium text-gray-900">
                  {item.kind === 'order'
                    ? t('seller.alerts.order', { code: digits(item.code), total: taka(item.total) })
                    : item.kind === 'thread'
                      ? t('seller.alerts.thread', { name: item.name, subject: item.subject })
                      : t('seller.alerts.refund', { code: digits(item.code), amount: taka(item.amount) })}
                </span>
                <span className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-gray-700">
                  {item.kind === 'thread' ? <Badge tone="warning">{t('seller.threads.new', { n: item.unread })}</Badge> : null}
                  <span>{when(item.at, lang)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
