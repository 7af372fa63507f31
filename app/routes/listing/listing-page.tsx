// The component every listing route renders.
import { ListingView } from '../../components/listing/listing-view';
import type { loadListing } from './load-listing.server';
import { useCustomerLoggedIn } from '../../lib/use-customer-logged-in';

export function ListingPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof loadListing>> }) {
  const { listing, shopSlug } = loaderData;
  // Shared page (decision 031): who is logged in is known in the browser, not by the loader.
  const loggedIn = useCustomerLoggedIn();
  return <ListingView data={listing} shopSlug={shopSlug} loggedIn={loggedIn} />;
}
