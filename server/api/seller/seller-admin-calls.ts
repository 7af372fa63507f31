// The seller console's settings, stock, audit and staff calls (issue 14 items 1, 6, 8, 9;
// docs/decisions/026). Every one needs a staff token of this shop (401 otherwise: no token, a
// customer's token, another shop's staff token); the owner-only ones refuse staff with 403
// before anything is read or written:
// - POST /api/seller/settings (owner): the settings and every coupon;
// - POST /api/seller/settings-save (owner): any subset of the settings keys, JSON;
// - POST /api/seller/coupons-save (owner): add (no coupon_id), edit or disable (active 0) one coupon;
// - POST /api/seller/logo-upload (owner): multipart `logo`, a PNG/JPEG/WebP/GIF of at most 5 MB;
// - POST /api/seller/products (staff): the stock list, `q` and `page`;
// - POST /api/seller/product-stock (staff; a fixed name): `product_id`, `combination`,
//   `quantity`, `visibility`, optional `unlimited` and `expected_quantity` (compare-and-set);
// - POST /api/seller/product-rate (owner): a product's own rate or the shop's;
// - POST /api/seller/audit (owner): the audit log, newest first;
// - POST /api/seller/staff, /api/seller/staff-save, /api/seller/staff-status (owner);
// - POST /api/seller/password-change (any staff): `current_password`, `new_password`.
// The one-time-code login (no token needed): /api/seller/login-code-send, /api/seller/login-code.
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { sellerMessages } from '../../../core/seller-messages';
import { sellerSettingsMessages } from '../../../core/seller-settings';
import { DomainError } from '../../../services/domain-error';
import { getSellerSettings } from '../../../services/seller/get-seller-settings';
import { listAuditForSeller } from '../../../services/seller/list-audit';
import { listProductsForSeller } from '../../../services/seller/list-seller-products';
import { addStaff, listStaff, setStaffEnabled } from '../../../services/seller/manage-staff';
import { changeOwnPassword } from '../../../services/seller/change-own-password';
import { sellerPointsMessages } from '../../../core/seller-points-messages';
import { requireOwner } from '../../../services/actors';
import { saveCoupon } from '../../../services/seller/save-coupon';
import { saveProductRate } from '../../../services/seller/save-product-rate';
import { saveProductStock } from '../../../services/seller/save-product-stock';
import { saveSellerSettings } from '../../../services/seller/save-seller-settings';
import { loginStaffWithCode, sendStaffLoginCode } from '../../../services/seller/staff-code-login';
import { staffSessionCookie } from '../../../services/seller/staff-cookies';
import { LOGO_MAX_BYTES, uploadShopLogo } from '../../../services/seller/upload-shop-logo';
import { apiError } from '../../errors';
import type { ApiApp } from '../../hono-env';
import { StaffSchema } from './seller-schemas';
import { requestBody, validBody, refusal, okResponse } from '../kit';

const num = z.union([z.number(), z.string()]);
const nullableNum = z.union([z.number(), z.string(), z.null()]);
const nullableText = z.union([z.string(), z.null()]);

const SettingsBody = z
  .object({
    shop_name: z.string().optional(),
    contact_number: nullableText.optional(),
    theme_primary_color: nullableText.optional().openapi({ description: '#rrggbb; refused (422, with the ratio and a darker suggestion) when white text on it is below 4.5:1' }),
    social_links: z.array(z.object({ name: z.string(), url: z.string(), bg_color: nullableText.optional() })).optional(),
    shop_rate: z.object({ type: z.enum(['percentage', 'flat']), increase: num.optional(), discount: num.optional() }).optional(),
    delivery: z
      .object({
        inside_dhaka: num,
        outside_dhaka: num,
        free_over: nullableNum.optional(),
        districts: z.record(z.string(), num).optional().openapi({ description: 'District name → charge (replaces the set)' }),
        inside_dhaka_days: nullableNum.optional().openapi({ description: 'Days to deliver inside Dhaka, 1–60; null or empty: not said; left out: kept (the product page tells it)' }),
        outside_dhaka_days: nullableNum.optional().openapi({ description: 'Days to deliver elsewhere, 1–60; null or empty: not said; left out: kept' }),
      })
      .optional(),
    pickup_points: z.array(z.object({ name: z.string(), address: z.string(), phone: nullableText.optional(), hours: nullableText.optional(), charge: num.optional() })).optional(),
    payment_methods: z.array(z.string()).optional().openapi({ description: "In the shop's order: 'cod', 'bkash', 'stripe'" }),
    cod_advance: z.string().optional().openapi({ description: "'none' or 'delivery_charge'" }),
    return_days: num.optional(),
    default_language: z.string().optional().openapi({ description: "'bn' or 'en': the language a visitor who has not chosen one sees (docs/decisions/047)" }),
    owner_alerts: z
      .object({ on: z.union([z.boolean(), z.number(), z.string().max(5)]), phone: nullableText.optional() })
      .optional()
      .openapi({ description: "The owner's SMS for each new order and each conversation with a new customer message: on/off and a Bangladeshi mobile (docs/decisions/057)" }),
  })
  .openapi('SellerSettingsInput');

const CouponSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    type: z.enum(['percent', 'flat']),
    value: z.number().int(),
    max_discount: z.number().int().nullable(),
    min_total: z.number().int().nullable(),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    max_uses: z.number().int().nullable(),
    max_uses_per_customer: z.number().int().nullable(),
    uses: z.number().int(),
    active: z.boolean(),
  })
  .openapi('SellerCoupon');

const SettingsSchema = z
  .object({
    shop_name: z.string(),
    logo: z.string().nullable(),
    contact_number: z.string().nullable(),
    theme_primary_color: z.string().nullable(),
    theme_contrast: z.object({ ratio: z.number(), ok: z.boolean(), suggestion: z.string() }).nullable(),
    social_links: z.array(z.object({ name: z.string(), url: z.string(), bg_color: z.string().nullable() })),
    shop_rate: z.object({ type: z.enum(['percentage', 'flat']), increase: z.number(), discount: z.number() }),
    delivery: z.object({ inside_dhaka: z.number().int(), outside_dhaka: z.number().int(), free_over: z.number().int().nullable(), districts: z.record(z.string(), z.number().int()), inside_dhaka_days: z.number().int().nullable(), outside_dhaka_days: z.number().int().nullable() }),
    pickup_points: z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string(), phone: z.string().nullable(), hours: z.string().nullable(), charge: z.number().int() })),
    payment_methods: z.array(z.enum(['cod', 'bkash', 'stripe'])),
    payment_methods_available: z.array(z.enum(['cod', 'bkash', 'stripe'])),
    cod_advance: z.enum(['none', 'delivery_charge']),
    return_days: z.number().int(),
    default_language: z.enum(['bn', 'en']),
    owner_alerts: z.object({ on: z.boolean(), phone: z.string().nullable() }),
    coupons: z.array(CouponSchema),
  })
  .openapi('SellerSettings');

const CouponBody = z.object({
  coupon_id: num.optional().openapi({ description: 'The coupon to edit; leave out to add one' }),
  code: z.string(),
  type: z.string().openapi({ description: "'percent' (1–100) or 'flat' (taka)" }),
  value: num,
  max_discount: nullableNum.optional(),
  min_total: nullableNum.optional(),
  starts_at: nullableText.optional(),
  ends_at: nullableText.optional(),
  max_uses: nullableNum.optional(),
  max_uses_per_customer: nullableNum.optional(),
  active: z.union([z.boolean(), z.number(), z.string()]).optional().openapi({ description: '0 disables the coupon (default 1)' }),
});

const Visibility = z.enum(['visible', 'hidden']);
const CombinationSchema = z.object({ combination: z.string(), label: z.string(), price: z.number().int(), quantity: z.number().int(), unlimited: z.boolean(), visibility: Visibility });
const ProductRowSchema = z
  .object({
    product_id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    quantity: z.number().int(),
    unlimited: z.boolean(),
    visibility: Visibility,
    unitprice: z.number().int(),
    rate: z.object({ rate: z.enum(['shop_rate', 'custom']), type: z.enum(['percentage', 'flat']), increase: z.number(), discount: z.number() }),
    combinations: z.array(CombinationSchema),
  })
  .openapi('SellerProductRow');
const PageQuery = z.object({ q: z.string().max(200).optional(), page: num.optional() });
const StockBody = z.object({
  product_id: num,
  combination: z.string().max(200).optional().openapi({ description: "A variant combination: its value ids joined by '-' (from /api/seller/products); leave out for the product itself" }),
  quantity: num.optional(),
  visibility: z.string().optional().openapi({ description: "'visible' or 'hidden'" }),
  unlimited: z.union([z.boolean(), z.number(), z.string()]).optional(),
  expected_quantity: num.optional().openapi({ description: 'The quantity the screen showed; the save is refused (409) when it changed meanwhile' }),
});
const StockSchema = z.object({ product_id: z.number().int(), combination: z.string().nullable(), quantity: z.number().int(), unlimited: z.boolean(), visibility: Visibility });
const RateBody = z.object({ product_id: num, rate: z.string().openapi({ description: "'shop_rate' or 'custom'" }), type: z.string().optional(), increase: num.optional(), discount: num.optional() });
const RateSchema = z.object({ product_id: z.number().int(), rate: z.enum(['shop_rate', 'custom']), type: z.enum(['percentage', 'flat']), increase: z.number(), discount: z.number() });
const AuditQuery = z.object({ entity: z.string().max(40).optional(), entity_id: num.optional(), page: num.optional() });
const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    staff: z.object({ id: z.number().int(), name: z.string(), phone: z.string(), role: z.string() }).nullable(),
    action: z.string(),
    entity: z.string(),
    entity_id: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .openapi('SellerAuditEntry');
const StaffViewSchema = z.object({ id: z.number().int(), name: z.string(), phone: z.string(), role: z.enum(['owner', 'staff']), enabled: z.boolean(), created_at: z.string() }).openapi('SellerStaffMember');
// Every field optional (docs/decisions/057): a change names the member by staff_id or phone and
// sends only what changes; the service says in words what is missing (a new member's password).
const StaffBody = z.object({
  staff_id: z.union([z.number(), z.string().max(20)]).optional(),
  phone: z.string().max(40).optional(),
  password: z.string().max(400).optional(),
  name: z.string().max(200).optional(),
  role: z.string().max(20).optional(),
});
const PasswordBody = z.object({ current_password: z.string().max(400).optional(), new_password: z.string().max(400).optional() });
const StaffStatusBody = z.object({ staff_id: num, enabled: z.union([z.boolean(), z.number(), z.string()]) });
const CodeSendBody = z.object({ phone: z.string().max(40) });
const CodeLoginBody = z.object({ phone: z.string().max(40), code: z.string().max(20) });

const pageFields = { total: z.number().int(), page: z.number().int(), per_page: z.number().int(), pager: z.string() };
const staffRefusals = {
  401: { description: 'Not staff of this shop', ...refusal },
  422: { description: 'Invalid input', ...refusal },
} as const;
const ownerRefusals = { ...staffRefusals, 403: { description: 'Staff (not the owner) cannot change settings, rates or staff', ...refusal } } as const;

const post = <B extends z.ZodType>(path: string, body: B, reply: z.ZodType, description: string, extra: Record<number, { description: string }> = {}, owner = true) =>
  createRoute({
    method: 'post',
    path,
    tags: ['seller'],
    security: [{ bearer: [] }],
    request: { body: requestBody(body) },
    responses: { ...okResponse(reply, description), ...(owner ? ownerRefusals : staffRefusals), ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, { ...v, ...refusal }])) },
  });

const settingsReply = z.object({ success: z.literal(true), message: z.string(), settings: SettingsSchema });
const EmptyBody = z.object({});

export function registerSellerAdminCalls(app: ApiApp) {
  app.openapi(post('/api/seller/settings', EmptyBody, settingsReply, 'The settings and every coupon'), async (c) => {
    const settings = await getSellerSettings(c.get('ctx'));
    return c.json({ success: true as const, message: '', settings }, 200);
  });
  app.openapi(post('/api/seller/settings-save', SettingsBody, settingsReply, 'Saved; shoppers see it on their next request'), async (c) => {
    const body = validBody(c, SettingsBody);
    const settings = await saveSellerSettings(c.get('ctx'), body);
    return c.json({ success: true as const, message: sellerSettingsMessages.settingsSaved, settings }, 200);
  });
  app.openapi(
    post('/api/seller/coupons-save', CouponBody, z.object({ success: z.literal(true), message: z.string(), coupon: CouponSchema }), 'Added, edited or disabled', { 404: { description: 'No such coupon in this shop' } }),
    async (c) => {
      const coupon = await saveCoupon(c.get('ctx'), validBody(c, CouponBody));
      return c.json({ success: true as const, message: sellerSettingsMessages.couponSaved, coupon }, 200);
    },
  );
  app.openapi(
    post('/api/seller/products', PageQuery, z.object({ success: z.literal(true), products: z.array(ProductRowSchema), ...pageFields }), 'One page of products with stock, visibility, rate and combinations', {}, false),
    async (c) => {
      const page = await listProductsForSeller(c.get('ctx'), validBody(c, PageQuery));
      return c.json({ success: true as const, ...page }, 200);
    },
  );
  app.openapi(
    post('/api/seller/product-stock', StockBody, z.object({ success: z.literal(true), message: z.string(), stock: StockSchema }), 'Saved; the product page follows on the next request', {
      404: { description: 'No such product or combination in this shop' },
      409: { description: 'The quantity changed since expected_quantity was read' },
    }, false),
    async (c) => {
      const stock = await saveProductStock(c.get('ctx'), validBody(c, StockBody));
      return c.json({ success: true as const, message: sellerSettingsMessages.stockSaved, stock }, 200);
    },
  );
  app.openapi(
    post('/api/seller/product-rate', RateBody, z.object({ success: z.literal(true), message: z.string(), rate: RateSchema }), "The product's rate", { 404: { description: 'No such product in this shop' } }),
    async (c) => {
      const rate = await saveProductRate(c.get('ctx'), validBody(c, RateBody));
      return c.json({ success: true as const, message: sellerSettingsMessages.rateSaved, rate }, 200);
    },
  );
  app.openapi(post('/api/seller/audit', AuditQuery, z.object({ success: z.literal(true), entries: z.array(AuditEntrySchema), ...pageFields }), 'One page of the audit log, newest first'), async (c) => {
    const page = await listAuditForSeller(c.get('ctx'), validBody(c, AuditQuery));
    return c.json({ success: true as const, ...page }, 200);
  });
  app.openapi(post('/api/seller/staff', EmptyBody, z.object({ success: z.literal(true), staff: z.array(StaffViewSchema) }), "The shop's staff"), async (c) => {
    const staff = await listStaff(c.get('ctx'));
    return c.json({ success: true as const, staff }, 200);
  });
  app.openapi(post('/api/seller/staff-save', StaffBody, z.object({ success: z.literal(true), message: z.string(), staff: StaffViewSchema }), 'Added, or changed (only the fields sent; a new password ends their sessions)'), async (c) => {
    const staff = await addStaff(c.get('ctx'), validBody(c, StaffBody));
    return c.json({ success: true as const, message: sellerSettingsMessages.staffSaved, staff }, 200);
  });
  app.openapi(
    post('/api/seller/password-change', PasswordBody, z.object({ success: z.literal(true), message: z.string() }), 'Changed; every other session of this staff member ends', {}, false),
    async (c) => {
      await changeOwnPassword(c.get('ctx'), validBody(c, PasswordBody));
      return c.json({ success: true as const, message: sellerPointsMessages.passwordChanged }, 200);
    },
  );
  app.openapi(
    post('/api/seller/staff-status', StaffStatusBody, z.object({ success: z.literal(true), message: z.string(), staff: StaffViewSchema }), 'Disabled (sessions end) or enabled', { 404: { description: 'No such staff member in this shop' } }),
    async (c) => {
      const staff = await setStaffEnabled(c.get('ctx'), validBody(c, StaffStatusBody));
      return c.json({ success: true as const, message: sellerSettingsMessages.staffSaved, staff }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/seller/login-code-send',
      tags: ['seller'],
      request: { body: requestBody(CodeSendBody) },
      responses: {
        ...okResponse(z.object({ success: z.literal(true), message: z.string(), phone: z.string() }), 'The same answer whether or not the phone is staff here'),
        422: { description: 'Invalid phone', ...refusal },
        429: { description: 'Too many codes', ...refusal },
      },
    }),
    async (c) => {
      const sent = await sendStaffLoginCode(c.get('ctx'), validBody(c, CodeSendBody));
      return c.json({ success: true as const, ...sent }, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/seller/login-code',
      tags: ['seller'],
      request: { body: requestBody(CodeLoginBody) },
      responses: {
        ...okResponse(z.object({ success: z.literal(true), message: z.string(), token: z.string(), staff: StaffSchema }), 'Logged in; use the token as a bearer'),
        401: { description: 'Wrong or expired code', ...refusal },
        422: { description: 'Invalid input', ...refusal },
        429: { description: 'Too many attempts', ...refusal },
      },
    }),
    async (c) => {
      const { token, staff } = await loginStaffWithCode(c.get('ctx'), validBody(c, CodeLoginBody));
      c.header('Set-Cookie', staffSessionCookie(token, c.get('ctx').request.secureCookies));
      return c.json({ success: true as const, message: sellerMessages.loggedIn, token, staff }, 200);
    },
  );

  // The logo: handled without the OpenAPI validator (the body is limited before it is parsed).
  const LOGO_PATH = '/api/seller/logo-upload';
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: LOGO_PATH,
    tags: ['seller'],
    security: [{ bearer: [] }],
    request: { body: { content: { 'multipart/form-data': { schema: z.object({ logo: z.string().openapi({ format: 'binary', description: 'PNG, JPEG, WebP or GIF (read from the content), at most 5 MB' }) }) } } } },
    responses: {
      ...okResponse(z.object({ success: z.literal(true), message: z.string(), logo: z.string() }), 'Stored as WebP; shown on the next request'),
      ...ownerRefusals,
      413: { description: 'More than 5 MB', ...refusal },
    },
  });
  app.post(
    LOGO_PATH,
    async (c, next) => {
      // Refused before the body is read: not staff (401) or not the owner (403).
      requireOwner(c.get('ctx'));
      await next();
    },
    bodyLimit({ maxSize: LOGO_MAX_BYTES + 64 * 1024, onError: (c) => apiError(c, sellerSettingsMessages.logoInvalid, 413) }),
    async (c) => {
      if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw new DomainError('invalid', sellerSettingsMessages.logoInvalid, { logo: sellerSettingsMessages.logoInvalid });
      const form = await c.req.parseBody().catch(() => null);
      const file = form?.logo;
      if (!form || !(file instanceof File)) throw new DomainError('invalid', sellerSettingsMessages.logoInvalid, { logo: sellerSettingsMessages.logoInvalid });
      const saved = await uploadShopLogo(c.get('ctx'), new Uint8Array(await file.arrayBuffer()));
      return c.json({ success: true as const, message: sellerSettingsMessages.logoSaved, ...saved }, 200);
    },
  );
}
