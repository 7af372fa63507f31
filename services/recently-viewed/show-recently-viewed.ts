// "Recently viewed" (issue 29 item 4; docs/decisions/068): the products a shopper opened last,
// as the strip on home and product pages shows them. One call for both kinds of shopper:
// - a guest sends the device's list (it stays on the device: nothing is written) and gets its
//   cards;
// - a customer sends the views the device holds (the page being opened, and at the first page
//   after logging in the guest list the device kept), which are joined into the account's list
//   (newest first, each product once, the newest 20 kept: core/recently-viewed.ts), and gets the
//   account's list.
// Products this shop no longer offers (unpublished, deleted) are skipped, and never stored.
import { z } from 'zod';
import { MAX_ID } from '../../core/cart';
import { localName } from '../../core/i18n/local-name';
import { productImagePath } from '../../core/image-path';
import { productPath } from '../../core/product-link';
import { RECENTLY_VIEWED_MAX, clampViewedAt, mergeViewed, withoutProduct, type ViewedEntry } from '../../core/recently-viewed';
import { listViewableProducts, listViews, saveViews } from '../../db/recently-viewed.repository';
import { runWrite } from '../../db/run-write';
import { productPricing } from '../catalog/operations/product-pricing';
import { customerOf } from '../actors';
import { langOf, type Ctx } from '../context';

const productId = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .positive({ error: `${name} must be a positive id` })
    .max(MAX_ID, { error: `${name} is too large` });

/** The call's input (POST /api/front/recently-viewed): the device's views, and the product being looked at. */
export const RecentlyViewedInput = z.object({
  views: z
    .array(
      z.object({
        pro_id: productId('pro_id'),
        viewed_at: z.number({ error: 'viewed_at must be a time in milliseconds' }).int({ error: 'viewed_at must be a whole number' }).min(0, { error: 'viewed_at must not be negative' }).max(8.64e15, { error: 'viewed_at is too large' }),
      }),
      { error: 'views must be a list' },
    )
    .max(RECENTLY_VIEWED_MAX * 2, { error: `views may hold at most ${RECENTLY_VIEWED_MAX * 2} entries` })
    .optional()
    .transform((v) => v ?? []),
  exclude_pro_id: productId('exclude_pro_id').nullable().optional().transform((v) => v ?? null),
});

export type RecentlyViewedQuery = z.output<typeof RecentlyViewedInput>;

/** One card of the strip: what it shows and where it leads. */
export interface RecentlyViewedCard {
  pro_id: number;
  name: string;
  url: string;
  /** The 150 px picture, or null. */
  image: string | null;
  /** The sell price, the low end of a range. */
  price: number;
  /** The high end when the price is a range, else null. */
  price_max: number | null;
}

export async function showRecentlyViewed(ctx: Ctx, input: RecentlyViewedQuery): Promise<{ products: RecentlyViewedCard[]; saved: boolean }> {
  const { db, shop } = ctx;
  const now = ctx.clock.now();
  const sent = mergeViewed([input.views.map((v): ViewedEntry => ({ productId: v.pro_id, viewedAt: clampViewedAt(v.viewed_at, now) }))]);
  const customer = customerOf(ctx);

  let list: ViewedEntry[] = sent;
  if (customer) {
    // Only products the shop offers are kept with the account.
    const offered = new Set((await listViewableProducts(db, shop.id, sent.map((e) => e.productId))).map((r) => r.id));
    const toSave = sent.filter((e) => offered.has(e.productId)).map((e) => ({ productId: e.productId, viewedAt: new Date(e.viewedAt).toISOString() }));
    if (toSave.length > 0) await runWrite(db, (trx) => saveViews(trx, shop.id, customer.id, toSave, RECENTLY_VIEWED_MAX));
    list = (await listViews(db, shop.id, customer.id, RECENTLY_VIEWED_MAX)).map((r) => ({ productId: r.productId, viewedAt: Date.parse(r.viewedAt) }));
  }

  const shown = withoutProduct(list, input.exclude_pro_id);
  const rows = new Map((await listViewableProducts(db, shop.id, shown.map((e) => e.productId))).map((r) => [r.id, r]));
  const lang = langOf(ctx);
  const products: RecentlyViewedCard[] = [];
  for (const entry of shown) {
    const row = rows.get(entry.productId);
    if (!row) continue;
    const pricing = productPricing(row, shop);
    const range = pricing.minSellPrice !== undefined && pricing.maxSellPrice !== undefined && pricing.minSellPrice !== pricing.maxSellPrice;
    products.push({
      pro_id: row.id,
      name: localName(lang, row.name, row.name_bn),
      url: productPath({ slug: row.slug, id: row.id }),
      image: productImagePath(row.thumbnail_image, 'small'),
      price: range ? pricing.minSellPrice! : pricing.sellPrice,
      price_max: range ? pricing.maxSellPrice! : null,
    });
  }
  return { products, saved: customer !== null };
}
