// Random secrets and their hashes: session tokens are 256 random bits (base64url), one-time
// codes 6 random digits; only sha256 hashes are stored, and comparisons are constant-time.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../../core/customer-auth';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a string has the shape of a token we issue (so junk never reaches the database). */
export function isTokenShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newOneTimeCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** The stored form of a code: bound to shop, phone and purpose, so it proves nothing elsewhere. */
export function hashCode(shopId: number, phone: string, purpose: string, code: string): string {
  return sha256Hex(`${shopId}:${phone}:${purpose}:${code}`);
}

export function equalHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
