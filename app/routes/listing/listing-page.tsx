// The component every listing route renders.
import { ListingView } from '../../components/listing/listing-view';
import type { loadListing } from './load-listing.server';

export function ListingPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof loadListing>> }) {
  const { listing, cards, shopSlug } = loaderData;
  return <ListingView data={listing} cards={cards} shopSlug={shopSlug} />;
}
