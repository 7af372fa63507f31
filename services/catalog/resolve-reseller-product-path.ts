// /r/{shop}/products/{id} (spec §2), the reseller-shop product path used as chat's post-login
// return target: the product's canonical path when {shop} is this shop, else not found.
import { messages } from '../../core/messages';
import { parseProductParam } from '../../core/product-link';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { getProductDetail } from './operations/product-detail';

/** /r/{shop}/products/{id}: the product's canonical path when {shop} is this shop, else not found. */
export async function resolveResellerProductPath(ctx: Ctx, shopParam: string | undefined, idParam: string | undefined): Promise<string> {
  const parsed = parseProductParam(idParam);
  if (!parsed || (shopParam ?? '').toLowerCase() !== ctx.shop.slug) throw new DomainError('not_found', messages.pageNotFound);
  return (await getProductDetail(ctx, parsed.id)).url;
}
