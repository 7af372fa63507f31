// Home. The shop's sections (new arrivals, deals, categories) arrive with the catalog; until
// then it shows the shop's own category tree.
import { messages } from '../../core/messages';
import { SmartLink } from '../components/layout/smart-link';
import { useRootData } from '../lib/use-root-data';
import type { Route } from './+types/home';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { layout?: { shopInfo: { shop_name: string } } } | undefined;
  const name = root?.layout?.shopInfo.shop_name ?? 'haat';
  return [
    { title: `${name} | Online shopping` },
    { name: 'description', content: `Shop online at ${name}: browse categories, see prices in taka and order with cash on delivery.` },
  ];
}

export default function Home() {
  const data = useRootData();
  if (!data) return <p>{messages.pagerEmpty}</p>;
  const { layout } = data;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{layout.shopInfo.shop_name}</h1>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="mb-3 text-lg font-semibold">
          Categories
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 desk:grid-cols-4">
          {layout.mega.map((cat) => (
            <li key={cat.id} className="rounded-lg border bg-white p-4">
              <SmartLink to={`/products/category/${cat.slug}`} className="font-semibold text-primary-text hover:underline">
                {cat.name}
              </SmartLink>
              <ul className="mt-2 space-y-1">
                {cat.subcategory.flatMap((g) => g.items).slice(0, 6).map((item) => (
                  <li key={item.slug}>
                    <SmartLink to={`/products/sub-category/${item.slug}`} className="text-sm text-gray-700 hover:underline">
                      {item.name}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
