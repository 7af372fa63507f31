// The customer's refunds (issue 13 item 1): ask for one, the list, one request.
import type { ApiApp } from '../../hono-env';
import { registerCustomerRefundDetails } from './customer-refund-details';
import { registerCustomerRefundRequest } from './customer-refund-request';
import { registerCustomerRefundRequests } from './customer-refund-requests';

export function registerRefundsApi(app: ApiApp): void {
  registerCustomerRefundRequest(app);
  registerCustomerRefundRequests(app);
  registerCustomerRefundDetails(app);
}
