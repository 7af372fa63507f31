// A Bangladeshi mobile number for an address (after-cart.md "Addresses and delivery": a
// mobile, +880). Built on core/customer-auth.ts normalizePhone, which already reads any
// phone number into "+digits" (spaces, dashes, dots, brackets ignored; "01…", "8801…",
// "+8801…", "008801…" all accepted) but takes any country: a delivery mobile must be a
// Bangladeshi mobile, +880 1 then an operator digit 3–9 then 8 digits ("+8801712345678").
import { normalizePhone } from './customer-auth';

const BD_MOBILE = /^\+8801[3-9]\d{8}$/;

/** The canonical "+8801XXXXXXXXX" for a Bangladeshi mobile number as typed, or null. */
export function parseBdMobile(input: unknown): string | null {
  const phone = normalizePhone(input, '+880');
  return phone !== null && BD_MOBILE.test(phone) ? phone : null;
}

/** Whether the input is a Bangladeshi mobile number in any accepted way of writing it. */
export function isBdMobile(input: unknown): boolean {
  return parseBdMobile(input) !== null;
}

/** The national way to show a canonical number: "+8801712345678" → "01712-345678"; others unchanged. */
export function formatBdMobile(phone: string): string {
  return BD_MOBILE.test(phone) ? `0${phone.slice(4, 8)}-${phone.slice(8)}` : phone;
}
