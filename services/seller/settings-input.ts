// What the owner may send to the settings calls (issue 14 item 6; docs/decisions/026), checked
// field by field with the same rules as the import document (docs/import-format.md): whole
// taka, districts by their canonical names, coupon codes letters/digits/-/_, percent coupons
// 1–100, http(s) social links. A key that is left out keeps what is stored.
import { z } from 'zod';
import { isDistrict } from '../../core/bd-districts';
import { parseBdMobile } from '../../core/customer-auth';
import { sellerPointsMessages } from '../../core/seller-points-messages';
import { boundMs } from '../../core/coupon';
import { sellerSettingsMessages, themeContrast } from '../../core/seller-settings';

/** A number, or a form's text of one; anything else (null, true, '', ' ') is refused, never read as 0. */
export const numeric = (error: string) => z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), z.number({ error }));
const money = numeric('Enter a whole number of taka').pipe(z.number().int({ error: 'Enter a whole number of taka' }).min(0, { error: 'Must be 0 or more' }).max(10_000_000, { error: 'Must be at most 10000000' }));
const nullableMoneyDef = () => z.union([z.null(), z.literal('').transform(() => null), money]);
/** Days from the order to the door (docs/decisions/066); '' or null: not said. */
const deliveryDays = z.union([z.null(), z.literal('').transform(() => null), numeric('Enter a whole number of days').pipe(z.number().int({ error: 'Enter a whole number of days' }).min(1, { error: 'Must be 1 or more' }).max(60, { error: 'Must be at most 60' }))]);
const rate = numeric('Enter a number').pipe(z.number().min(0, { error: 'Must be 0 or more' }).max(1_000_000, { error: 'Must be at most 1000000' }));
const text = (max: number) => z.string().trim().min(1, { error: 'Must not be empty' }).max(max, { error: `Must be at most ${max} characters` });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : null));
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{2,19}$/, { error: 'Enter a phone number such as +8801700000000' });
const color = z.string().trim().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: sellerSettingsMessages.colorInvalid });
const httpUrl = z
  .string()
  .trim()
  .max(500, { error: 'Must be at most 500 characters' })
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, { error: 'Enter an http(s) link' });

const rateBlock = z
  .object({ type: z.enum(['percentage', 'flat'], { error: "The rate type is 'percentage' or 'flat'" }), increase: rate.default(0), discount: rate.default(0) })
  .superRefine((r, ctx) => {
    if (r.type === 'percentage' && r.discount > 100) ctx.addIssue({ code: 'custom', path: ['discount'], message: 'A percentage discount is at most 100' });
    if (r.type === 'percentage' && r.increase > 1000) ctx.addIssue({ code: 'custom', path: ['increase'], message: 'A percentage markup is at most 1000' });
  });

export const settingsInputSchema = z
  .object({
    shop_name: text(200).optional(),
    contact_number: z.union([phone, z.literal('').transform(() => null), z.null()]).optional(),
    theme_primary_color: z.union([color, z.literal('').transform(() => null), z.null()]).optional(),
    social_links: z.array(z.object({ name: text(60), url: httpUrl, bg_color: z.union([color, z.literal('').transform(() => null), z.null()]).optional() })).max(20).optional(),
    shop_rate: rateBlock.optional(),
    delivery: z
      .object({
        inside_dhaka: money,
        outside_dhaka: money,
        free_over: nullableMoneyDef().optional(),
        districts: z.record(z.string(), money).default({}),
        // Left out: kept (a client that does not know them); '' or null: cleared.
        inside_dhaka_days: deliveryDays.optional(),
        outside_dhaka_days: deliveryDays.optional(),
      })
      .optional(),
    pickup_points: z
      .array(z.object({ name: text(120), address: text(300), phone: z.union([phone, z.literal('').transform(() => null), z.null()]).optional(), hours: optionalText(120), charge: money.default(0) }))
      .max(50)
      .optional(),
    payment_methods: z.array(z.enum(['cod', 'bkash', 'stripe'], { error: "A payment method is 'cod', 'bkash' or 'stripe'" })).min(1, { error: 'Offer at least one payment method' }).optional(),
    cod_advance: z.enum(['none', 'delivery_charge'], { error: "COD advance is 'none' or 'delivery_charge'" }).optional(),
    default_language: z.enum(['bn', 'en'], { error: 'The default language is "bn" or "en"' }).optional(),
    // The owner's SMS alerts (docs/decisions/057): the phone a Bangladeshi mobile, as the
    // customers' phones are (parseBdMobile); '' clears it; on without a phone is refused below.
    owner_alerts: z
      .object({
        on: z.union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')]).transform((v) => v === true || v === 1 || v === '1'),
        phone: z
          .union([z.string().trim().max(40), z.null()])
          .optional()
          .transform((v, ctx) => {
            if (!v) return null;
            const phone = parseBdMobile(v);
            if (!phone) {
              ctx.addIssue({ code: 'custom', message: sellerPointsMessages.alertPhoneInvalid });
              return z.NEVER;
            }
            return phone;
          }),
      })
      .optional(),
    return_days: numeric('Enter a whole number of days').pipe(z.number().int({ error: 'Enter a whole number of days' }).min(0, { error: 'Must be 0 or more' }).max(365, { error: 'Must be at most 365' })).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.theme_primary_color) {
      const c = themeContrast(s.theme_primary_color);
      if (c && !c.ok) ctx.addIssue({ code: 'custom', path: ['theme_primary_color'], message: sellerSettingsMessages.lowContrast(c) });
    }
    const seen = new Set<string>();
    for (const name of Object.keys(s.delivery?.districts ?? {})) {
      const district = isDistrict(name);
      if (!district) ctx.addIssue({ code: 'custom', path: ['delivery', 'districts', name], message: `'${name}' is not one of Bangladesh's 64 districts` });
      else if (seen.has(district)) ctx.addIssue({ code: 'custom', path: ['delivery', 'districts', name], message: `${district} is listed twice` });
      else seen.add(district);
    }
    const names = new Set<string>();
    (s.pickup_points ?? []).forEach((p, i) => {
      const key = p.name.toLowerCase();
      if (names.has(key)) ctx.addIssue({ code: 'custom', path: ['pickup_points', i, 'name'], message: 'Two pickup points have this name' });
      names.add(key);
    });
    if (s.owner_alerts?.on && !s.owner_alerts.phone) ctx.addIssue({ code: 'custom', path: ['owner_alerts', 'phone'], message: sellerPointsMessages.alertPhoneNeeded });
    if (s.payment_methods && new Set(s.payment_methods).size !== s.payment_methods.length) {
      ctx.addIssue({ code: 'custom', path: ['payment_methods'], message: 'A payment method is listed twice' });
    }
  });

export type SettingsInput = z.output<typeof settingsInputSchema>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const couponInstant = z
  .union([z.string().trim(), z.null()])
  .optional()
  .transform((s, ctx) => {
    if (!s) return null;
    if (Number.isNaN(Date.parse(s))) {
      ctx.addIssue({ code: 'custom', message: 'Enter a date such as 2026-12-31' });
      return z.NEVER;
    }
    return DATE_ONLY.test(s) ? s : new Date(s).toISOString();
  });
const optionalMoney = nullableMoneyDef().optional().transform((v) => v ?? null);

export const couponInputSchema = z
  .object({
    coupon_id: numeric('Choose a coupon').pipe(z.number().int().positive()).optional(),
    code: z
      .string()
      .trim()
      .min(3, { error: 'A code is 3 to 40 characters' })
      .max(40, { error: 'A code is 3 to 40 characters' })
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { error: 'Letters, digits, - and _, starting with a letter or digit' })
      .transform((c) => c.toUpperCase()),
    type: z.enum(['percent', 'flat'], { error: "The type is 'percent' or 'flat'" }),
    value: money,
    max_discount: optionalMoney,
    min_total: optionalMoney,
    starts_at: couponInstant,
    ends_at: couponInstant,
    max_uses: optionalMoney,
    max_uses_per_customer: optionalMoney,
    active: z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', 'on'])]).optional().transform((v) => (v === undefined ? 1 : v === true || v === 1 || v === '1' || v === 'true' || v === 'on' ? 1 : 0)),
  })
  .superRefine((c, ctx) => {
    if (c.type === 'percent' && (c.value < 1 || c.value > 100)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percent coupon takes 1 to 100 (per cent)' });
    if (c.type === 'flat' && c.value < 1) ctx.addIssue({ code: 'custom', path: ['value'], message: 'A flat coupon takes at least 1 taka' });
    if (c.starts_at && c.ends_at && !(boundMs(c.ends_at, true) > boundMs(c.starts_at, false))) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'Must be after the start' });
  });

export type CouponInputValues = z.output<typeof couponInputSchema>;

export const productRateSchema = z
  .object({
    product_id: numeric('Choose a product').pipe(z.number().int().positive()),
    /** 'shop_rate': the shop's rate; 'custom': the product's own. */
    rate: z.enum(['shop_rate', 'custom'], { error: "The rate is 'shop_rate' or 'custom'" }),
    type: z.enum(['percentage', 'flat']).default('percentage'),
    increase: rate.default(0),
    discount: rate.default(0),
  })
  .superRefine((r, ctx) => {
    if (r.rate === 'custom' && r.type === 'percentage' && r.discount > 100) ctx.addIssue({ code: 'custom', path: ['discount'], message: 'A percentage discount is at most 100' });
    if (r.rate === 'custom' && r.type === 'percentage' && r.increase > 1000) ctx.addIssue({ code: 'custom', path: ['increase'], message: 'A percentage markup is at most 1000' });
  });
