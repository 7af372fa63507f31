// POST /api/front/customer-inquiry-close (issue 13 item 2; docs/decisions/022): the customer closes an inquiry.
// Another customer's or shop's id answers 404 exactly like an unknown one.
import type { ApiApp } from '../../hono-env';
import { registerThreadClose } from './support-schemas';

export function registerCustomerInquiryClose(app: ApiApp) {
  registerThreadClose(app, 'inquiry', '/api/front/customer-inquiry-close');
}
