// Order codes (after-cart.md "Placing an order"): unguessable and easy to read aloud on the
// phone — 8 characters of Crockford base32 (digits and letters without I, L, O, U), i.e. the
// first 40 bits of random bytes the caller draws (5 bytes; more are ignored). As typed back
// by a shopper, a code is upper-cased, spaces and dashes dropped, and the letters Crockford
// reads as digits mapped (O → 0, I and L → 1). A code proves nothing by itself: every lookup
// still checks the owner (or the order's phone number for tracking).

export const ORDER_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_CODE_LENGTH = 8;
/** The random bytes one code takes: 8 × 5 bits. */
export const ORDER_CODE_BYTES = 5;

/** The code for the first 5 bytes; a RangeError for fewer. */
export function orderCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < ORDER_CODE_BYTES) throw new RangeError(`An order code needs ${ORDER_CODE_BYTES} random bytes`);
  let bits = 0n;
  for (let i = 0; i < ORDER_CODE_BYTES; i++) bits = (bits << 8n) | BigInt(bytes[i]);
  let code = '';
  for (let i = ORDER_CODE_LENGTH - 1; i >= 0; i--) code += ORDER_CODE_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return code;
}

/** A code as typed, in canonical form (not checked: see isOrderCodeShaped); '' for non-strings. */
export function normalizeOrderCode(input: unknown): string {
  if (typeof input !== 'string') return '';
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** Whether a canonical code has the shape of one: 8 characters of the alphabet. */
export function isOrderCodeShaped(code: unknown): boolean {
  return typeof code === 'string' && /^[0-9A-HJKMNP-TV-Z]{8}$/.test(code);
}
