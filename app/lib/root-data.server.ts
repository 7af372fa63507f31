// The root loader's data: the shop's layout for every page's frame, its colours, the logged-in
// customer's name and avatar, and the cart badge. Its own module so components below the root
// read its type (app/lib/use-root-data.ts) without importing the root route.
import { getCartBadge } from '../../services/cart/get-cart-badge';
import type { Ctx } from '../../services/context';
import { customerOf } from '../../services/actors';
import { getShopLayout } from '../../services/shops/operations/get-shop-layout';
import { shopTheme } from '../../services/shops/shop-theme';
import { langOf } from '../../services/context';
import { catalogVersion, pageCatalog } from '../../core/i18n/compile';
import { catalogAreaOf } from '../../core/i18n/catalog-areas';
import { langHref } from '../../core/i18n/lang-links';
import { dataSaverHref, lightLogo } from '../../core/data-saver';
import type { PageI18n } from './i18n';
import type { Lang } from '../../core/i18n/lang';
import type { CatalogArea } from '../../core/i18n/catalog-areas';

/**
 * The page's language and, for a document, its compiled catalog: its area's part (a data request
 * keeps the document's, and the browser fetches an area it lacks: app/lib/i18n.tsx, decision 072).
 */
export function pageI18n(context: Ctx, pathname: string): PageI18n {
  const lang = langOf(context);
  const document = !context.request.dataRequest;
  const area = catalogAreaOf(pathname);
  return { lang, area, version: catalogVersion(), messages: document ? catalogText(lang, area, pathname) : null };
}

// The catalog's JSON text per language and area, made once (the build's catalogs do not change).
const catalogTexts = new Map<string, string>();
function catalogText(lang: Lang, area: CatalogArea, pathname: string): string {
  const key = `${lang}|${area}`;
  let text = catalogTexts.get(key);
  if (text === undefined) {
    text = JSON.stringify(pageCatalog(lang, pathname));
    catalogTexts.set(key, text);
  }
  return text;
}

export async function loadRootData(context: Ctx, url: URL) {
  // The category menus go into the page as HTML rendered once per layout by the page render
  // (app/entry.server.tsx), not as loader data; pages that list categories load them themselves.
  // The footer too (its social links): rendered with the menus, not carried as data.
  const { mega, brands: _brands, social_links: _socialLinks, ...layout } = await getShopLayout(context);
  // The logged-in customer's name and avatar for the off-canvas menu (spec §2 Layout).
  const customer = customerOf(context);
  // The cart's line count, total and product/variant keys for the header and View Cart (issue 6).
  const cart = customer ? await getCartBadge(context) : null;
  return {
    // A light page's header shows the logo's 48 px high file (decision 085: 2.6 KB instead of 6.6 KB for the demo's).
    layout: { ...layout, shopInfo: context.request.dataSaver ? { ...layout.shopInfo, logo: lightLogo(layout.shopInfo.logo) } : layout.shopInfo, hasCategories: mega.length > 0 },
    theme: shopTheme(layout),
    origin: context.request.origin,
    i18n: pageI18n(context, url.pathname),
    /** The same page in each language (the switch and the hreflang alternates), without the origin. */
    langLinks: { en: langHref(url, 'en'), bn: langHref(url, 'bn') },
    /** Light pages (docs/decisions/070): smaller pictures, no prefetching; and the menu switch's link to the other mode. */
    dataSaver: { on: context.request.dataSaver === true, switchHref: dataSaverHref(url, context.request.dataSaver ? 'off' : 'on') },
    customer: customer ? { name: customer.name, avatar: customer.avatar } : null,
    cart,
  };
}

export type RootData = Awaited<ReturnType<typeof loadRootData>>;
