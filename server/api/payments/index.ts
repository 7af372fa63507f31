// The customer's payment calls (issue 12): pay an unpaid order again, or switch it to cash on
// delivery. The providers' callbacks answer on any host (server/platform-routes.ts).
import type { ApiApp } from '../../hono-env';
import { registerCustomerRetryPayment } from './customer-retry-payment';
import { registerCustomerSwitchToCod } from './customer-switch-to-cod';

export function registerPaymentsApi(app: ApiApp): void {
  registerCustomerRetryPayment(app);
  registerCustomerSwitchToCod(app);
}
