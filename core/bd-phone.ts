// Bangladeshi mobile numbers (issue 24 item 9; after-cart.md "Addresses and delivery": a
// mobile, +880): one rule for registration, logins, addresses and staff. A number in +880 is
// accepted only when Google's phone metadata (libphonenumber-js, "max": number types) says it
// is a valid Bangladeshi MOBILE number and it is 11 digits nationally with an operator prefix
// 013–019 ("01712345678" → "+8801712345678"). libphonenumber alone still calls the retired
// 011 range mobile, hence the prefix rule on top. core/customer-auth.ts normalizePhone applies
// this to every +880 number it reads, so a 12-digit "017190000010" registers nowhere, and
// parseBdMobile there reads a number typed in any accepted way as a Bangladeshi mobile.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

const BD_MOBILE = /^\+8801[3-9]\d{8}$/;

/** Whether a canonical "+880…" number is a Bangladeshi mobile (11 digits, operator 013–019). */
export function isCanonicalBdMobile(phone: string): boolean {
  if (!BD_MOBILE.test(phone)) return false;
  const parsed = parsePhoneNumberFromString(phone);
  return parsed !== undefined && parsed.country === 'BD' && parsed.isValid() && parsed.getType() === 'MOBILE';
}

/** The national way to show a canonical number: "+8801712345678" → "01712-345678"; others unchanged. */
export function formatBdMobile(phone: string): string {
  return BD_MOBILE.test(phone) ? `0${phone.slice(4, 8)}-${phone.slice(8)}` : phone;
}
