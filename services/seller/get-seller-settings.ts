// The owner's settings screen (issue 14 item 6; docs/decisions/026): the shop's name, logo,
// colour (with its contrast), contact, social links, shop rate, delivery charges with district
// overrides, pickup points, payment methods, COD advance, return window and every coupon
// (disabled ones too, so they can be switched back on). Owner only.
import { themeContrast } from '../../core/seller-settings';
import type { Db } from '../../db/client';
import type { CodAdvance, Coupon, CouponType, RateType, Shop } from '../../db/schema';
import { listDeliveryDistricts, listPickupPoints } from '../../db/shop-settings.repository';
import { findShopById, listSocialLinks } from '../../db/shop.repository';
import type { Ctx } from '../context';
import { requireOwner } from './require-owner';

export type PaymentMethodName = 'cod' | 'bkash' | 'stripe';

export interface CouponView {
  id: number;
  code: string;
  type: CouponType;
  value: number;
  max_discount: number | null;
  min_total: number | null;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  uses: number;
  active: boolean;
}

export interface SellerSettings {
  shop_name: string;
  logo: string | null;
  contact_number: string | null;
  theme_primary_color: string | null;
  theme_contrast: { ratio: number; ok: boolean; suggestion: string } | null;
  social_links: Array<{ name: string; url: string; bg_color: string | null }>;
  shop_rate: { type: RateType; increase: number; discount: number };
  delivery: { inside_dhaka: number; outside_dhaka: number; free_over: number | null; districts: Record<string, number> };
  pickup_points: Array<{ id: number; name: string; address: string; phone: string | null; hours: string | null; charge: number }>;
  payment_methods: PaymentMethodName[];
  /** Methods this server can take (bKash / card only when their provider is configured). */
  payment_methods_available: PaymentMethodName[];
  cod_advance: CodAdvance;
  return_days: number;
  coupons: CouponView[];
}

export function couponView(c: Coupon): CouponView {
  return {
    id: c.id,
    code: c.code,
    type: c.type,
    value: c.value,
    max_discount: c.max_discount,
    min_total: c.min_total,
    starts_at: c.starts_at,
    ends_at: c.ends_at,
    max_uses: c.max_uses,
    max_uses_per_customer: c.max_uses_per_customer,
    uses: c.uses,
    active: c.active === 1,
  };
}

const logoUrl = (logo: string | null) => (logo && !/^https?:\/\//.test(logo) ? `/uploads/logos/${logo}` : logo);

/** The settings as stored now (read from the database, not the request's cached shop row). */
export async function readSellerSettings(db: Db, shopId: number, available: PaymentMethodName[]): Promise<SellerSettings> {
  const shop = (await findShopById(db, shopId)) as Shop;
  const [links, districts, points, coupons] = await Promise.all([
    listSocialLinks(db, shopId),
    listDeliveryDistricts(db, shopId),
    listPickupPoints(db, shopId),
    db.selectFrom('coupons').selectAll().where('shop_id', '=', shopId).orderBy('active', 'desc').orderBy('id').execute(),
  ]);
  const contrast = shop.theme_primary_color ? themeContrast(shop.theme_primary_color) : null;
  return {
    shop_name: shop.shop_name,
    logo: logoUrl(shop.logo),
    contact_number: shop.contact_number,
    theme_primary_color: shop.theme_primary_color,
    theme_contrast: contrast ? { ratio: contrast.ratio, ok: contrast.ok, suggestion: contrast.suggestion } : null,
    social_links: links.map((l) => ({ name: l.name, url: l.url, bg_color: l.bg_color })),
    shop_rate: { type: shop.s_rate_type, increase: shop.s_increase, discount: shop.s_discount },
    delivery: { inside_dhaka: shop.delivery_inside_dhaka, outside_dhaka: shop.delivery_outside_dhaka, free_over: shop.free_delivery_over, districts },
    pickup_points: points.map((p) => ({ id: p.id, name: p.name, address: p.address, phone: p.phone, hours: p.hours, charge: p.charge })),
    payment_methods: shop.payment_methods.split(',').filter((m): m is PaymentMethodName => m === 'cod' || m === 'bkash' || m === 'stripe'),
    payment_methods_available: available,
    cod_advance: shop.cod_advance,
    return_days: shop.return_days,
    coupons: coupons.map(couponView),
  };
}

export function availablePaymentMethods(ctx: Ctx): PaymentMethodName[] {
  const out: PaymentMethodName[] = ['cod'];
  if (ctx.deps.payments.bkash) out.push('bkash');
  if (ctx.deps.payments.stripe) out.push('stripe');
  return out;
}

export async function getSellerSettings(ctx: Ctx): Promise<SellerSettings> {
  requireOwner(ctx);
  return readSellerSettings(ctx.db, ctx.shop.id, availablePaymentMethods(ctx));
}
