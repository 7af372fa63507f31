// A listing page's body: heading, sort/filter form, the product cards (grid, or the
// search-result layout) and the list pager (components/ui/pager.tsx).
import type { ListingParams } from '../../../core/listing-query';
import type { BrandOption } from '../../../services/catalog/catalog-types';
import type { ProductCardData } from '../../../services/catalog/catalog-types';
import { ProductCard, type CardLayout } from '../product/product-card';
import { ListingFilters } from './listing-filters';
import { listingQuery } from '../../../core/listing-query';
import { SmartLink } from '../layout/smart-link';
import { Pager } from '../ui/pager';
import { useI18n } from '../../lib/i18n';

interface ListingViewData {
  heading: string;
  description: string | null;
  path: string;
  products: ProductCardData[];
  params: ListingParams;
  page: number;
  pageCount: number;
  pagerText: string;
  brands: BrandOption[];
}

function ProductGrid({ products, shopSlug, loggedIn, layout = 'grid' }: { products: ProductCardData[]; shopSlug: string; loggedIn: boolean; layout?: CardLayout }) {
  if (layout === 'search')
    return (
      <ul className="grid gap-3 desk:grid-cols-2">
        {products.map((p, i) => (
          <li key={p.id}>
            <ProductCard product={p} layout="search" shopSlug={shopSlug} loggedIn={loggedIn} priority={i < 4} />
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 desk:grid-cols-5">
      {products.map((p, i) => (
        <li key={p.id} className="flex">
          <ProductCard product={p} shopSlug={shopSlug} loggedIn={loggedIn} priority={i < 2} />
        </li>
      ))}
    </ul>
  );
}

export function ListingView({
  data,
  shopSlug,
  loggedIn,
  layout = 'grid',
  search = false,
  children,
}: {
  data: ListingViewData;
  shopSlug: string;
  loggedIn: boolean;
  layout?: CardLayout;
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
      {data.products.length > 0 ? (
        <section aria-labelledby="listing-products">
          {/* The cards' names are h3: this keeps the heading levels in order (axe heading-order). */}
          <h2 id="listing-products" className="sr-only">
            {t('listing.products')}
          </h2>
          <ProductGrid products={data.products} shopSlug={shopSlug} loggedIn={loggedIn} layout={layout} />
        </section>
      ) : null}
      {/* Each page its own URL with the listing's other parameters kept; SmartLink prefetches on intent. */}
      <Pager page={data.page} pageCount={data.pageCount} text={data.pagerText} link={SmartLink} href={(page) => data.path + listingQuery({ ...data.params, page }, { search })} />
    </div>
  );
}
