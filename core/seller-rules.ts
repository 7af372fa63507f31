// Rules of the seller console (issue 14; docs/decisions/023): the staff session cookie and its
// lifetime, the login limits (separate buckets from customers'), the roles, and how a CSV cell
// is made inert for spreadsheets (a cell starting with = + - @, or a tab or carriage return,
// is read as a formula by Excel and LibreOffice: a leading apostrophe makes it text).

/** The staff session cookie: host-only, HttpOnly, SameSite=Lax, never the customer's cookie. */
export const STAFF_TOKEN_COOKIE = 'sellerToken';
/** A staff session lives 12 hours from login (a working day), then the staff member logs in again. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRoleName {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export const STAFF_RATE_RULES = {
  loginPerPhone: { name: 'seller-login-phone', limit: 10, windowSeconds: 900 },
  loginPerAddress: { name: 'seller-login-addr', limit: 30, windowSeconds: 900 },
} as const;

/** The queue's page size. */
export const SELLER_ORDERS_PER_PAGE = 20;
/** The queue's orders: the new ones first (the default), newest or oldest first, or by total. */
export const SELLER_ORDER_SORTS = ['queue', 'newest', 'oldest', 'total-high', 'total-low'] as const;
export type SellerOrderSort = (typeof SELLER_ORDER_SORTS)[number];

/** What a bulk action on the queue does to each order (services/seller/bulk-update-orders.ts). */
export const BULK_ACTIONS = ['confirm', 'processing', 'cancel', 'cod-collected'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The most orders one bulk action (or "all that match") takes at once. */
export const SELLER_BULK_LIMIT = 200;
/** At most this many orders in one CSV export. */
export const SELLER_EXPORT_MAX_ROWS = 10_000;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV cell a spreadsheet shows as text: a leading apostrophe before a formula start. */
export function inertCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Couriers and tracking codes: trimmed, at most 80 characters; '' is none. */
export function cleanShipmentField(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 80) : '';
}

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/**
 * A stored ISO time as a spreadsheet reads it in Bangladesh time (UTC+6, no daylight saving):
 * "2025-06-15 18:05" — the time the console shows, in a form spreadsheets take as a date. The
 * text as given when it is not a time.
 */
export function dhakaCsvTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Date(ms + DHAKA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** One order line as a courier's sheet names it: "Classic Cap (Red / M) × 2". */
export interface CsvLine {
  name: string;
  variant_label: string;
  quantity: number;
}

/** The order's lines in one cell, "Classic Cap (Red / M) × 2; Tea × 1", in the order's own order. */
export function csvItemLines(lines: readonly CsvLine[]): string {
  return lines.map((l) => `${l.name}${l.variant_label ? ` (${l.variant_label})` : ''} × ${l.quantity}`).join('; ');
}
