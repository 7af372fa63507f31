// Customer session and one-time-code rules (spec §4 "Customer session", §7, §9; issue 5):
// the token cookie lives 7 days, the page refreshes every 40 minutes, a refresh rotates the
// token at most once a day (the old one dies 60 s later) and extends the 7 days, but never
// past 30 days from login. Codes are 6 digits, valid 5 minutes, 5 wrong tries at most.
// Phone numbers are stored in one canonical form: "+" followed by digits, the shop's
// default country code prepended to a national number. Passwords have at least 8 characters.
import { accountMessages } from './account-messages';
import { isCanonicalBdMobile } from './bd-phone';
import { asciiDigits } from './i18n/format';

export const CUSTOMER_TOKEN_COOKIE = 'customerUserToken';
export const RETURN_TARGET_COOKIE = 'customerReturnTo';
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 604_800;
export const TOKEN_REFRESH_INTERVAL_MS = 2_400_000;
export const SESSION_TTL_MS = TOKEN_COOKIE_MAX_AGE_SECONDS * 1000;
export const SESSION_HARD_CAP_MS = 30 * 24 * 60 * 60 * 1000;
export const TOKEN_ROTATION_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const OLD_TOKEN_GRACE_MS = 60_000;

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 200;
const NAME_MAX_LENGTH = 100;
export const DEFAULT_COUNTRY_CODE = '+880';
/** The header a same-origin script adds to cookie-authenticated state-changing API calls. */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'haat';

export type CodePurpose = 'register' | 'login' | 'reset';
export const CODE_PURPOSES: readonly CodePurpose[] = ['register', 'login', 'reset'];

export function isCodePurpose(value: unknown): value is CodePurpose {
  return typeof value === 'string' && (CODE_PURPOSES as readonly string[]).includes(value);
}

/** A fixed-window limit: at most `limit` events per `windowSeconds`. */
export interface RateRule {
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

// Per phone (within one shop) and per client address (across shops).
export const RATE_RULES = {
  loginPerPhone: { name: 'login-phone', limit: 10, windowSeconds: 900 },
  loginPerAddress: { name: 'login-addr', limit: 30, windowSeconds: 900 },
  codeSendPerPhoneMinute: { name: 'code-send-phone-1m', limit: 1, windowSeconds: 60 },
  codeSendPerPhoneHour: { name: 'code-send-phone-1h', limit: 5, windowSeconds: 3600 },
  codeSendPerAddress: { name: 'code-send-addr', limit: 20, windowSeconds: 3600 },
  codeCheckPerPhone: { name: 'code-check-phone', limit: 10, windowSeconds: 900 },
  codeCheckPerAddress: { name: 'code-check-addr', limit: 30, windowSeconds: 900 },
  registerPerAddress: { name: 'register-addr', limit: 10, windowSeconds: 3600 },
} as const satisfies Record<string, RateRule>;

/** The start (epoch seconds) of the fixed window holding `nowMs`. */
export function windowStart(rule: RateRule, nowMs: number): number {
  const seconds = Math.floor(nowMs / 1000);
  return seconds - (seconds % rule.windowSeconds);
}

/** Seconds until the window holding `nowMs` ends (a refusal's Retry-After). */
export function secondsLeftInWindow(rule: RateRule, nowMs: number): number {
  return windowStart(rule, nowMs) + rule.windowSeconds - Math.floor(nowMs / 1000);
}

/**
 * The canonical phone number, or null when the input is not one. A +880 number must be a
 * Bangladeshi mobile (core/bd-phone.ts: 11 digits, 013–019). Spaces, dashes, dots and
 * brackets are ignored. "+…" and "00…" are international; a national number drops its
 * leading 0 ("01712…" in Bangladesh) and takes the shop's country code.
 */
export function normalizePhone(input: unknown, countryCode: string = DEFAULT_COUNTRY_CODE): string | null {
  if (typeof input !== 'string') return null;
  // A number typed in Bangla digits (০১৭১…) is the same number (issue 25 item 3).
  const compact = asciiDigits(input).trim().replace(/[\s\-.()]/g, '');
  const cc = countryCode.replace(/[^\d]/g, '');
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else if (cc && compact.startsWith(cc) && compact.length > cc.length + 8) digits = compact;
  else digits = cc + compact.replace(/^0+/, '');
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  // Bangladesh (+880): only a real mobile number, by the one rule of core/bd-phone.ts.
  if (digits.startsWith('880') && !isCanonicalBdMobile(`+${digits}`)) return null;
  return `+${digits}`;
}

/** The canonical "+8801XXXXXXXXX" for a Bangladeshi mobile number as typed, or null. */
export function parseBdMobile(input: unknown): string | null {
  const phone = normalizePhone(input, '+880');
  return phone !== null && phone.startsWith('+880') && isCanonicalBdMobile(phone) ? phone : null;
}

/** Whether the input is a Bangladeshi mobile number in any accepted way of writing it. */
export function isBdMobile(input: unknown): boolean {
  return parseBdMobile(input) !== null;
}

/** The field error for a password, or null when it is acceptable. */
export function passwordError(password: unknown): string | null {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) return accountMessages.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return accountMessages.passwordTooLong;
  return null;
}

/** The field error for a customer name, or null when it is acceptable. */
export function nameError(name: unknown): string | null {
  if (typeof name !== 'string' || name.trim().length === 0) return accountMessages.nameRequired;
  if (name.trim().length > NAME_MAX_LENGTH) return accountMessages.nameTooLong;
  return null;
}

/** A loose e-mail check for the optional account e-mail: empty is allowed. */
export function emailError(email: unknown): string | null {
  if (email === undefined || email === null || email === '') return null;
  if (typeof email !== 'string' || email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return accountMessages.emailInvalid;
  return null;
}

/** A one-time code as typed: exactly 6 digits after removing spaces. */
export function normalizeCode(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const code = asciiDigits(input).replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/** When a session refreshed at `nowMs` expires: 7 days on, never past 30 days from login. */
export function sessionExpiry(loginAtMs: number, nowMs: number): number {
  return Math.min(nowMs + SESSION_TTL_MS, loginAtMs + SESSION_HARD_CAP_MS);
}

/** Whether a refresh at `nowMs` issues a new token (at most once a day). */
export function shouldRotateToken(lastRotatedAtMs: number, nowMs: number): boolean {
  return nowMs - lastRotatedAtMs >= TOKEN_ROTATION_INTERVAL_MS;
}

/** Whether a `Sec-Fetch-Site` / `Origin` pair shows a request made by this very origin's pages. */
export function isSameOriginRequest(host: string, origin: string | null, secFetchSite: string | null): boolean {
  if (origin !== null) {
    if (origin === 'null') return false;
    try {
      return new URL(origin).host.toLowerCase() === host.toLowerCase();
    } catch {
      return false;
    }
  }
  if (secFetchSite !== null) return secFetchSite === 'same-origin' || secFetchSite === 'none';
  // Neither header: not a browser made this request, so it carries no victim's cookie.
  return true;
}
