// The product page /products/{slug}-{id} (spec §2 "Product page"): one loader reads everything
// (no request waterfall); a bare id or a stale slug redirects (301) to the canonical path;
// anything that is not a product of this shop is the 404 page.
import { redirect } from 'react-router';
import { getProductPage } from '../../../services/catalog/get-product-page';
import { ProductGallery } from '../../components/product/product-gallery';
import { ProductSummary } from '../../components/product/product-summary';
import { useProductSelection } from '../../components/product/use-product-selection';
import { SmartLink } from '../../components/layout/smart-link';
import { notFoundOn } from '../../lib/not-found';
import { useRootData } from '../../lib/use-root-data';
import type { Route } from './+types/route';
import { ShareButtons } from './share-buttons';

/** The same page for every anonymous shopper: shared from the answer cache (server/shared-pages.ts). */
export const handle = { sharedAnswer: true };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = await getProductPage(context, params.param, { search: url.search }).catch(notFoundOn);
  if ('redirect' in result) throw redirect(result.redirect, 301);
  return result.page;
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [];
  const { seo, product } = page;
  const tags: Route.MetaDescriptors = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:type', content: 'product' },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:title', content: product.name },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'product:price:amount', content: String(product.pricing.sellPrice) },
    { property: 'product:price:currency', content: 'BDT' },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: product.name },
    { name: 'twitter:description', content: seo.description },
  ];
  if (seo.image) tags.push({ property: 'og:image', content: seo.image }, { property: 'og:image:alt', content: product.name }, { name: 'twitter:image', content: seo.image });
  tags.push({ 'script:ld+json': seo.jsonLd });
  return tags;
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, seo, shopSlug, loggedIn, inCartVariants } = loaderData;
  const root = useRootData();
  const selection = useProductSelection(product, inCartVariants);
  const brandLinks = root?.layout.brands_settngs === 1;
  return (
    <article className="mx-auto max-w-6xl space-y-8" key={product.id}>
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div>
          <ProductGallery images={selection.gallery} name={product.name} />
        </div>
        <div className="space-y-4">
          <div className="space-y-1">
            {product.brand ? (
              <p className="text-sm text-gray-700">
                Brand:{' '}
                {brandLinks ? (
                  <SmartLink to={`/products/brands/${product.brand.slug}`} className="font-medium text-primary-text hover:underline">
                    {product.brand.name}
                  </SmartLink>
                ) : (
                  <span className="font-medium">{product.brand.name}</span>
                )}
              </p>
            ) : null}
            <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{product.name}</h1>
          </div>
          <ProductSummary product={product} selection={selection} shopSlug={shopSlug} loggedIn={loggedIn} idPrefix="product" />
          <ShareButtons url={seo.canonical} title={product.name} />
        </div>
      </div>
      {product.description ? (
        <section aria-labelledby="product-description" className="rounded-lg border border-gray-200 bg-white p-4 md:p-6">
          <h2 id="product-description" className="mb-3 text-lg font-semibold">
            Description
          </h2>
          <p className="whitespace-pre-line text-gray-800">{product.description}</p>
        </section>
      ) : null}
    </article>
  );
}
