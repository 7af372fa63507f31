// Rules of the seller console's settings, stock and audit screens (issue 14 items 6 and 9;
// docs/decisions/026): the theme colour's contrast check, page sizes, the owner-only refusal
// and the texts these screens show. Pure: no database, no I/O.
import { contrastRatio, darkenForText, parseHexColor, toHex } from './color-contrast';

/** WCAG 2 AA for normal text: buttons and the header draw white text on the theme colour. */
export const MIN_THEME_CONTRAST = 4.5;

export const STOCK_PER_PAGE = 20;
export const AUDIT_PER_PAGE = 30;

export interface ThemeContrast {
  /** The colour as #rrggbb. */
  color: string;
  /** White text on it, rounded down to two decimals. */
  ratio: number;
  ok: boolean;
  /** A darker shade of the same colour that reaches 4.5:1 (the colour itself when ok). */
  suggestion: string;
}

/** The contrast of white text on a #rgb / #rrggbb colour; null when it is not such a colour. */
export function themeContrast(input: string): ThemeContrast | null {
  const rgb = parseHexColor(input);
  if (!rgb || !input.trim().startsWith('#')) return null;
  const color = toHex(rgb);
  const exact = contrastRatio(rgb, [255, 255, 255]);
  const ok = exact >= MIN_THEME_CONTRAST;
  return { color, ratio: Math.floor(exact * 100) / 100, ok, suggestion: ok ? color : darkenForText(color, MIN_THEME_CONTRAST) };
}

export const sellerSettingsMessages = {
  ownerOnly: 'Only the shop owner can change settings, rates and staff',
  settingsSaved: 'Settings saved. Shoppers see them on their next page',
  colorInvalid: 'Enter a colour like #1d4ed8',
  lowContrast: (c: ThemeContrast): string =>
    `White text on ${c.color} has a contrast of ${c.ratio.toFixed(2)}:1; buttons and the header need at least ${MIN_THEME_CONTRAST}:1 to be readable. Try a darker shade such as ${c.suggestion}`,
  couponSaved: 'Coupon saved',
  couponNotFound: 'This coupon was not found',
  couponCodeTaken: 'Another coupon already has this code',
  productNotFound: 'This product was not found',
  combinationNotFound: 'This product has no such variant combination',
  combinationNeeded: 'This product has variants: choose a combination',
  stockSaved: 'Stock saved',
  rateSaved: 'Rate saved',
  logoInvalid: 'Upload a PNG, JPEG, WebP or GIF picture of at most 5 MB',
  logoSaved: 'Logo saved',
  staffSaved: 'Staff member saved',
  staffNotFound: 'This staff member was not found',
  staffSelf: 'You cannot disable your own account',
  staffLastOwner: 'A shop keeps at least one owner who can log in',
  codeSent: 'If this phone belongs to staff of this shop, a login code is on its way',
} as const;

/** The one-time-code login of the seller console: buckets of its own, never the customers'. */
export const STAFF_CODE_RATE_RULES = {
  sendPerPhoneMinute: { name: 'seller-code-send-1m', limit: 1, windowSeconds: 60 },
  sendPerPhoneHour: { name: 'seller-code-send-1h', limit: 5, windowSeconds: 3600 },
  sendPerAddress: { name: 'seller-code-send-addr', limit: 20, windowSeconds: 3600 },
  checkPerPhone: { name: 'seller-code-check', limit: 10, windowSeconds: 900 },
  checkPerAddress: { name: 'seller-code-check-addr', limit: 30, windowSeconds: 900 },
} as const;

/** The purpose under which a staff login code is stored (customer_codes, never a customer's purpose). */
export const STAFF_CODE_PURPOSE = 'staff-login';
