// POST /api/front/customer-support-ticket-details (issue 13 item 2; docs/decisions/022): one support ticket with its messages; opening it marks the shop's replies read.
// Another customer's or shop's id answers 404 exactly like an unknown one.
import type { ApiApp } from '../../hono-env';
import { registerThreadDetails } from './support-schemas';

export function registerCustomerSupportTicketDetails(app: ApiApp) {
  registerThreadDetails(app, 'ticket', '/api/front/customer-support-ticket-details');
}
