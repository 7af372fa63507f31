// Payment settings (server/env.ts, server/payment-sandboxes.ts): keys all-or-none, a live
// deployment refusing sandbox settings and shops offering a method without keys, and the demo
// starting both sandboxes and pointing the providers at them.
import { describe, expect, it } from 'vitest';
import { createPaymentProviders } from '../services/adapters/payments/payment-providers';
import { livePaymentProblems, loadEnv, missingPaymentProviders, paymentConfigOf } from './env';
import { startPaymentSandboxes } from './payment-sandboxes';

const LIVE_SMS = { HAAT_LIVE: '1', SMS_PROVIDER: 'http', SMS_GATEWAY_URL: 'https://sms.example/send', SMS_GATEWAY_KEY: 'k', SMS_SENDER: 'haat' };
const BKASH = { BKASH_APP_KEY: 'a', BKASH_APP_SECRET: 'b', BKASH_USERNAME: 'c', BKASH_PASSWORD: 'd' };

describe('payment settings', () => {
  it('needs all of a provider\'s keys or none', () => {
    expect(() => loadEnv({ BKASH_BASE_URL: 'http://127.0.0.1:1' })).toThrow(/BKASH_APP_KEY is required/);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET is required/);
    expect(missingPaymentProviders(loadEnv({}))).toEqual(['bkash', 'stripe']);
  });

  it('a live deployment refuses sandbox settings and shops offering a method without keys', () => {
    expect(() => loadEnv({ ...LIVE_SMS, BKASH_BASE_URL: 'https://tokenized.sandbox.bka.sh', ...BKASH })).toThrow(/cannot take bKash payments from a sandbox/);
    expect(() => loadEnv({ ...LIVE_SMS, STRIPE_API_BASE: 'https://api.stripe.com', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'w' })).toThrow(/test mode/);
    const live = loadEnv({ ...LIVE_SMS, BKASH_BASE_URL: 'https://tokenized.pay.bka.sh', ...BKASH });
    expect(paymentConfigOf(live).bkash?.isSandbox).toBe(false);
    expect(livePaymentProblems(live, [{ slug: 'a', payment_methods: 'cod,bkash' }])).toEqual([]);
    expect(livePaymentProblems(live, [{ slug: 'b', payment_methods: 'cod,stripe' }])).toEqual([expect.stringMatching(/shop "b" offers stripe/)]);
    expect(livePaymentProblems(loadEnv({}), [{ slug: 'b', payment_methods: 'stripe' }])).toEqual([]);
  });

  it('without keys the demo starts both sandboxes and the providers talk to them (marked sandbox)', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const sandboxes = await startPaymentSandboxes(loadEnv({ PORT: String(port) }));
    try {
      expect(sandboxes.values.BKASH_BASE_URL).toBe(`http://127.0.0.1:${port + 101}`);
      expect(sandboxes.values.STRIPE_API_BASE).toBe(`http://127.0.0.1:${port + 102}`);
      expect(sandboxes.notices.join('\n')).toMatch(/bKash is the sandbox.*\n.*Stripe sandbox/);
      const env = loadEnv({ PORT: String(port), ...sandboxes.values });
      const providers = createPaymentProviders(paymentConfigOf(env));
      expect([providers.bkash?.isSandbox, providers.stripe?.isSandbox]).toEqual([true, true]);
      const started = await providers.bkash!.startPayment({
        paymentId: 1, amount: 100, invoice: 'DEMO-1', description: 'Order', callbackUrl: 'http://a.localhost/api/payments/bkash/callback',
        successUrl: 'http://a.localhost/s?session_id={CHECKOUT_SESSION_ID}', cancelUrl: 'http://a.localhost/c', customer: { id: 1, phone: '01711111111', email: null },
      });
      expect(started.redirectUrl).toContain(`127.0.0.1:${port + 101}/checkout`);
      // A live deployment never starts them.
      expect((await startPaymentSandboxes(loadEnv({ ...LIVE_SMS, PORT: String(port) }))).values).toEqual({});
    } finally {
      await sandboxes.close();
    }
  });
});
