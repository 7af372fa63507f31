// The product page (spec §2 "Product page") in one call: the {slug}-{id} parameter resolved
// to the shop's published product, or the canonical path to redirect to (a bare id or a stale
// slug), plus what the page needs around it — SEO data, whether a customer token is present
// (spec §4: "logged in is shown by a customer token cookie") and which of the product's
// variants are in the customer's cart.
import { CUSTOMER_TOKEN_COOKIE } from '../../core/customer-auth';
import { messages } from '../../core/messages';
import { parseProductParam } from '../../core/product-link';
import { listCartVariantsOfProduct } from '../../db/cart.repository';
import { DomainError } from '../domain-error';
import { getProductDetail, type ProductDetail } from './get-product-detail';
import { productSeo, type ProductSeo } from './product-seo';
import type { RequestContext } from '../request-context';

export interface ProductPageData {
  product: ProductDetail;
  seo: ProductSeo;
  shopSlug: string;
  loggedIn: boolean;
  /** Variant keys of this product already in the cart ('' for a product without variants). */
  inCartVariants: string[];
}

export type ProductPageResult = { redirect: string } | { page: ProductPageData };

/** Whether the Cookie header carries a non-empty customer token. */
export function hasCustomerToken(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => {
    const eq = part.indexOf('=');
    return eq > 0 && part.slice(0, eq).trim() === CUSTOMER_TOKEN_COOKIE && part.slice(eq + 1).trim() !== '';
  });
}

export async function getProductPage(
  ctx: RequestContext,
  param: string | undefined,
  request: { cookie: string | null; search: string },
): Promise<ProductPageResult> {
  const parsed = parseProductParam(param);
  if (!parsed) throw new DomainError('not_found', messages.pageNotFound);
  const product = await getProductDetail(ctx.db, ctx.shop, parsed.id);
  if (param !== product.url.slice('/products/'.length)) return { redirect: product.url + request.search };
  return {
    page: {
      product,
      seo: productSeo(product, { origin: ctx.origin, shopName: ctx.shop.shop_name }),
      shopSlug: ctx.shop.slug,
      // The account layer's verified customer when it is there; else the spec's cookie rule.
      loggedIn: ctx.customer !== undefined ? ctx.customer !== null : hasCustomerToken(request.cookie),
      inCartVariants: ctx.customer ? await listCartVariantsOfProduct(ctx.db, ctx.shop.id, ctx.customer.id, product.id) : [],
    },
  };
}

/** /r/{shop}/products/{id}: the product's canonical path when {shop} is this shop, else not found. */
export async function resolveResellerProductPath(ctx: RequestContext, shopParam: string | undefined, idParam: string | undefined): Promise<string> {
  const parsed = parseProductParam(idParam);
  if (!parsed || (shopParam ?? '').toLowerCase() !== ctx.shop.slug) throw new DomainError('not_found', messages.pageNotFound);
  return (await getProductDetail(ctx.db, ctx.shop, parsed.id)).url;
}
