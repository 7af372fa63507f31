// A listing page's body: heading, sort/filter form, the product cards (grid, or the
// search-result layout, as server markup: cards-markup.server.tsx) and the list pager
// (components/ui/pager.tsx).
import type { ListingParams } from '../../../core/listing-query';
import type { BrandOption } from '../../../services/catalog/catalog-types';
import { ProductCards } from '../product/product-cards';
import { ListingFilters } from './listing-filters';
import { listingQuery } from '../../../core/listing-query';
import { SmartLink } from '../layout/smart-link';
import { Pager } from '../ui/pager';
import { useI18n } from '../../lib/i18n';

interface ListingViewData {
  heading: string;
  description: string | null;
  path: string;
  /** How many cards the page shows (their markup is `cards`). */
  productCount: number;
  params: ListingParams;
  page: number;
  pageCount: number;
  pagerText: string;
  brands: BrandOption[];
}

/** The element the listing's cards are placed in. */
export const LISTING_CARDS = 'listing-cards';

export function ListingView({
  data,
  cards,
  shopSlug,
  search = false,
  children,
}: {
  data: ListingViewData;
  /** The cards' markup (cards-markup.server.tsx, decision 080): null on a document, whose HTML holds it. */
  cards: Record<string, string | null> | null;
  shopSlug: string;
  search?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{data.heading}</h1>
        {data.description ? <p className="text-sm text-gray-700">{data.description}</p> : null}
        {children}
      </header>
      <ListingFilters params={data.params} brands={data.brands} search={search} />
      {data.productCount > 0 ? (
        <section aria-labelledby="listing-products">
          {/* The cards' names are h3: this keeps the heading levels in order (axe heading-order). */}
          <h2 id="listing-products" className="sr-only">
            {t('listing.products')}
          </h2>
          <ProductCards id={LISTING_CARDS} html={cards?.[LISTING_CARDS]} shopSlug={shopSlug} />
        </section>
      ) : null}
      {/* Each page its own URL with the listing's other parameters kept; SmartLink prefetches on intent. */}
      <Pager page={data.page} pageCount={data.pageCount} text={data.pagerText} link={SmartLink} href={(page) => data.path + listingQuery({ ...data.params, page }, { search })} />
    </div>
  );
}
