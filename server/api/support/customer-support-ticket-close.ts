// POST /api/front/customer-support-ticket-close (issue 13 item 2; docs/decisions/022): the customer closes a support ticket.
// Another customer's or shop's id answers 404 exactly like an unknown one.
import type { ApiApp } from '../../hono-env';
import { registerThreadClose } from './support-schemas';

export function registerCustomerSupportTicketClose(app: ApiApp) {
  registerThreadClose(app, 'ticket', '/api/front/customer-support-ticket-close');
}
