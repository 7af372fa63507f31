// Support tickets and product inquiries (issue 13 item 2): open one, the lists, one thread,
// reply, close, and a thread attachment's download.
import type { ApiApp } from '../../hono-env';
import { registerCreateCustomerResellerSupportTicket } from './create-customer-reseller-support-ticket';
import { registerCreateCustomerSupportTicket } from './create-customer-support-ticket';
import { registerCustomerInquiries } from './customer-inquiries';
import { registerCustomerInquiryClose } from './customer-inquiry-close';
import { registerCustomerInquiryDetails } from './customer-inquiry-details';
import { registerCustomerInquiryReply } from './customer-inquiry-reply';
import { registerCustomerSupportTicketClose } from './customer-support-ticket-close';
import { registerCustomerSupportTicketDetails } from './customer-support-ticket-details';
import { registerCustomerSupportTicketReply } from './customer-support-ticket-reply';
import { registerCustomerSupportTickets } from './customer-support-tickets';
import { registerSupportAttachment } from './support-attachment';

export function registerSupportApi(app: ApiApp): void {
  registerCreateCustomerResellerSupportTicket(app);
  registerCreateCustomerSupportTicket(app);
  registerCustomerSupportTickets(app);
  registerCustomerSupportTicketDetails(app);
  registerCustomerSupportTicketReply(app);
  registerCustomerSupportTicketClose(app);
  registerCustomerInquiries(app);
  registerCustomerInquiryDetails(app);
  registerCustomerInquiryReply(app);
  registerCustomerInquiryClose(app);
  registerSupportAttachment(app);
}
