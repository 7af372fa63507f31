// The shop's settings as the owner's screen shows them, read from the database (not the
// request's cached shop row), and the payment methods this server can take.
import { themeContrast } from '../../../core/seller-settings';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { listDeliveryDistricts, listPickupPoints, listShopCoupons } from '../../../db/shop-settings.repository';
import { findShopById, listSocialLinks } from '../../../db/shop.repository';
import type { Ctx } from '../../context';
import { couponView, type PaymentMethodName, type SellerSettings } from '../settings-views';

const logoUrl = (logo: string | null) => (logo && !/^https?:\/\//.test(logo) ? `/uploads/logos/${logo}` : logo);

/** The settings as stored now (read from the database, not the request's cached shop row). */
export async function readSellerSettings(db: Db, shopId: number, available: PaymentMethodName[]): Promise<SellerSettings> {
  const shop = (await findShopById(db, shopId)) as Shop;
  const [links, districts, points, coupons] = await Promise.all([
    listSocialLinks(db, shopId),
    listDeliveryDistricts(db, shopId),
    listPickupPoints(db, shopId),
    listShopCoupons(db, shopId),
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
    delivery: { inside_dhaka: shop.delivery_inside_dhaka, outside_dhaka: shop.delivery_outside_dhaka, free_over: shop.free_delivery_over, districts, inside_dhaka_days: shop.delivery_days_inside_dhaka, outside_dhaka_days: shop.delivery_days_outside_dhaka },
    pickup_points: points.map((p) => ({ id: p.id, name: p.name, address: p.address, phone: p.phone, hours: p.hours, charge: p.charge })),
    payment_methods: shop.payment_methods.split(',').filter((m): m is PaymentMethodName => m === 'cod' || m === 'bkash' || m === 'stripe'),
    payment_methods_available: available,
    cod_advance: shop.cod_advance,
    return_days: shop.return_days,
    default_language: shop.default_language,
    owner_alerts: { on: shop.owner_alerts === 1, phone: shop.owner_alert_phone },
    coupons: coupons.map(couponView),
  };
}

export function availablePaymentMethods(ctx: Ctx): PaymentMethodName[] {
  const out: PaymentMethodName[] = ['cod'];
  if (ctx.deps.payments.bkash) out.push('bkash');
  if (ctx.deps.payments.stripe) out.push('stripe');
  return out;
}
