// verifyStripeSignature: Stripe's scheme on the raw bytes — a good signature, any of several v1,
// forged, tampered, wrong secret, stale or future beyond the tolerance, malformed headers.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyStripeSignature } from './stripe-signature';

const SECRET = 'whsec_signature_test';
const NOW = 1_900_000_000;
const body = '{\n  "id": "evt_1",\n  "type": "checkout.session.completed"\n}';
const sign = (payload: string | Buffer, t: number, secret = SECRET) =>
  createHmac('sha256', secret).update(`${t}.`).update(payload).digest('hex');

describe('verifyStripeSignature', () => {
  it('accepts a signature over the raw body, as a string or as bytes', () => {
    const header = `t=${NOW},v1=${sign(body, NOW)}`;
    expect(verifyStripeSignature(body, header, SECRET, NOW)).toEqual({ ok: true, timestamp: NOW });
    expect(verifyStripeSignature(new TextEncoder().encode(body), header, SECRET, NOW).ok).toBe(true);
    // Non-ASCII bytes are signed as sent.
    const bangla = '{"name":"শাড়ি"}';
    expect(verifyStripeSignature(Buffer.from(bangla), `t=${NOW},v1=${sign(Buffer.from(bangla), NOW)}`, SECRET, NOW).ok).toBe(true);
  });

  it('accepts when any of several v1 matches (and ignores v0 and unknown keys)', () => {
    const good = sign(body, NOW);
    const header = `t=${NOW},v0=${'1'.repeat(64)},v1=${'a'.repeat(64)},v1=${good},scheme=x`;
    expect(verifyStripeSignature(body, header, SECRET, NOW).ok).toBe(true);
    expect(verifyStripeSignature(body, `t=${NOW},v0=${good}`, SECRET, NOW)).toEqual({ ok: false, reason: 'no_v1' });
  });

  it('refuses a forged or tampered delivery and the wrong secret', () => {
    const header = `t=${NOW},v1=${sign(body, NOW)}`;
    expect(verifyStripeSignature(body.replace('completed', 'expired'), header, SECRET, NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyStripeSignature(JSON.stringify(JSON.parse(body)), header, SECRET, NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyStripeSignature(body, `t=${NOW},v1=${sign(body, NOW, 'whsec_other')}`, SECRET, NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyStripeSignature(body, header, 'whsec_other', NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyStripeSignature(body, header, '', NOW)).toEqual({ ok: false, reason: 'mismatch' });
    // The timestamp is signed too: moving it breaks the signature.
    expect(verifyStripeSignature(body, `t=${NOW + 1},v1=${sign(body, NOW)}`, SECRET, NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyStripeSignature(body, `t=${NOW},v1=${sign(body, NOW).slice(0, 63)}`, SECRET, NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyStripeSignature(body, `t=${NOW},v1=zz${sign(body, NOW).slice(2)}`, SECRET, NOW)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a timestamp more than the tolerance away, either way', () => {
    for (const t of [NOW - 301, NOW + 301]) {
      expect(verifyStripeSignature(body, `t=${t},v1=${sign(body, t)}`, SECRET, NOW)).toEqual({ ok: false, reason: 'stale' });
    }
    for (const t of [NOW - 300, NOW + 300]) expect(verifyStripeSignature(body, `t=${t},v1=${sign(body, t)}`, SECRET, NOW).ok).toBe(true);
    expect(verifyStripeSignature(body, `t=${NOW - 600},v1=${sign(body, NOW - 600)}`, SECRET, NOW, 900).ok).toBe(true);
  });

  it('refuses malformed headers', () => {
    const v1 = sign(body, NOW);
    for (const header of ['', 'garbage', `v1=${v1}`, `t=abc,v1=${v1}`, `t=${NOW},t=${NOW},v1=${v1}`, `t=-5,v1=${v1}`]) {
      expect(verifyStripeSignature(body, header, SECRET, NOW), header).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
