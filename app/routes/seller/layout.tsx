// /seller and its pages (issue 14): staff only — a guest goes to /seller/login. The console's
// own frame: the shop's name, the sections' menu and logout; no catalog header. Print views
// (`?print=`) show only the document.
import { Link, Outlet, useLoaderData, useLocation } from 'react-router';
import type { MessageId } from '../../../core/i18n/catalog';
import { LangSwitch } from '../../components/layout/lang-switch';
import { translatorOf, useI18n, type PageI18n } from '../../lib/i18n';
import { withCatalogArea } from '../../lib/catalog-area.client';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/layout';
import { SectionLink } from '../../components/layout/section-link';
import { AlertAnnouncer, AlertCount, AlertPermission, useSellerAlerts } from '../../components/seller/alerts';
import { getSellerAlerts, type SellerAlerts } from '../../../services/seller/get-seller-alerts';

/** The console's sections, in the order of the menu (a scrollable row on a phone). */
const CONSOLE_LINKS: ReadonlyArray<readonly [string, MessageId]> = [
  ['/seller/overview', 'seller.nav.overview'],
  ['/seller/reports', 'seller.nav.reports'],
  ['/seller', 'seller.nav.orders'],
  ['/seller/alerts', 'seller.nav.alerts'],
  ['/seller/refunds', 'seller.nav.refunds'],
  ['/seller/threads', 'seller.nav.messages'],
  ['/seller/reviews', 'seller.nav.reviews'],
  ['/seller/customers', 'seller.nav.customers'],
  ['/seller/products', 'seller.nav.products'],
  ['/seller/categories', 'seller.nav.categories'],
  ['/seller/stock', 'seller.nav.stock'],
  ['/seller/settings', 'seller.nav.settings'],
  ['/seller/coupons', 'seller.nav.coupons'],
  ['/seller/banners', 'seller.nav.banners'],
  ['/seller/staff', 'seller.nav.staff'],
  ['/seller/audit', 'seller.nav.audit'],
  ['/seller/cod-remittance', 'seller.nav.remittance'],
];

/** Sections only the owner works in (docs/decisions/026); staff do not see them in the menu. */
const OWNER_ONLY = new Set(['/seller/settings', '/seller/coupons', '/seller/banners', '/seller/staff', '/seller/audit']);

// With its area's messages when the browser comes here from a store page (docs/decisions/072).
export const clientLoader = (args: Route.ClientLoaderArgs) => withCatalogArea(args);

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaffPage(context);
  const { etag: _etag, ...alerts } = await getSellerAlerts(context);
  return { shopName: context.shop.shop_name, role: staff.role, alerts };
}

/** Which sections show a count of waiting work, and which words say what it counts. */
const ALERT_OF: Partial<Record<string, (a: SellerAlerts) => [number, MessageId]>> = {
  '/seller': (a) => [a.new_orders, 'seller.alerts.newOrders'],
  '/seller/threads': (a) => [a.unread_threads, 'seller.alerts.unreadThreads'],
  '/seller/refunds': (a) => [a.pending_refunds, 'seller.alerts.pendingRefunds'],
};

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  const i18n = (matches[0]?.data as { i18n?: PageI18n } | undefined)?.i18n;
  return [{ title: translatorOf(i18n).t('seller.console') }, { name: 'robots', content: 'noindex' }];
}

export default function SellerLayout() {
  const { shopName, role, alerts: loaded } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const alerts = useSellerAlerts(loaded);
  // An invoice or packing slip shows only the document, on screen as on paper.
  if (new URLSearchParams(useLocation().search).has('print')) return <Outlet />;
  return (
    <div className="min-h-screen bg-gray-50 print:bg-white">
      <header className="border-b border-gray-200 bg-white print:hidden">
        {/* At 390 px the row wraps (the shop's name keeps its whole words) instead of cutting the name off (docs/decisions/057). */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
          <Link to="/seller" className="min-w-0 flex-1 basis-44 font-semibold break-words text-gray-900">
            {shopName} <span className="text-sm font-normal text-gray-700">{t('seller.consoleOf', { role: t(role === 'owner' ? 'seller.role.owner' : 'seller.role.staff') })}</span>
          </Link>
          <AlertAnnouncer alerts={alerts} />
          <LangSwitch className="inline-flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium text-gray-900 underline-offset-2 hover:bg-gray-100 hover:underline" />
          <form method="post" action="/seller/logout">
            <button type="submit" className="min-h-11 rounded-md px-3 py-2 text-sm font-medium text-red-800 hover:bg-red-50">
              {t('seller.logOut')}
            </button>
          </form>
        </div>
        {/* Every section in sight: the row wraps onto a second line on a phone rather than scrolling with no hint (decision 057). */}
        <nav aria-label={t('seller.console')} className="mx-auto max-w-6xl px-1">
          <ul className="flex flex-wrap whitespace-nowrap sm:gap-1">
            {CONSOLE_LINKS.filter(([to]) => role === 'owner' || !OWNER_ONLY.has(to)).map(([to, label]) => (
              <li key={to}>
                <SectionLink
                  to={to}
                  end={to === '/seller'}
                  className={(isActive) =>
                    `inline-flex min-h-11 items-center border-b-2 px-2 text-[0.8125rem] font-medium text-gray-900 sm:px-3 sm:text-sm ${isActive ? 'border-primary' : 'border-transparent hover:bg-gray-100'}`
                  }
                >
                  {t(label)}
                  {ALERT_OF[to] ? <AlertCount n={ALERT_OF[to](alerts)[0]} label={t(ALERT_OF[to](alerts)[1])} /> : null}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-3 py-4 print:max-w-none print:p-0">
        <Outlet />
      </main>
      <AlertPermission />
    </div>
  );
}
