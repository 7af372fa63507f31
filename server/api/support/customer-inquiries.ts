// POST /api/front/customer-inquiries (issue 13 item 2; docs/decisions/022): the customer's product inquiries (Messages), 10 to a page, unread first.
import type { ApiApp } from '../../hono-env';
import { registerThreadList } from './support-schemas';

export function registerCustomerInquiries(app: ApiApp) {
  registerThreadList(app, 'inquiry', '/api/front/customer-inquiries');
}
