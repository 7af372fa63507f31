// Listing route (issue 4 item 1): see services/list-products.ts.
import { listingMeta } from './listing-meta';
import { ListingPage } from './listing-page';
import { loadListing } from './load-listing.server';
import type { Route } from './+types/all-products';

/** The same page for every anonymous shopper: shared from the answer cache (server/shared-pages.ts). */
export const handle = { sharedAnswer: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(request, context, { kind: 'all' });
}

export function meta({ data, matches }: Route.MetaArgs) {
  return listingMeta({ data, matches });
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  return <ListingPage loaderData={loaderData} />;
}
