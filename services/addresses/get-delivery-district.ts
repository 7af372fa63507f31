// The district a logged-in customer's product page tells the delivery charge and time for
// (issue 28 item 2; docs/decisions/066): their default address's (else their newest). The page
// itself stays the shared one for that district (server/app.ts adds `?district=` to the
// address it is rendered and kept under), so this one indexed read is all a customer costs.
import { findCustomerDistrict } from '../../db/customer-address.repository';
import { customerOf } from '../actors';
import { type Ctx } from '../context';

export async function getDeliveryDistrict(ctx: Ctx): Promise<string | null> {
  const customer = customerOf(ctx);
  return customer ? findCustomerDistrict(ctx.db, ctx.shop.id, customer.id) : null;
}
