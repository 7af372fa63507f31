// The product page (spec §2 "Product page") in one call: the {slug}-{id} parameter resolved
// to the shop's published product, or the canonical path to redirect to (a bare id or a stale
// slug), plus what the page needs around it — SEO data, whether a customer token is present
// (spec §4: "logged in is shown by a customer token cookie") and which of the product's
// variants are in the customer's cart.
import { messages } from '../../core/messages';
import { parseProductParam } from '../../core/product-link';
import { listCartVariantsOfProduct } from '../../db/cart.repository';
import { DomainError } from '../domain-error';
import { getProductDetail } from './operations/product-detail';
import { type ProductDetail } from './catalog-types';
import { productSeo, type ProductSeo } from './operations/product-seo';
import { langOf, type Ctx } from '../context';
import { customerOf } from '../actors';

interface ProductPageData {
  product: ProductDetail;
  seo: ProductSeo;
  shopSlug: string;
  loggedIn: boolean;
  /** Variant keys of this product already in the cart ('' for a product without variants). */
  inCartVariants: string[];
}

type ProductPageResult = { redirect: string } | { page: ProductPageData };

export async function getProductPage(
  ctx: Ctx,
  param: string | undefined,
  request: { search: string },
): Promise<ProductPageResult> {
  const parsed = parseProductParam(param);
  if (!parsed) throw new DomainError('not_found', messages.pageNotFound);
  const product = await getProductDetail(ctx, parsed.id);
  if (param !== product.url.slice('/products/'.length)) return { redirect: product.url + request.search };
  const customer = customerOf(ctx);
  return {
    page: {
      product,
      seo: productSeo(product, { origin: ctx.request.origin, shopName: ctx.shop.shop_name, shop: ctx.shop, lang: langOf(ctx) }),
      shopSlug: ctx.shop.slug,
      // The account layer's verified customer when it is there; else the spec's cookie rule.
      loggedIn: customer !== null,
      inCartVariants: customer ? await listCartVariantsOfProduct(ctx.db, ctx.shop.id, customer.id, product.id) : [],
    },
  };
}
