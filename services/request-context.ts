// What every loader, action and API handler receives: the shop picked by the Host header
// and the database. Built once per request by server/; app/ sees only these types.
import type { Db } from '../db/client';
import type { Shop } from '../db/schema';
import type { CartSummary } from '../core/cart';
import type { AccountDeps, CustomerView } from './accounts/account-context';

// A type alias (not an interface) so it fits React Router's index-signature AppLoadContext.
export type RequestContext = {
  db: Db;
  shop: Shop;
  /** The request's own origin (scheme + host), for canonical URLs and share links. */
  origin: string;
  /** The logged-in customer (from the customerUserToken cookie), or null for a guest. */
  customer: CustomerView | null;
  /** The customer's session id, or null for a guest. */
  sessionId: number | null;
  /** SMS, client address, uploads and clock for the account use cases. */
  accounts: AccountDeps;
  /** Filled by whoever reads the customer's cart first in this request, so it is read once. */
  cartRead: { summary?: CartSummary };
  /** The category menus' HTML, set by the root loader for the page render (app/entry.server.tsx). */
  categoryMenus?: { megaPanel: string; offcanvasCategories: string };
};

export type { Shop, CustomerView };
