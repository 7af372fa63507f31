// What search engines and link previews read about a product page: title, description,
// canonical URL, Open Graph image and the schema.org Product (JSON-LD) with its offer in BDT.
// Prices are the same `pricing` figures the page shows; availability follows core's stock rule.
import { isPurchasable } from '../../../core/availability';
import { translator } from '../../../core/i18n/compile';
import type { Lang } from '../../../core/i18n/lang';
import type { Shop } from '../../../db/schema';
import type { ProductDetail } from '../catalog-types';
import { shareCardPath } from './share-card';

export interface ProductSeo {
  title: string;
  siteName: string;
  description: string;
  canonical: string;
  image: string | null;
  /** The link preview (1200 × 630, issue 29 item 5), absolute: og:image and twitter:image. */
  shareImage: string;
  jsonLd: Record<string, unknown>;
  /** schema.org BreadcrumbList: home, the category, the sub-category, the product. */
  breadcrumbLd: Record<string, unknown>;
}

const MAX_DESCRIPTION = 160;

/** Plain text of possibly-HTML text, whitespace collapsed. */
function plainText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function truncateText(text: string, max: number = MAX_DESCRIPTION): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function absoluteUrl(origin: string, path: string | null): string | null {
  if (!path) return null;
  return /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** In stock when the product, or any active combination of a variant product, can be bought. */
function productInStock(p: ProductDetail): boolean {
  if (p.hasVariant && p.variantPrices.length > 0) {
    return p.variantPrices.some((c) => isPurchasable({ status: c.status, quantity: c.quantity, unlimited: c.unlimitedQuantity }));
  }
  return isPurchasable({ quantity: p.quantity, unlimited: p.unlimitedQuantity });
}

export function productSeo(p: ProductDetail, context: { origin: string; shopName: string; shop: Pick<Shop, 'shop_name' | 'theme_primary_color' | 'logo'>; lang: Lang }): ProductSeo {
  const canonical = `${context.origin}${p.url}`;
  const images = [p.image.grid, ...p.gallery.map((g) => g.normalImage)]
    .map((src) => absoluteUrl(context.origin, src))
    .filter((src, i, all): src is string => !!src && all.indexOf(src) === i);
  const summary = plainText(p.shortDescription) || plainText(p.description);
  const description = truncateText(summary || `Buy ${p.name} online at ${context.shopName}. Prices in taka, cash on delivery.`);
  const availability = productInStock(p) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const { minSellPrice, maxSellPrice } = p.pricing;
  const offers =
    p.hasVariant && minSellPrice !== undefined && maxSellPrice !== undefined && minSellPrice !== maxSellPrice
      ? {
          '@type': 'AggregateOffer',
          priceCurrency: 'BDT',
          lowPrice: Math.min(minSellPrice, maxSellPrice),
          highPrice: Math.max(minSellPrice, maxSellPrice),
          offerCount: Math.max(1, p.variantPrices.filter((c) => c.status !== 0).length),
          availability,
          url: canonical,
        }
      : { '@type': 'Offer', priceCurrency: 'BDT', price: p.pricing.sellPrice, availability, url: canonical, itemCondition: 'https://schema.org/NewCondition' };
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${canonical}#product`,
    name: p.name,
    description,
    sku: String(p.id),
    url: canonical,
    image: images,
    offers,
  };
  if (p.brand) jsonLd.brand = { '@type': 'Brand', name: p.brand.name };
  if (p.reviewsEnabled && p.reviewCount > 0) {
    jsonLd.aggregateRating = { '@type': 'AggregateRating', ratingValue: Number(p.averageRating.toFixed(2)), reviewCount: p.reviewCount, bestRating: 5, worstRating: 1 };
  }
  const trail = [{ name: translator(context.lang).t('tabs.home'), url: `${context.origin}/` }, ...p.breadcrumbs.map((b) => ({ name: b.name, url: `${context.origin}${b.url}` })), { name: p.name, url: canonical }];
  const breadcrumbLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: step.url })),
  };
  return { breadcrumbLd, title: `${p.name} | ${context.shopName}`, siteName: context.shopName, description, canonical, image: images[0] ?? null, shareImage: `${context.origin}${shareCardPath(p, context.shop, context.lang)}`, jsonLd };
}
