// The dashboard menu (spec §2) in the spec's order, from core/messages. Pages later issues
// build are listed but not linked until they exist, so the menu never leads to a fake page:
// whoever builds one adds its path here (see docs/decisions/005-customer-accounts.md).
import { messages, type NavLink } from '../../../../core/messages';

const BUILT_DASHBOARD_PAGES: ReadonlySet<string> = new Set([
  '/customer/dashboard',
  '/customer/dashboard/wishlist',
  '/customer/dashboard/purchase-history',
  '/customer/dashboard/refund-requests',
  '/customer/dashboard/address',
  '/customer/dashboard/support',
  '/customer/dashboard/messages',
  '/customer/dashboard/my-balance',
  '/customer/dashboard/manage-account',
  '/customer/dashboard/change-password',
]);

interface DashboardMenuItem extends NavLink {
  built: boolean;
}

export const dashboardMenu: readonly DashboardMenuItem[] = messages.dashboardMenu.map((item) => ({
  ...item,
  built: BUILT_DASHBOARD_PAGES.has(item.path),
}));
