// The shop's own calls (spec §7): its slug from the host, its information and its mega menu.
import type { ApiApp } from '../../hono-env';
import { registerGetResellerShopInformationBySlug } from './get-reseller-shop-information-by-slug';
import { registerGetResellerShopMegaCategories } from './get-reseller-shop-mega-categories';
import { registerGetResellerShopSlug } from './get-reseller-shop-slug';

export function registerShopsApi(app: ApiApp): void {
  registerGetResellerShopSlug(app);
  registerGetResellerShopInformationBySlug(app);
  registerGetResellerShopMegaCategories(app);
}
