// The component every listing route renders.
import { ListingView } from '../../components/listing/listing-view';
import type { loadListing } from './load-listing.server';

export function ListingPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof loadListing>> }) {
  const { listing, shopSlug, loggedIn } = loaderData;
  return <ListingView data={listing} shopSlug={shopSlug} loggedIn={loggedIn} />;
}
