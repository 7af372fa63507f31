// Table types for Kysely. Column names are snake_case; API payloads map them to the
// spec's field names (thumnailImage, variantResselerMaxPrice, ...) in the services layer.
// Money is whole taka in integer columns; rates, percentages and cashback amounts are
// doubles because a shop may set a fractional percentage. Flags are 0/1 integers and
// timestamps ISO-8601 UTC strings, so both databases compare them the same way.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AttachmentContentType } from '../core/attachment-content';
import type { CodePurpose } from '../core/customer-auth';
import type { Lang } from '../core/i18n/lang';

// Columns with a database default (migrations: `money`, `flag`, defaultTo) are Generated<>: an
// insert may leave them out and gets the migration's value. Columns that hold one of a fixed
// set of values carry that set as a literal union, so a typo does not compile.

/** A 0/1 integer flag (both databases store booleans this way). */
export type Flag = 0 | 1;
/** products.status, product_variant_prices.status: 1 shows and sells it, 0 hides it. */
export type PublishStatus = 0 | 1;
/** How a rate or amount applies: a percentage of the price, or whole taka. */
export type RateType = 'percentage' | 'flat';
/** product_discount.discountType of the import format: '%' is a percentage, 'flat' and 'fixed' whole taka. */
export type DiscountType = '%' | 'flat' | 'fixed';
/** products.rate_type: 'shop_rate' uses the shop's rates even when the product has its own. */
export type ProductRateSource = 'shop_rate' | 'custom';
/** products.p_rate_type: 'custom' turns on the product's own rate. */
export type ProductRateKind = 'custom' | 'default';
export type ProductMediaType = 'image' | 'video';
export type { AttachmentContentType, CodePurpose };

export interface ShopTable {
  id: Generated<number>;
  slug: string;
  shop_name: string;
  logo: string | null;
  contact_number: string | null;
  theme_primary_color: string | null;
  brands_setting: Generated<Flag>;
  s_rate_type: Generated<RateType>;
  s_increase: Generated<number>;
  s_discount: Generated<number>;
  reseller_id: number | null;
  default_country_code: Generated<string>;
  auth_default_firebase_reseller: Generated<Flag>;
  auth_default_firebase_supplier: Generated<Flag>;
  auth_default_firebase_customer: Generated<Flag>;
  auth_default_firebase_courier: Generated<Flag>;
  auth_other_firebase_reseller: Generated<Flag>;
  auth_other_firebase_supplier: Generated<Flag>;
  auth_other_firebase_customer: Generated<Flag>;
  auth_other_firebase_courier: Generated<Flag>;
  meta_description: string | null;
  /** Raised by every catalog write (db/shop.repository.ts bumpShopContentVersion). */
  content_version: Generated<number>;
  /** Checkout settings (migration 009): home delivery charges in whole taka. */
  delivery_inside_dhaka: Generated<number>;
  delivery_outside_dhaka: Generated<number>;
  /** Free delivery when cart_total reaches this; null: never free. */
  free_delivery_over: number | null;
  /** Enabled payment methods, comma-separated in the shop's order ('cod,bkash,stripe'). */
  payment_methods: Generated<string>;
  cod_advance: Generated<CodAdvance>;
  return_days: Generated<number>;
  /** Days from order to delivery inside and outside Dhaka; null: not said (migration 030). */
  delivery_days_inside_dhaka: number | null;
  delivery_days_outside_dhaka: number | null;
  /** The language pages, SMS and invoices use when the visitor chose none (migration 023). */
  default_language: Generated<Lang>;
  /** The owner's alert phone, canonical (+8801…), and whether new orders and messages send it an SMS (migration 026). */
  owner_alert_phone: string | null;
  owner_alerts: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface ShopDomainTable {
  id: Generated<number>;
  shop_id: number;
  domain: string;
}

export interface ShopSocialLinkTable {
  id: Generated<number>;
  shop_id: number;
  name: string;
  url: string;
  bg_color: string | null;
  position: Generated<number>;
}

export interface NavMenuItemTable {
  id: Generated<number>;
  shop_id: number;
  parent_id: number | null;
  name: string;
  url: string | null; // internal path
  href: string | null; // external link
  icon: string | null;
  position: Generated<number>;
}

export interface CategoryTable {
  id: Generated<number>;
  shop_id: number;
  name: string;
  /** Bangla, shown on Bangla pages when present (migration 023). */
  name_bn: string | null;
  slug: string;
  image: string | null;
  offer_url: string | null;
  offer_img: string | null;
  offer_name: string | null;
  position: Generated<number>;
  /** The size guide of the category's products, JSON (core/product-facts.ts; migration 030). */
  size_guide: Generated<string | null>;
}

export interface CategoryGroupTable {
  id: Generated<number>;
  shop_id: number;
  category_id: number;
  name: string;
  /** Bangla, shown on Bangla pages when present (migration 023). */
  name_bn: string | null;
  slug: string;
  position: Generated<number>;
}

/** The spec's sub-sub-category: the leaf a product belongs to. */
export interface CategoryItemTable {
  id: Generated<number>;
  shop_id: number;
  category_id: number;
  group_id: number;
  name: string;
  /** Bangla, shown on Bangla pages when present (migration 023). */
  name_bn: string | null;
  slug: string;
  position: Generated<number>;
}

export interface BrandTable {
  id: Generated<number>;
  shop_id: number;
  name: string;
  /** Bangla, shown on Bangla pages when present (migration 023). */
  name_bn: string | null;
  slug: string;
  logo: string | null;
  position: Generated<number>;
}

export interface ProductTable {
  id: Generated<number>;
  shop_id: number;
  slug: string;
  name: string;
  short_description: string | null;
  description: string | null;
  /** Bangla, shown on Bangla pages when present (migration 023). */
  name_bn: string | null;
  short_description_bn: string | null;
  description_bn: string | null;
  thumbnail_image: string | null; // spec: thumnailImage (a file under uploads/thumnail/...)
  category_id: number | null;
  category_item_id: number | null;
  brand_id: number | null;
  product_type: string | null;
  owner: string | null;
  unitprice: Generated<number>;
  reseller_min_price: Generated<number>;
  reseller_max_price: Generated<number>;
  quantity: Generated<number>;
  unlimited_quantity: Generated<Flag>;
  /** Every unit the shop put into stock (db/stock.repository.ts keeps it; migration 019). */
  stock_received: Generated<number>;
  max_item_in_order: Generated<number>;
  has_variant: Generated<Flag>;
  discount_type: DiscountType | null; // product_discount.discountType: '%' is a percentage, the others flat
  discount: Generated<number>; // product_discount.discount
  cash_type: RateType | null; // cashback_offer.cash_type
  cash: Generated<number>; // cashback_offer.cash
  order_attachment: Generated<Flag>;
  attachment_field_title: string | null;
  rate_type: ProductRateSource | null; // 'shop_rate' means use the shop's rates
  p_rate_type: ProductRateKind | null; // 'custom' or not
  p_amount_type: RateType | null; // 'percentage' or not
  p_increase_amount: Generated<number>;
  p_discount_amount: Generated<number>;
  min_variant_price: Generated<number>;
  max_variant_price: Generated<number>;
  min_limit_of_min_variant_resell_price: Generated<number>;
  max_limit_of_min_variant_resell_price: Generated<number>;
  min_limit_of_max_variant_resell_price: Generated<number>;
  max_limit_of_max_variant_resell_price: Generated<number>;
  enable_review: Generated<Flag>;
  avg_rating: Generated<number>;
  review_total: Generated<number>;
  /** The shown buyer reviews' count and rating sum (migration 029); the imported figures above stay the starting point. */
  buyer_review_count: Generated<number>;
  buyer_review_sum: Generated<number>;
  status: Generated<PublishStatus>; // 1 = published (the default), 0 = hidden
  created_at: string;
  updated_at: string;
  /** Migration 003: the sell price the shopper sees (low end for variants); null until first priced. */
  sell_price: Generated<number | null>;
  /** Migration 003: 1 while sell_price / search text need recomputing (set by triggers). */
  listing_stale: Generated<number>;
  /** Migration 003: bumped by the triggers on every change that makes the row stale. */
  listing_version: Generated<number>;  /** Migration 020: raised by every stock write (db/stock.repository.ts); shared answers are checked against it (decision 038). */
  stock_version: Generated<number>;
  /** JSON (core/product-facts.ts; migration 030): the specification table and the product's own size guide. */
  specifications: Generated<string | null>;
  size_guide: Generated<string | null>;
}

/** Migration 003: each shop's vocabulary of indexed words (4+ letters) for the one-typo rule. */
export interface SearchTermTable {
  id: Generated<number>;
  shop_id: number;
  term: string;
  /** The word reversed, for looking words up by their ending. */
  rterm: string;
  len: number;
}

export interface ProductImageTable {
  id: Generated<number>;
  shop_id: number;
  product_id: number;
  /** Set for a colour's own gallery: the variant value (colour) the image belongs to. */
  variant_value_id: number | null;
  type: Generated<ProductMediaType>;
  normal_image: string | null; // file name under uploads/... (image) or poster (video)
  zoom_image: string | null;
  video_url: string | null;
  width: number | null;
  height: number | null;
  position: Generated<number>;
}

export interface ProductVariantGroupTable {
  id: Generated<number>;
  shop_id: number;
  product_id: number;
  title: string; // e.g. 'Size', 'Color'
  position: Generated<number>;
}

export interface ProductVariantValueTable {
  id: Generated<number>;
  shop_id: number;
  product_id: number;
  group_id: number;
  /** The import document's stable key within the group (migration 002); null for rows made otherwise. */
  key: string | null;
  label: string;
  value: string;
  color_code: string | null;
  image: string | null;
  position: Generated<number>;
}

/** One price combination; `variant` is the ids of its values joined by '-' in group order. */
export interface ProductVariantPriceTable {
  id: Generated<number>;
  shop_id: number;
  product_id: number;
  variant: string;
  variant_price: Generated<number>;
  quantity: Generated<number>;
  v_unlimited_quantity: Generated<Flag>;
  variant_reseller_min_price: Generated<number>;
  variant_reseller_max_price: Generated<number>;
  status: Generated<PublishStatus>; // 1 = on sale (the default), 0 = switched off
  /** Every unit the shop put into stock (db/stock.repository.ts keeps it; migration 019). */
  stock_received: Generated<number>;
}

export interface DealTable {
  id: Generated<number>;
  shop_id: number;
  slug: string;
  title: string;
  description: string | null;
  /** Bangla, shown on Bangla pages when present (migration 023). */
  title_bn: string | null;
  description_bn: string | null;
  image: string | null;
  starts_at: string | null;
  ends_at: string | null;
  position: Generated<number>;
}

export interface DealProductTable {
  id: Generated<number>;
  shop_id: number;
  deal_id: number;
  product_id: number;
  position: Generated<number>;
}

/** A customer account; accounts belong to one shop (decisions.md "Tenancy and accounts"). */
export interface CustomerTable {
  id: Generated<number>;
  shop_id: number;
  phone: string; // canonical "+<digits>" (core/customer-auth normalizePhone)
  name: string;
  email: string | null;
  avatar: string | null; // file name under uploads/avatars/
  /** The language the customer chose (the `lang` switch while logged in; migration 023); null: none. */
  language: Lang | null;
  password_hash: string;
  phone_verified: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/** A login session: only the sha256 of its token is kept; a rotated-out token lives 60 s more. */
export interface CustomerSessionTable {
  id: Generated<number>;
  shop_id: number;
  customer_id: number;
  token_hash: string;
  previous_token_hash: string | null;
  previous_valid_until: string | null;
  login_at: string;
  rotated_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A one-time code sent by SMS, hashed, bound to shop, phone and purpose. */
export interface CustomerCodeTable {
  id: Generated<number>;
  shop_id: number;
  phone: string;
  purpose: CodePurpose;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Fixed-window counters shared by every server process (bucket names the rule and subject). */
export interface RateLimitTable {
  bucket: string;
  window_start: number;
  count: number;
}

/** Migration 005: an order attachment file, stored outside the web root under a server-made name. */
export interface OrderAttachmentTable {
  id: Generated<number>;
  shop_id: number;
  customer_id: number;
  stored_name: string;
  original_name: string;
  content_type: AttachmentContentType;
  size: number;
  created_at: string;
}

/** Migration 005: one cart line per (shop, customer, product, variant). */
export interface CartItemTable {
  id: Generated<number>;
  shop_id: number;
  customer_id: number;
  product_id: number;
  variant: Generated<string>; // value ids joined by '-', '' without variants
  uid: string; // timestamp-based, made by the server
  quantity: number;
  attachment_id: number | null;
  added_price: number; // the server's sell price when last added to
  added_stock: number; // the stock figure then; -1 = no limit
  created_at: string;
  updated_at: string;
}

/** Migration 005: a wishlist entry. */
export interface WishlistItemTable {
  id: Generated<number>;
  shop_id: number;
  customer_id: number;
  product_id: number;
  variant: Generated<string>;
  created_at: string;
}

export type MoneyReturnKind = 'refund' | 'give_back' | 'not_kept';
export type MoneySource = 'bkash' | 'stripe' | 'cod' | 'recharge' | 'refund' | 'cashback';
export type MoneyDestination = 'original' | 'refund_balance';

/** One part of money given back for an order (migration 019; docs/decisions/037). */
export interface MoneyReturnTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number | null;
  refund_id: number | null;
  payment_id: number | null;
  kind: MoneyReturnKind;
  source: MoneySource;
  destination: MoneyDestination;
  amount: number;
  state: 'pending' | 'done';
  reference: string | null;
  dedupe_key: string;
  created_at: string;
  done_at: string | null;
}
export type MoneyReturn = Selectable<MoneyReturnTable>;

export interface Database {
  money_returns: MoneyReturnTable;
  shops: ShopTable;
  shop_domains: ShopDomainTable;
  shop_social_links: ShopSocialLinkTable;
  nav_menu_items: NavMenuItemTable;
  categories: CategoryTable;
  category_groups: CategoryGroupTable;
  category_items: CategoryItemTable;
  brands: BrandTable;
  products: ProductTable;
  product_images: ProductImageTable;
  product_variant_groups: ProductVariantGroupTable;
  product_variant_values: ProductVariantValueTable;
  product_variant_prices: ProductVariantPriceTable;
  deals: DealTable;
  deal_products: DealProductTable;
  search_terms: SearchTermTable;
  customers: CustomerTable;
  customer_sessions: CustomerSessionTable;
  customer_codes: CustomerCodeTable;
  rate_limits: RateLimitTable;
  order_attachments: OrderAttachmentTable;
  cart_items: CartItemTable;
  wishlist_items: WishlistItemTable;
}

export type Shop = Selectable<ShopTable>;
export type NewShop = Insertable<ShopTable>;
export type ShopUpdate = Updateable<ShopTable>;
export type Category = Selectable<CategoryTable>;
export type CategoryGroup = Selectable<CategoryGroupTable>;
export type CategoryItem = Selectable<CategoryItemTable>;
export type Brand = Selectable<BrandTable>;
export type Product = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
export type ProductImage = Selectable<ProductImageTable>;
export type ProductVariantGroup = Selectable<ProductVariantGroupTable>;
export type ProductVariantValue = Selectable<ProductVariantValueTable>;
export type ProductVariantPrice = Selectable<ProductVariantPriceTable>;
export type Deal = Selectable<DealTable>;
export type SocialLink = Selectable<ShopSocialLinkTable>;
export type NavMenuItem = Selectable<NavMenuItemTable>;
export type Customer = Selectable<CustomerTable>;
export type CustomerSession = Selectable<CustomerSessionTable>;
export type CustomerCode = Selectable<CustomerCodeTable>;
export type OrderAttachment = Selectable<OrderAttachmentTable>;
export type CartItem = Selectable<CartItemTable>;
export type WishlistItem = Selectable<WishlistItemTable>;

/** Migration 008: a durable background job (db/job.repository.ts, server/jobs/). */
export interface JobTable {
  id: Generated<number>;
  /** Null for platform jobs that belong to no shop. */
  shop_id: number | null;
  kind: string;
  /** JSON text; cleared to '{}' once the job is done (an SMS payload holds a one-time code). */
  payload: string;
  state: Generated<JobState>;
  /** Runs started so far (raised when a runner claims the job). */
  attempts: Generated<number>;
  max_attempts: number;
  /** Not run before this time (ISO); a failed attempt moves it later (back-off). */
  run_at: string;
  /** The runner holding the lease while running. */
  locked_by: string | null;
  /** The lease's end: past it, a running job is claimable again (its runner died). */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

// Declaration merging adds the table to Database above without touching its list.
export interface Database {
  jobs: JobTable;
}

export type Job = Selectable<JobTable>;

// Checkout and orders (migration 009, issue 11).
/** What a cash-on-delivery order must pay online first: nothing, or the delivery charge. */
export type CodAdvance = 'none' | 'delivery_charge';
export type CouponType = 'percent' | 'flat';
export type OrderStatus = 'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'returned';
export type PaymentStatus = 'unpaid' | 'pending' | 'paid' | 'failed' | 'partially_refunded' | 'refunded';
export type PaymentMethod = 'cod' | 'bkash' | 'stripe' | 'balance';
export type PaymentState = 'created' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';
export type EventActorKind = 'customer' | 'staff' | 'system';

export interface ShopDeliveryDistrictTable {
  id: Generated<number>;
  shop_id: number;
  district: string;
  charge: number;
}

export interface PickupPointTable {
  id: Generated<number>;
  shop_id: number;
  name: string;
  address: string;
  phone: string | null;
  hours: string | null;
  charge: Generated<number>;
  position: Generated<number>;
  active: Generated<Flag>;
}

export interface CouponTable {
  id: Generated<number>;
  shop_id: number;
  code: string;
  type: CouponType;
  value: number;
  max_discount: number | null;
  min_total: number | null;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  uses: Generated<number>;
  active: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface CustomerAddressTable {
  id: Generated<number>;
  shop_id: number;
  customer_id: number;
  name: string;
  phone: string;
  district: string;
  area: string;
  address: string;
  note: string | null;
  is_default: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface OrderTable {
  id: Generated<number>;
  shop_id: number;
  customer_id: number;
  code: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  shipping_type: Generated<0 | 1>;
  ship_name: string | null;
  ship_phone: string | null;
  ship_district: string | null;
  ship_area: string | null;
  ship_address: string | null;
  ship_note: string | null;
  pickup_point_id: number | null;
  pickup_name: string | null;
  pickup_address: string | null;
  pickup_phone: string | null;
  pickup_hours: string | null;
  cart_total: Generated<number>;
  coupon_id: number | null;
  coupon_code: string | null;
  coupon_discount: Generated<number>;
  delivery_charge: Generated<number>;
  order_total: Generated<number>;
  recharge_paid: Generated<number>;
  refund_paid: Generated<number>;
  cashback_paid: Generated<number>;
  payable: Generated<number>;
  total_items: Generated<number>;
  courier: string | null;
  tracking_code: string | null;
  restored_at: string | null;
  placed_at: string;
  updated_at: string;
  /** The advance a cash-on-delivery order must have paid online before it is confirmed, ৳ (migration 019). */
  advance_due: Generated<number>;
  /** When the delivered order invited its shopper to review it (migration 031): set once. */
  review_invited_at: string | null;
}

export interface OrderLineTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  product_id: number;
  variant: Generated<string>;
  name: string;
  variant_label: Generated<string>;
  image: string | null;
  unit_price: Generated<number>;
  sell_price: Generated<number>;
  discount: Generated<number>;
  reseller_earning: Generated<number>;
  cashback: Generated<number>;
  quantity: number;
  line_total: Generated<number>;
  attachment_id: number | null;
  attachment_name: string | null;
  attachment_title: string | null;
  /** Units of this line given back into stock (a received refund return, a cancel or return); ≤ quantity. */
  restocked_quantity: Generated<number>;
}

export interface OrderEventTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  status: OrderStatus;
  actor_kind: EventActorKind;
  actor_id: number | null;
  /** The note every reader of the order sees (the shopper too). */
  note: string | null;
  /** What a staff member typed (an internal note, a move's note): staff only (migration 028). */
  staff_note: Generated<string | null>;
  at: string;
}

export interface CouponUseTable {
  id: Generated<number>;
  shop_id: number;
  coupon_id: number;
  customer_id: number;
  order_id: number;
  at: string;
}

export interface PaymentTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number | null;
  customer_id: number;
  provider: PaymentMethod;
  purpose: Generated<'order' | 'recharge' | 'advance'>;
  reference: string | null;
  amount: number;
  state: PaymentState;
  sandbox: Generated<Flag>;
  raw: string | null;
  created_at: string;
  updated_at: string;
  /** Unique per shop: order code + attempt ("K7M2Q9XA-2"), or "RC-…" for a recharge (migration 012). */
  invoice: string | null;
  /** bKash trxID / Stripe payment intent, once money moved. */
  provider_trx_id: string | null;
  /** Where the shopper pays (bkashURL, the Checkout Session's url). */
  redirect_url: string | null;
  refunded_amount: Generated<number>;
  refund_reference: string | null;
  /** Unguessable per-attempt token carried by the provider's way back (migration 019). */
  access_token: string | null;
  /** When a process claimed the provider call that starts this attempt (a lease; migration 019). */
  start_claimed_at: string | null;
}

export interface IdempotencyKeyTable {
  id: Generated<number>;
  shop_id: number;
  scope: string;
  key: string;
  request_hash: string;
  status: number | null;
  response: string | null;
  created_at: string;
}

export interface Database {
  shop_delivery_districts: ShopDeliveryDistrictTable;
  pickup_points: PickupPointTable;
  coupons: CouponTable;
  customer_addresses: CustomerAddressTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  order_events: OrderEventTable;
  coupon_uses: CouponUseTable;
  payments: PaymentTable;
  idempotency_keys: IdempotencyKeyTable;
}

export type PickupPoint = Selectable<PickupPointTable>;
export type Coupon = Selectable<CouponTable>;
export type CustomerAddress = Selectable<CustomerAddressTable>;
export type Order = Selectable<OrderTable>;
export type OrderLine = Selectable<OrderLineTable>;
export type OrderEvent = Selectable<OrderEventTable>;
export type Payment = Selectable<PaymentTable>;

// Balances (migration 010, issue 12): the append-only ledger and the running sums.
export type BalanceKindColumn = 'recharge' | 'refund' | 'cashback';
export type BalanceEntryType = 'recharge' | 'order_payment' | 'order_refund' | 'cashback_earned' | 'reversal';

export interface BalanceEntryTable {
  id: Generated<number>;
  shop_id: number;
  customer_id: number;
  kind: BalanceKindColumn;
  type: BalanceEntryType;
  /** Whole taka, signed: credits > 0, debits < 0. */
  amount: number;
  order_id: number | null;
  payment_id: number | null;
  note: string | null;
  /** Makes the entry happen once per shop (e.g. `payment:12:recharge`); null when no repeat can happen. */
  dedupe_key: string | null;
  created_at: string;
}

export interface CustomerBalanceTable {
  id: Generated<number>;
  shop_id: number;
  customer_id: number;
  recharge: Generated<number>;
  refund: Generated<number>;
  cashback: Generated<number>;
  updated_at: string;
}

export interface Database {
  balance_entries: BalanceEntryTable;
  customer_balances: CustomerBalanceTable;
}

export type BalanceEntry = Selectable<BalanceEntryTable>;
export type CustomerBalance = Selectable<CustomerBalanceTable>;

// Notifications (migration 011, issue 13 item 3): what a customer is told about, newest first.
export type NotificationType =
  | 'customer_order_status_updated'
  | 'customer_order_payment_status_updated'
  | 'customer_refund_request_payment_status_updated'
  | 'customer_refund_request_return_status_updated'
  | 'customer';

export interface NotificationTable {
  id: Generated<number>;
  shop_id: number;
  customer_id: number;
  type: NotificationType;
  /** Where clicking it leads: a path on the shop's own host. */
  url: string;
  message: string;
  /** The order or refund code ('' when neither). */
  number: Generated<string>;
  image: string | null;
  /** ISO time it was read; null while unread. */
  read_at: string | null;
  created_at: string;
}

export interface Database {
  notifications: NotificationTable;
}

export type Notification = Selectable<NotificationTable>;

// Staff of the seller console (migration 013, issue 14 item 1).
export type StaffRole = 'owner' | 'staff';

export interface StaffTable {
  id: Generated<number>;
  shop_id: number;
  /** Canonical (+<digits>), unique per shop. */
  phone: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** Set when an owner disabled the member (migration 016): no login, sessions refused. */
  disabled_at: string | null;
}

export interface StaffSessionTable {
  id: Generated<number>;
  shop_id: number;
  staff_id: number;
  /** sha256 of the token; the token itself is never stored. */
  token_hash: string;
  login_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface Database {
  staff: StaffTable;
  staff_sessions: StaffSessionTable;
}

export type Staff = Selectable<StaffTable>;
export type StaffSession = Selectable<StaffSessionTable>;

// Support tickets and product inquiries (migration 014, issue 13 item 2).
export type ThreadKind = 'ticket' | 'inquiry';
export type ThreadStatus = 'open' | 'answered' | 'closed';
export type ThreadAuthor = 'customer' | 'staff';

export interface ThreadTable {
  id: Generated<number>;
  shop_id: number;
  customer_id: number;
  kind: ThreadKind;
  subject: string;
  status: Generated<ThreadStatus>;
  order_id: number | null;
  /** An inquiry's product, and the summary the server built from it when the thread was opened. */
  product_id: number | null;
  product_name: string | null;
  product_image: string | null;
  product_url: string | null;
  product_price: number | null;
  /** The other side's messages not yet opened. */
  customer_unread: Generated<number>;
  shop_unread: Generated<number>;
  last_message_at: string;
  created_at: string;
  updated_at: string;
}

export interface ThreadMessageTable {
  id: Generated<number>;
  thread_id: number;
  shop_id: number;
  author: ThreadAuthor;
  staff_id: number | null;
  /** Plain text as written; rendered escaped, never as HTML. */
  body: string;
  attachment_id: number | null;
  created_at: string;
}

export interface Database {
  threads: ThreadTable;
  thread_messages: ThreadMessageTable;
}

export type Thread = Selectable<ThreadTable>;
export type ThreadMessage = Selectable<ThreadMessageTable>;

// Refund requests (migration 015, issue 13 item 1; docs/decisions/021).
export type RefundStatus = 'pending' | 'approved' | 'rejected';
export type RefundPaymentStatus = 'unpaid' | 'paid';
export type RefundReturnStatus = 'pending' | 'received';
export type RefundTarget = 'balance' | 'original';
export type RefundEventKind = 'requested' | 'approved' | 'rejected' | 'paid' | 'received';

export interface RefundRequestTable {
  id: Generated<number>;
  shop_id: number;
  customer_id: number;
  order_id: number;
  code: string;
  status: Generated<RefundStatus>;
  payment_status: Generated<RefundPaymentStatus>;
  return_status: Generated<RefundReturnStatus>;
  refund_to: RefundTarget;
  amount: number;
  reason: string;
  /** The shop's note when deciding. */
  note: string | null;
  /** Set once, when the received goods went back into stock. */
  restocked_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RefundRequestLineTable {
  id: Generated<number>;
  shop_id: number;
  refund_id: number;
  order_line_id: number;
  quantity: number;
  amount: number;
  /** The order line's id while the request is pending (unique: one open request per line), else null. */
  open_line_id: number | null;
}

export interface RefundRequestPhotoTable {
  id: Generated<number>;
  shop_id: number;
  refund_id: number;
  attachment_id: number;
}

export interface RefundEventTable {
  id: Generated<number>;
  shop_id: number;
  refund_id: number;
  event: RefundEventKind;
  actor_kind: EventActorKind;
  actor_id: number | null;
  note: string | null;
  at: string;
}

export interface Database {
  refund_requests: RefundRequestTable;
  refund_request_lines: RefundRequestLineTable;
  refund_request_photos: RefundRequestPhotoTable;
  refund_events: RefundEventTable;
}

export type RefundRequest = Selectable<RefundRequestTable>;
export type RefundRequestLine = Selectable<RefundRequestLineTable>;
export type RefundEvent = Selectable<RefundEventTable>;

// The seller console's audit log (migration 016, issue 14 item 9; docs/decisions/026).
export interface AuditLogTable {
  id: Generated<number>;
  shop_id: number;
  staff_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  /** JSON text of the entity before and after the change (null: did not exist / removed). */
  before_json: string | null;
  after_json: string | null;
  at: string;
}

export interface Database {
  audit_log: AuditLogTable;
}

export type AuditLogRow = Selectable<AuditLogTable>;

// Reviews by verified buyers (migration 029, issue 28).
export interface ProductReviewTable {
  id: Generated<number>;
  shop_id: number;
  product_id: number;
  order_line_id: number;
  customer_id: number;
  rating: number;
  text: Generated<string>;
  photo_count: Generated<number>;
  hidden_at: string | null;
  hidden_reason: string | null;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProductReviewPhotoTable {
  id: Generated<number>;
  shop_id: number;
  review_id: number;
  attachment_id: number;
  position: number;
}

export interface Database {
  product_reviews: ProductReviewTable;
  product_review_photos: ProductReviewPhotoTable;
}

export type ProductReview = Selectable<ProductReviewTable>;

/** A customer's view of a product (issue 29 item 4; migration 032): the latest view only. */
export interface RecentlyViewedTable {
  id: Generated<number>;
  shop_id: number;
  customer_id: number;
  product_id: number;
  viewed_at: string;
}

export interface Database {
  recently_viewed: RecentlyViewedTable;
}

// Home banners the owner sets (migration 031, issue 28 item 3; docs/decisions/067).
export interface HomeSlideTable {
  id: Generated<number>;
  shop_id: number;
  /** 1..5, the order on the home page. */
  position: number;
  /** `{hash}.webp` under uploads/banners/ (large and small), or an http(s) URL. */
  image: string;
  /** A path on the shop's own site or an http(s) URL. */
  link: string;
  /** What the slide says: its picture's text alternative and the link's name. */
  title: string;
  title_bn: string | null;
  /** ISO instants; null: from always / for ever. */
  starts_at: string | null;
  ends_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface HomeTileTable {
  id: Generated<number>;
  shop_id: number;
  category_id: number;
  position: number;
  /** `{hash}.webp` under uploads/tiles/, or an http(s) URL. */
  image: string;
  created_at: string;
  updated_at: string;
}

export interface Database {
  home_slides: HomeSlideTable;
  home_tiles: HomeTileTable;
}

export type HomeSlide = Selectable<HomeSlideTable>;
export type HomeTile = Selectable<HomeTileTable>;
