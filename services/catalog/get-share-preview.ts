// The share page /share/{url} (spec §2): a shop-branded link preview for a path of this shop.
// {url} is a same-shop path ("products/tee-12") or an absolute URL on this shop's own host;
// anything else — another host, a protocol-relative or malformed target — is not found, so the
// page can never be used as an open redirect. A product target previews the product (title,
// description, picture, price); any other path previews the shop.
import { isSafeReturnTarget } from '../../core/return-target';
import { messages } from '../../core/messages';
import { parseProductParam } from '../../core/product-link';
import { formatPriceRange, formatTaka } from '../../core/money';
import { DomainError } from '../domain-error';
import { getProductDetail } from './operations/product-detail';
import { absoluteUrl, productSeo } from './operations/product-seo';
import { langOf, type Ctx } from '../context';

interface SharePreview {
  /** The same-shop path the preview stands for (canonical for a product). */
  target: string;
  url: string;
  title: string;
  description: string;
  image: string | null;
  /** What og:image names: the product's share card, or the shop's logo. */
  previewImage: string | null;
  siteName: string;
  type: 'product' | 'website';
  price: string | null;
}

/** The same-shop path a share {url} names, or null. */
export function shareTarget(splat: string | undefined, search: string, origin: string): string | null {
  let raw = (splat ?? '').trim();
  if (/^https?:\/\//i.test(raw) || /^https?:\/[^/]/i.test(raw)) {
    // Some clients collapse "//" in a path: "https:/host/path".
    const fixed = raw.replace(/^(https?:)\/(?!\/)/i, '$1//');
    let u: URL;
    try {
      u = new URL(fixed);
    } catch {
      return null;
    }
    if (u.origin !== origin && u.host !== new URL(origin).host) return null;
    raw = (u.pathname + u.search).replace(/^\//, '');
  } else if (search) {
    raw += search;
  }
  const target = `/${raw}`;
  return isSafeReturnTarget(target) ? target : null;
}

export async function getSharePreview(ctx: Ctx, splat: string | undefined, search: string): Promise<SharePreview> {
  const target = shareTarget(splat, search, ctx.request.origin);
  if (!target) throw new DomainError('not_found', messages.pageNotFound);
  const siteName = ctx.shop.shop_name;
  const productMatch = /^\/products\/([^/?#]+)$/.exec(target.split('?')[0]!);
  const parsed = productMatch ? parseProductParam(productMatch[1]) : null;
  if (parsed) {
    const product = await getProductDetail(ctx, parsed.id);
    const seo = productSeo(product, { origin: ctx.request.origin, shopName: siteName, shop: ctx.shop, lang: langOf(ctx) });
    const { minSellPrice, maxSellPrice } = product.pricing;
    return {
      target: product.url,
      url: seo.canonical,
      title: product.name,
      description: seo.description,
      image: seo.image,
      // The card made for sharing (issue 29 item 5): picture, name, price in taka, shop colour.
      previewImage: seo.shareImage,
      siteName,
      type: 'product',
      price: minSellPrice !== undefined && maxSellPrice !== undefined ? formatPriceRange(minSellPrice, maxSellPrice) : formatTaka(product.pricing.sellPrice),
    };
  }
  if (productMatch) throw new DomainError('not_found', messages.pageNotFound);
  const logo = ctx.shop.logo ? (/^https?:\/\//i.test(ctx.shop.logo) ? ctx.shop.logo : `/uploads/logos/${ctx.shop.logo}`) : null;
  return {
    target,
    url: `${ctx.request.origin}${target}`,
    title: siteName,
    description: ctx.shop.meta_description || `Shop online at ${siteName}: prices in taka, cash on delivery.`,
    image: absoluteUrl(ctx.request.origin, logo),
    previewImage: absoluteUrl(ctx.request.origin, logo),
    siteName,
    type: 'website',
    price: null,
  };
}
