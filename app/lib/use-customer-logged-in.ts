// Whether a customer is logged in, for client UI such as the cards' and product page's buttons
// and Quick View: from the root data on a personal page, else from the browser (decision 031:
// catalog pages are shared, so their loaders render as a guest). While the server renders and
// the page hydrates the answer is false, and the guest rule of spec §4 (log in first) applies.
import { useCustomerPartSelect, type CustomerPartState } from './customer-part';

const loggedIn = (part: CustomerPartState) => part.status === 'customer';

/** Renders again only when the answer changes (a guest's page does not, after hydrating). */
export function useCustomerLoggedIn(): boolean {
  return useCustomerPartSelect(loggedIn);
}
