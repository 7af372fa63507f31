// Sort and filter for a listing: a plain GET form (works without JavaScript; with it the router
// submits it as a navigation). Price range is on the sell price shoppers see; the page resets
// to 1 because the form does not send it.
import { Button } from '../ui/button';
import { Form } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../../../core/pager';
import { LISTING_SORTS, SEARCH_SORTS, type ListingParams } from '../../../core/listing-query';
import { useI18n } from '../../lib/i18n';
import type { BrandOption } from '../../../services/catalog/catalog-types';

export function ListingFilters({ params, brands, search = false }: { params: ListingParams; brands: BrandOption[]; search?: boolean }) {
  const { t } = useI18n();
  const sorts = search ? SEARCH_SORTS : LISTING_SORTS;
  const base = 'min-h-10 w-full rounded-md border border-gray-300 bg-white px-2 text-sm';
  const field = `${base} sm:w-auto`;
  const price = `${base} min-w-0 sm:w-24`;
  return (
    <Form method="get" className="grid grid-cols-2 items-end gap-3 rounded-lg border border-gray-200 bg-white p-3 sm:flex sm:flex-wrap" aria-label={t('listing.sortFilter')}>
      <label className="flex flex-col gap-1 text-xs font-medium text-gray-700">
        {t('listing.sortBy')}
        <select name="sort" defaultValue={params.sort} className={field} key={params.sort}>
          {sorts.map((s) => (
            <option key={s} value={s}>
              {t(`listing.sort.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex min-w-0 items-end gap-2">
        <legend className="mb-1 text-xs font-medium text-gray-700">{t('listing.price')}</legend>
        <label className="sr-only" htmlFor="filter-min-price">
          {t('listing.minPrice')}
        </label>
        <input id="filter-min-price" name="min_price" type="number" inputMode="numeric" min={0} step={1} placeholder={t('listing.min')} defaultValue={params.minPrice ?? ''} key={`min${params.minPrice}`} className={price} />
        <span aria-hidden="true" className="pb-2">
          –
        </span>
        <label className="sr-only" htmlFor="filter-max-price">
          {t('listing.maxPrice')}
        </label>
        <input id="filter-max-price" name="max_price" type="number" inputMode="numeric" min={0} step={1} placeholder={t('listing.max')} defaultValue={params.maxPrice ?? ''} key={`max${params.maxPrice}`} className={price} />
      </fieldset>
      {brands.length > 0 ? (
        <label className="flex flex-col gap-1 text-xs font-medium text-gray-700">
          {t('listing.brand')}
          <select name="brand" defaultValue={params.brand ?? ''} className={field} key={params.brand ?? ''}>
            <option value="">{t('listing.allBrands')}</option>
            {brands.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {params.perPage !== DEFAULT_PAGE_SIZE ? <input type="hidden" name="per_page" value={params.perPage} /> : null}
      <Button type="submit" size="sm">
        {t('listing.apply')}
      </Button>
    </Form>
  );
}
