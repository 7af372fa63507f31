// Verifying a Stripe webhook: `Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>…]`, where
// v1 = hex(HMAC-SHA256(endpoint secret, "<t>.<raw body>")). Verify the raw bytes exactly as
// received, before any JSON parse (re-serializing changes them); compare in constant time with
// every v1 (Stripe sends several while a secret is being rolled); refuse a timestamp more than
// the tolerance (300 s) away from now, so a captured delivery cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type StripeSignatureResult =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'malformed' | 'no_v1' | 'mismatch' | 'stale' };

export function verifyStripeSignature(
  rawBody: string | Uint8Array,
  header: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): StripeSignatureResult {
  let timestamp: number | null = null;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (!/^\d{1,12}$/.test(value) || timestamp !== null) return { ok: false, reason: 'malformed' };
      timestamp = Number(value);
    } else if (key === 'v1') {
      candidates.push(value);
    }
  }
  if (timestamp === null) return { ok: false, reason: 'malformed' };
  if (candidates.length === 0) return { ok: false, reason: 'no_v1' };
  if (!secret) return { ok: false, reason: 'mismatch' };

  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength);
  const expected = createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(body).digest();
  let matched = false;
  for (const candidate of candidates) {
    // A well-formed v1 is 64 hex digits; anything else cannot match (and is not compared).
    if (!/^[0-9a-fA-F]{64}$/.test(candidate)) continue;
    // No early exit: every candidate is compared, each in constant time.
    if (timingSafeEqual(expected, Buffer.from(candidate, 'hex'))) matched = true;
  }
  if (!matched) return { ok: false, reason: 'mismatch' };
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale' };
  return { ok: true, timestamp };
}
