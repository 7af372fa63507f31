// POST /api/front/customer-inquiry-reply (issue 13 item 2; docs/decisions/022): the customer writes in an inquiry (ticket_id, message, optional multipart attachment).
// Another customer's or shop's id answers 404 exactly like an unknown one.
import type { ApiApp } from '../../hono-env';
import { registerThreadReply } from './support-schemas';

export function registerCustomerInquiryReply(app: ApiApp) {
  registerThreadReply(app, 'inquiry', '/api/front/customer-inquiry-reply');
}
