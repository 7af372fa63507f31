// POST /api/front/customer-inquiry-details (issue 13 item 2; docs/decisions/022): one inquiry with its product summary and messages; opening it marks the shop's replies read.
// Another customer's or shop's id answers 404 exactly like an unknown one.
import type { ApiApp } from '../../hono-env';
import { registerThreadDetails } from './support-schemas';

export function registerCustomerInquiryDetails(app: ApiApp) {
  registerThreadDetails(app, 'inquiry', '/api/front/customer-inquiry-details');
}
