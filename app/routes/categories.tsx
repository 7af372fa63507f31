// /categories (spec §2): every category of the shop with its sub-categories and items, from
// the shop's layout (kept in memory briefly by getShopLayout: no extra query).
import { SmartLink } from '../components/layout/smart-link';
import { getShopLayout } from '../../services/shops/operations/get-shop-layout';
import type { Route } from './+types/categories';
import { translatorOf, useI18n, type PageI18n } from '../lib/i18n';

/** The same page for every anonymous shopper: shared from the answer cache (server/shared-pages.ts). */
export const handle = { sharedAnswer: true };

export async function loader({ context }: Route.LoaderArgs) {
  const { mega } = await getShopLayout(context);
  return { canonical: `${context.request.origin}/categories`, shopName: context.shop.shop_name, mega };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { t } = translatorOf((matches[0]?.data as { i18n?: PageI18n } | undefined)?.i18n);
  return [
    { title: t('listing.allCategoriesTitle', { shop: data.shopName }) },
    { name: 'description', content: t('listing.categoriesDescription', { shop: data.shopName }) },
    { tagName: 'link', rel: 'canonical', href: data.canonical },
  ];
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { mega } = loaderData;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('listing.allCategories')}</h1>
      <ul className="grid gap-3 sm:grid-cols-2 desk:grid-cols-3">
        {mega.map((cat) => (
          <li key={cat.id} className="rounded-lg border border-gray-200 bg-white p-4">
            <h2 className="text-lg font-semibold">
              <SmartLink to={`/products/category/${cat.slug}`} className="text-primary-text hover:underline">
                {cat.name}
              </SmartLink>
            </h2>
            {cat.subcategory.map((group) => (
              <div key={group.slug} className="mt-3">
                <h3 className="text-sm font-semibold text-gray-800">{group.name}</h3>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {group.items.map((item) => (
                    <li key={item.slug}>
                      <SmartLink to={`/products/sub-category/${item.slug}`} className="inline-flex min-h-9 items-center rounded-full border border-gray-300 px-3 text-sm text-gray-800 hover:border-primary">
                        {item.name}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
