// The stock screen's list (issue 14 item 6): the shop's products, searched by name, slug or
// id, 20 a page, each with its quantity, unlimited flag, visibility, rate and — for a variant
// product — every combination (`combination` = its value ids joined by '-', as stored) with
// a readable label, its quantity and whether it is on sale. Staff and owners.
import { clampPage, pageOffset, parsePageParam } from '../../core/pager';
import { localPagerText } from '../../core/i18n/pager-text';
import { STOCK_PER_PAGE } from '../../core/seller-settings';
import { countSellerProducts, listCombinations, listSellerProducts } from '../../db/seller-product.repository';
import { langOf, type Ctx } from '../context';
import { requireStaff } from '../actors';

export type Visibility = 'visible' | 'hidden';

export interface SellerCombination {
  combination: string;
  label: string;
  price: number;
  quantity: number;
  unlimited: boolean;
  visibility: Visibility;
}

export interface SellerProductRow {
  product_id: number;
  slug: string;
  name: string;
  image: string | null;
  quantity: number;
  unlimited: boolean;
  visibility: Visibility;
  unitprice: number;
  rate: { rate: 'shop_rate' | 'custom'; type: 'percentage' | 'flat'; increase: number; discount: number };
  combinations: SellerCombination[];
}

export interface SellerProductPage {
  products: SellerProductRow[];
  total: number;
  page: number;
  per_page: number;
  pager: string;
}

const imageUrl = (file: string | null) => (file && !/^https?:\/\//.test(file) ? `/uploads/thumnail/small/${file}` : file);

export async function listProductsForSeller(ctx: Ctx, query: { q?: unknown; page?: unknown }): Promise<SellerProductPage> {
  requireStaff(ctx);
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, 100) : '';
  const total = await countSellerProducts(ctx.db, ctx.shop.id, { q });
  const page = clampPage(parsePageParam(query.page), STOCK_PER_PAGE, total);
  const rows = await listSellerProducts(ctx.db, ctx.shop.id, { q }, STOCK_PER_PAGE, pageOffset(page, STOCK_PER_PAGE));
  const { prices, values } = await listCombinations(ctx.db, ctx.shop.id, rows.filter((r) => r.has_variant === 1).map((r) => r.id));
  const labels = new Map(values.map((v) => [v.id, `${v.title}: ${v.label}`]));
  const products = rows.map((r) => ({
    product_id: r.id,
    slug: r.slug,
    name: r.name,
    image: imageUrl(r.thumbnail_image),
    quantity: r.quantity,
    unlimited: r.unlimited_quantity === 1,
    visibility: (r.status === 1 ? 'visible' : 'hidden') as Visibility,
    unitprice: r.unitprice,
    rate: {
      rate: (r.p_rate_type === 'custom' && r.rate_type !== 'shop_rate' ? 'custom' : 'shop_rate') as 'shop_rate' | 'custom',
      type: (r.p_amount_type === 'flat' ? 'flat' : 'percentage') as 'percentage' | 'flat',
      increase: r.p_increase_amount,
      discount: r.p_discount_amount,
    },
    combinations: prices
      .filter((p) => p.product_id === r.id)
      .map((p) => ({
        combination: p.variant,
        label: p.variant
          .split('-')
          .map((id) => labels.get(Number(id)) ?? id)
          .join(' · '),
        price: p.variant_price,
        quantity: p.quantity,
        unlimited: p.v_unlimited_quantity === 1,
        visibility: (p.status === 1 ? 'visible' : 'hidden') as Visibility,
      })),
  }));
  return { products, total, page, per_page: STOCK_PER_PAGE, pager: localPagerText(langOf(ctx), page, STOCK_PER_PAGE, total) };
}
