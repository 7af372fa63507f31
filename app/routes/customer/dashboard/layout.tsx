// /customer/dashboard and its sub-pages (spec §2): customer-only (a guest goes to login with
// this path kept as the return target), with the dashboard menu in the spec's order.
// Support Ticket and Messages show how many threads have a reply the customer has not read:
// counted on the server for the first paint (and without JavaScript), then kept current by the
// header's notification poll (total_support_tickets / total_inquiries), which also runs at
// once whenever the customer moves between dashboard pages (opening a thread reads it).
import { formatBdMobile } from '../../../../core/bd-phone';
import { useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import { countUnreadThreads } from '../../../../services/support/count-unread-threads';
import { getAwaitingPayment } from '../../../../services/payments/get-awaiting-payment';
import { AwaitingPaymentBanner } from '../../../components/order/awaiting-payment-banner';
import { notificationSnapshot, pollNotifications, serverSnapshot, subscribeNotifications } from '../../../components/notifications/notification-store';
import { Avatar } from '../../../components/account/avatar';
import { LogoutButton } from '../../../components/account/logout-button';
import { requireCustomer } from '../../../lib/customer-session.server';
import { dashboardMenu } from './menu';
import { useI18n } from '../../../lib/i18n';
import { withCatalogArea } from '../../../lib/catalog-area.client';
import type { Route } from './+types/layout';
import { SectionLink } from '../../../components/layout/section-link';

// With its area's messages when the browser comes here from a store page (docs/decisions/072).
export const clientLoader = (args: Route.ClientLoaderArgs) => withCatalogArea(args);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { customer } = requireCustomer(request, context);
  const [counters, awaitingPayment] = await Promise.all([countUnreadThreads(context), getAwaitingPayment(context)]);
  return { customer, counters, awaitingPayment };
}

function MenuCounter({ count, label, active }: { count: number; label: string; active: boolean }) {
  const { num } = useI18n();
  if (count <= 0) return null;
  return (
    <span
      className={`ml-2 inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-bold ${active ? 'bg-white text-gray-900' : 'bg-red-700 text-white'}`}
      data-testid="menu-counter"
    >
      {count > 99 ? `${num(99)}+` : num(count)}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function DashboardLayout() {
  const { customer, counters: served, awaitingPayment } = useLoaderData<typeof loader>();
  const polled = useSyncExternalStore(subscribeNotifications, notificationSnapshot, serverSnapshot);
  const counters = polled ?? served;
  const { pathname } = useLocation();
  const { t, digits } = useI18n();
  useEffect(() => {
    void pollNotifications();
  }, [pathname]);
  return (
    <div className="grid gap-4 desk:grid-cols-[16rem_1fr] desk:gap-6">
      <AwaitingPaymentBanner awaiting={awaitingPayment} className="desk:col-span-2" />
      {/* On a phone the menu is one row that scrolls sideways, so the page's own content starts above the fold (issue 23 item 8). */}
      <aside className="min-w-0 rounded-xl border border-gray-200 bg-white p-2 desk:p-3">
        {/* On a phone one short line (picture and name); the phone number from the desktop width up. */}
        <div className="flex items-center gap-3 border-b border-gray-200 px-1 pb-2 desk:px-2 desk:pb-3">
          <Avatar name={customer.name} src={customer.avatar} size={44} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-gray-900">{customer.name}</p>
            <p className="hidden truncate text-sm text-gray-700 desk:block">{digits(formatBdMobile(customer.phone))}</p>
          </div>
        </div>
        <nav aria-label={t('dashboard.nav')} className="desk:pt-2">
          <ul className="flex gap-1 overflow-x-auto desk:grid desk:grid-cols-1 desk:overflow-visible">
            {dashboardMenu.map((item) => (
              <li key={item.path} className="shrink-0">
                {item.built ? (
                  <SectionLink
                    to={item.path}
                    end
                    className={(isActive) =>
                      `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-primary text-on-primary' : 'text-gray-900 hover:bg-gray-100'}`
                    }
                  >
                    {(isActive) => (
                      <>
                        {t(item.labelId)}
                        {item.counter ? (
                          <MenuCounter count={counters[item.counter]} label={item.counter === 'total_inquiries' ? t('dashboard.unreadMessages') : t('dashboard.unreadTickets')} active={isActive} />
                        ) : null}
                      </>
                    )}
                  </SectionLink>
                ) : (
                  <span className="block whitespace-nowrap rounded-md px-3 py-2 text-sm text-gray-600" aria-disabled="true">
                    {t(item.labelId)} <span className="text-xs">{t('dashboard.comingSoon')}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-1 border-t border-gray-200 pt-1 desk:mt-2 desk:pt-2">
          <LogoutButton className="w-full whitespace-nowrap rounded-md px-3 py-2 text-left text-sm font-medium text-red-800 hover:bg-red-50" />
        </div>
      </aside>
      <section className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <Outlet />
      </section>
    </div>
  );
}
