// The dashboard menu (spec §2) in the spec's order, from core/messages. Pages later issues
// build are listed but not linked until they exist, so the menu never leads to a fake page:
// whoever builds one adds its path here (see docs/decisions/005-customer-accounts.md).
import { messages, type NavLink } from '../../../../core/messages';
import type { MessageId } from '../../../../core/i18n/catalog';

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

/** The notification poll's thread counters (spec §3 "Counters"), shown beside these two items. */
export type ThreadCounter = 'total_support_tickets' | 'total_inquiries';
const COUNTERS: Readonly<Record<string, ThreadCounter>> = {
  '/customer/dashboard/support': 'total_support_tickets',
  '/customer/dashboard/messages': 'total_inquiries',
};

/** Each item's catalog id (its English is the spec's label: core/i18n/catalog-account-en.ts). */
const LABEL_IDS: Readonly<Record<string, MessageId>> = {
  '/customer/dashboard': 'dashboard.menu.overview',
  '/customer/dashboard/wishlist': 'dashboard.menu.wishlist',
  '/customer/dashboard/purchase-history': 'dashboard.menu.purchaseHistory',
  '/customer/dashboard/refund-requests': 'dashboard.menu.refundRequests',
  '/customer/dashboard/address': 'dashboard.menu.address',
  '/customer/dashboard/support': 'dashboard.menu.support',
  '/customer/dashboard/messages': 'dashboard.menu.messages',
  '/customer/dashboard/my-balance': 'dashboard.menu.myBalance',
  '/customer/dashboard/manage-account': 'dashboard.menu.manageAccount',
  '/customer/dashboard/change-password': 'dashboard.menu.changePassword',
};

interface DashboardMenuItem extends NavLink {
  labelId: MessageId;
  built: boolean;
  counter: ThreadCounter | null;
}

export const dashboardMenu: readonly DashboardMenuItem[] = messages.dashboardMenu.map((item) => ({
  ...item,
  labelId: LABEL_IDS[item.path]!,
  built: BUILT_DASHBOARD_PAGES.has(item.path),
  counter: COUNTERS[item.path] ?? null,
}));
