// POST /api/front/customer-support-tickets (issue 13 item 2; docs/decisions/022): the customer's support tickets, 10 to a page, unread first.
import type { ApiApp } from '../../hono-env';
import { registerThreadList } from './support-schemas';

export function registerCustomerSupportTickets(app: ApiApp) {
  registerThreadList(app, 'ticket', '/api/front/customer-support-tickets');
}
