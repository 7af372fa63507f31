// The demo's payments (issue 12 item 2): without provider keys, `npm start` (in the primary
// process) and `npm run dev` start the bKash and Stripe sandboxes of sandboxes/ beside the app
// and point the providers at them, so a newcomer pays with bKash and card out of the box.
// They listen on PORT + 101 (bKash) and PORT + 102 (Stripe); Stripe's webhooks go to this
// app's own /api/payments/stripe/webhook. A live deployment (HAAT_LIVE=1) never starts them.
import { startBkashSandbox } from '../sandboxes/bkash/bkash-sandbox';
import { startStripeSandbox } from '../sandboxes/stripe/stripe-sandbox';
import { missingPaymentProviders, type Env } from './env';

/** The sandboxes' fixed demo credentials (they guard nothing: the sandboxes hold no real money). */
export const SANDBOX_CREDENTIALS = {
  bkash: { appKey: 'sandbox-app-key', appSecret: 'sandbox-app-secret', username: 'sandbox-user', password: 'sandbox-password' },
  stripe: { secretKey: 'sk_test_haat_sandbox', webhookSecret: 'whsec_haat_sandbox' },
};

export interface PaymentSandboxes {
  /** Settings that point the providers at the sandboxes (set them before the app's env is read). */
  values: Record<string, string>;
  notices: string[];
  close(): Promise<void>;
}

export async function startPaymentSandboxes(env: Env, log: (line: string) => void = () => {}): Promise<PaymentSandboxes> {
  const missing = env.HAAT_LIVE === '1' ? [] : missingPaymentProviders(env);
  const values: Record<string, string> = {};
  const notices: string[] = [];
  const closers: Array<() => Promise<void>> = [];
  const host = '127.0.0.1';
  try {
    if (missing.includes('bkash')) {
      const port = env.PORT + 101;
      const sandbox = await startBkashSandbox({ ...SANDBOX_CREDENTIALS.bkash, port, host, log: (line) => log(`[bkash sandbox] ${line}`) });
      closers.push(() => sandbox.close());
      const c = SANDBOX_CREDENTIALS.bkash;
      Object.assign(values, { BKASH_BASE_URL: sandbox.url, BKASH_APP_KEY: c.appKey, BKASH_APP_SECRET: c.appSecret, BKASH_USERNAME: c.username, BKASH_PASSWORD: c.password });
      notices.push(`Sandbox payments: no BKASH_* keys, so bKash is the sandbox at ${sandbox.url} (wallet 01770618575, code 123456, PIN 12121). Payments there are marked "Sandbox" and move no money.`);
    }
    if (missing.includes('stripe')) {
      const port = env.PORT + 102;
      const c = SANDBOX_CREDENTIALS.stripe;
      const sandbox = await startStripeSandbox({
        ...c,
        port,
        host,
        webhookUrl: `http://127.0.0.1:${env.PORT}/api/payments/stripe/webhook`,
        log: (line) => log(`[stripe sandbox] ${line}`),
      });
      closers.push(() => sandbox.close());
      Object.assign(values, { STRIPE_API_BASE: sandbox.url, STRIPE_SECRET_KEY: c.secretKey, STRIPE_WEBHOOK_SECRET: c.webhookSecret });
      notices.push(`Sandbox payments: no STRIPE_* keys, so cards go to the Stripe sandbox at ${sandbox.url} (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined). Payments there are marked "Sandbox" and move no money.`);
    }
  } catch (error) {
    await Promise.all(closers.map((close) => close()));
    throw new Error(`could not start the payment sandboxes (ports ${env.PORT + 101}, ${env.PORT + 102}): ${error instanceof Error ? error.message : String(error)}`);
  }
  return { values, notices, close: async () => void (await Promise.all(closers.map((close) => close()))) };
}
