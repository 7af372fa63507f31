// The home page's sections from the shop's own data (issue 4 item 1): new arrivals (newest
// first) and the running deals with their first products; the categories come from the
// layout the root loader already has. One listing query per section, one image query for
// the whole page, cards priced by productPricing.
import { langOf } from '../context';
import type { Deal } from '../../db/schema';
import { listDeals } from '../../db/deal.repository';
import { listListingProducts } from '../../db/product-listing.repository';
import { toProductCards } from './operations/product-card';
import { type ProductCardData } from './catalog-types';
import { refreshListingIndex } from './operations/refresh-listing-index';
import type { Ctx } from '../context';
import { localName, localText } from '../../core/i18n/local-name';

const HOME_SECTION_SIZE = 10;
const HOME_DEALS = 3;

interface HomeDealSection {
  title: string;
  slug: string;
  description: string | null;
  endsAt: string | null;
  products: ProductCardData[];
}

interface HomeSections {
  newArrivals: ProductCardData[];
  deals: HomeDealSection[];
}

/** A deal is running when now is inside its optional start and end. */
function isDealRunning(deal: Pick<Deal, 'starts_at' | 'ends_at'>, now: Date): boolean {
  const t = now.getTime();
  if (deal.starts_at && Date.parse(deal.starts_at) > t) return false;
  if (deal.ends_at && Date.parse(deal.ends_at) < t) return false;
  return true;
}

export async function getHomeSections(ctx: Ctx): Promise<HomeSections> {
  const { db, shop } = ctx;
  const now = new Date(ctx.clock.now());
  const lang = langOf(ctx);
  await refreshListingIndex(db, shop.id);
  const [newest, deals] = await Promise.all([
    listListingProducts(db, shop.id, {}, 'newest', HOME_SECTION_SIZE, 0),
    listDeals(db, shop.id),
  ]);
  const running = deals.filter((d) => isDealRunning(d, now)).slice(0, HOME_DEALS);
  const dealRows = await Promise.all(running.map((d) => listListingProducts(db, shop.id, { dealId: d.id }, 'newest', HOME_SECTION_SIZE, 0)));
  // One image query for every card on the page.
  const cards = await toProductCards(db, shop, [...newest, ...dealRows.flat()], lang);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return {
    newArrivals: newest.map((r) => byId.get(r.id)!),
    deals: running
      .map((d, i) => ({ title: localName(lang, d.title, d.title_bn), slug: d.slug, description: localText(lang, d.description, d.description_bn), endsAt: d.ends_at, products: dealRows[i].map((r) => byId.get(r.id)!) }))
      .filter((d) => d.products.length > 0),
  };
}
