// The markup of the two big category menus: the desktop mega menu's panel and the off-canvas
// menu's category list. They hold most of a page's links (hundreds in a large shop) and are
// the same on every page of the shop, so the server renders them once per layout to a string
// (app/lib/category-menus.server.tsx) and the page embeds that string (StaticHtml). Plain
// anchors here: a DelegatedLinks around them makes each click a client-side navigation.
import type { MegaCategory } from '../../../services/shops/operations/get-shop-layout';
import type { Translator } from '../../../core/i18n/translate';

export function MegaPanelMarkup({ mega, showBrands, t }: { mega: MegaCategory[]; showBrands: boolean; t: Translator }) {
  return (
    <ul className="max-h-[70vh] divide-y overflow-y-auto">
      {mega.map((cat) => (
        <li key={cat.id} className="grid grid-cols-[12rem_1fr] gap-4 p-4">
          <a href={`/products/category/${cat.slug}`} className="font-semibold text-primary-text hover:underline">
            {cat.name}
          </a>
          <div className="grid grid-cols-3 gap-4">
            {cat.subcategory.map((group) => (
              <div key={group.slug}>
                <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-gray-600">{group.name}</p>
                <ul className="space-y-0.5">
                  {group.items.map((item) => (
                    <li key={item.slug}>
                      <a href={`/products/sub-category/${item.slug}`} className="text-sm text-gray-800 hover:text-primary-text hover:underline">
                        {item.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {showBrands && cat.brands.length > 0 ? (
              <div>
                <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-gray-600">{t.t('layout.brands')}</p>
                <ul className="space-y-0.5">
                  {cat.brands.map(({ brand_info }) => (
                    <li key={brand_info.slug}>
                      <a href={`/products/brands/${brand_info.slug}`} className="text-sm text-gray-800 hover:text-primary-text hover:underline">
                        {brand_info.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {cat.offerInfo?.url && cat.offerInfo.name ? (
              <a href={cat.offerInfo.url} className="self-start rounded-md bg-primary-tint p-3 text-sm font-semibold text-primary-text">
                {cat.offerInfo.name}
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function OffcanvasCategoriesMarkup({ mega, t }: { mega: MegaCategory[]; t: Translator }) {
  return (
    <ul>
      {mega.map((cat) => (
        <li key={cat.id}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between rounded px-2 py-2 text-sm font-medium">
              {cat.name}
              <span aria-hidden="true" className="text-gray-500 group-open:rotate-45">
                +
              </span>
            </summary>
            <ul className="pb-2 pl-4">
              <li>
                <a href={`/products/category/${cat.slug}`} className="block py-1.5 text-sm text-primary-text">
                  {t.t('layout.allOf', { name: cat.name })}
                </a>
              </li>
              {cat.subcategory.flatMap((g) =>
                g.items.map((item) => (
                  <li key={item.slug}>
                    <a href={`/products/sub-category/${item.slug}`} className="block py-1.5 text-sm">
                      {item.name}
                    </a>
                  </li>
                )),
              )}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
