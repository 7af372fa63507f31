// The desktop category mega menu (spec §1–§2): each category with its groups and their
// items, the category's brands only when the shop's brands setting is 1, and an optional
// offer. Opens on hover or keyboard focus, so it works without JavaScript.
import type { MegaCategory } from '../../../services/get-shop-layout';
import { ChevronDownIcon, GridIcon } from './icons';
import { SmartLink } from './smart-link';

export function MegaMenu({ mega, showBrands }: { mega: MegaCategory[]; showBrands: boolean }) {
  if (mega.length === 0) return null;
  return (
    <div className="mega-root relative">
      <SmartLink
        to="/categories"
        className="flex items-center gap-2 bg-primary px-4 py-2.5 text-sm font-semibold text-on-primary"
        aria-haspopup="true"
      >
        <GridIcon className="h-4 w-4" /> All Categories <ChevronDownIcon className="h-4 w-4" />
      </SmartLink>
      <div className="mega-panel absolute left-0 top-full z-40 w-[min(64rem,calc(100vw-2rem))] rounded-b-lg border bg-white shadow-xl">
        <ul className="max-h-[70vh] divide-y overflow-y-auto">
          {mega.map((cat) => (
            <li key={cat.id} className="grid grid-cols-[12rem_1fr] gap-4 p-4">
              <SmartLink to={`/products/category/${cat.slug}`} className="font-semibold text-primary-text hover:underline">
                {cat.name}
              </SmartLink>
              <div className="grid grid-cols-3 gap-4">
                {cat.subcategory.map((group) => (
                  <div key={group.slug}>
                    <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-gray-600">{group.name}</p>
                    <ul className="space-y-0.5">
                      {group.items.map((item) => (
                        <li key={item.slug}>
                          <SmartLink to={`/products/sub-category/${item.slug}`} className="text-sm text-gray-800 hover:text-primary-text hover:underline">
                            {item.name}
                          </SmartLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
                {showBrands && cat.brands.length > 0 ? (
                  <div>
                    <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-gray-600">Brands</p>
                    <ul className="space-y-0.5">
                      {cat.brands.map(({ brand_info }) => (
                        <li key={brand_info.slug}>
                          <SmartLink to={`/products/brands/${brand_info.slug}`} className="text-sm text-gray-800 hover:text-primary-text hover:underline">
                            {brand_info.name}
                          </SmartLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {cat.offerInfo?.url && cat.offerInfo.name ? (
                  <SmartLink to={cat.offerInfo.url} className="self-start rounded-md bg-primary/10 p-3 text-sm font-semibold text-primary-text">
                    {cat.offerInfo.name}
                  </SmartLink>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
