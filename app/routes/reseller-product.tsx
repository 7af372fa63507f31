// /r/{shop}/products/{id} (spec §2): the reseller-shop product path, used as the post-login
// return target for chat. It reaches the product: a redirect to its canonical URL when {shop}
// is this shop; any other shop (or no such product) is the 404 page.
import { redirect } from 'react-router';
import { resolveResellerProductPath } from '../../services/catalog/resolve-reseller-product-path';
import { notFoundOn } from '../lib/not-found';
import type { Route } from './+types/reseller-product';

/** The same page for every anonymous shopper: shared from the answer cache (server/shared-pages.ts). */
export const handle = { sharedAnswer: true };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const path = await resolveResellerProductPath(context, params.shop, params.id).catch(notFoundOn);
  throw redirect(path + new URL(request.url).search, 301);
}

export default function ResellerProduct() {
  return null;
}
