// The owner's settings screen as pages and calls are shown it (issue 14 item 6): the shop's
// settings and every coupon.
import type { Lang } from '../../core/i18n/lang';
import type { CodAdvance, Coupon, CouponType, RateType } from '../../db/schema';

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
  delivery: { inside_dhaka: number; outside_dhaka: number; free_over: number | null; districts: Record<string, number>; inside_dhaka_days: number | null; outside_dhaka_days: number | null };
  pickup_points: Array<{ id: number; name: string; address: string; phone: string | null; hours: string | null; charge: number }>;
  payment_methods: PaymentMethodName[];
  /** Methods this server can take (bKash / card only when their provider is configured). */
  payment_methods_available: PaymentMethodName[];
  cod_advance: CodAdvance;
  return_days: number;
  /** The language a visitor without a choice sees (docs/decisions/047). */
  default_language: Lang;
  /** The owner's SMS alerts for new orders and messages (docs/decisions/057): on or off, and the phone (+8801…). */
  owner_alerts: { on: boolean; phone: string | null };
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
