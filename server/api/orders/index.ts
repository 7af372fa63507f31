// The customer's orders (issue 11 item 6): history, details, cancel, and tracking by code.
import type { ApiApp } from '../../hono-env';
import { registerCustomerCancelOrder } from './customer-cancel-order';
import { registerCustomerPurchaseDetails } from './customer-purchase-details';
import { registerCustomerPurchaseHistory } from './customer-purchase-history';
import { registerOrderLineAttachment } from './order-line-attachment';
import { registerTrackOrder } from './track-order';

export function registerOrdersApi(app: ApiApp): void {
  registerCustomerPurchaseHistory(app);
  registerCustomerPurchaseDetails(app);
  registerCustomerCancelOrder(app);
  registerTrackOrder(app);
  registerOrderLineAttachment(app);
}
