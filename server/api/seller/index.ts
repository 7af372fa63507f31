// The seller console's calls (issues 14 and 15; docs/decisions/023): staff login and logout,
// orders, courier booking and labels, category size guides, refunds, threads, customers, settings, stock, audit and staff, and the console's
// downloads (thread attachments, refund photos). Staff of this shop only (server/staff-session.ts).
import type { ApiApp } from '../../hono-env';
import { registerSellerAdminCalls } from './seller-admin-calls';
import { registerSellerCourierCalls } from './seller-courier-calls';
import { registerSellerCustomers } from './seller-customers';
import { registerSellerLogin } from './seller-login';
import { registerSellerLogout } from './seller-logout';
import { registerSellerOrderCalls } from './seller-order-calls';
import { registerSellerOrders } from './seller-orders';
import { registerSellerOrdersBulk } from './seller-orders-bulk';
import { registerSellerProducts } from './seller-products';
import { registerSellerAlerts } from './seller-alerts';
import { registerSellerReport } from './seller-report';
import { registerSellerRefunds } from './seller-refunds';
import { registerSellerThreadAttachment } from './seller-thread-attachment';
import { registerSellerThreads } from './seller-threads';
import { registerSellerBanners } from './seller-banners';
import { registerSellerCategories } from './seller-categories';

export function registerSellerApi(app: ApiApp): void {
  registerSellerLogin(app);
  registerSellerLogout(app);
  registerSellerOrders(app);
  registerSellerOrderCalls(app);
  registerSellerOrdersBulk(app);
  registerSellerAlerts(app);
  registerSellerReport(app);
  registerSellerCourierCalls(app);
  registerSellerAdminCalls(app);
  registerSellerProducts(app);
  registerSellerRefunds(app);
  registerSellerThreads(app);
  registerSellerCustomers(app);
  registerSellerThreadAttachment(app);
  registerSellerBanners(app);
  registerSellerCategories(app);
}
