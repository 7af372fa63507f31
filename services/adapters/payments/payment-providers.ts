// The payment providers a process has (ctx.deps.payments), built once from settings: cash on
// delivery and balance always; bKash and Stripe when configured (their keys from server/env.ts,
// or the sandboxes `npm start` / `npm run dev` start when no keys are given). A method whose
// provider is absent is not offered at checkout.
import { createBkashProvider, type BkashConfig, type BkashProvider } from './bkash-provider';
import { balanceProvider, codProvider } from './offline-providers';
import type { PaymentProvider, PaymentProviderName } from './payment-provider';
import { createStripeProvider, type StripeConfig, type StripeProvider } from './stripe-provider';

export interface PaymentProviders {
  cod: PaymentProvider;
  balance: PaymentProvider;
  bkash: BkashProvider | null;
  stripe: StripeProvider | null;
}

export interface PaymentProvidersConfig {
  bkash: BkashConfig | null;
  stripe: StripeConfig | null;
}

export function createPaymentProviders(config: PaymentProvidersConfig): PaymentProviders {
  return {
    cod: codProvider,
    balance: balanceProvider,
    bkash: config.bkash ? createBkashProvider(config.bkash) : null,
    stripe: config.stripe ? createStripeProvider(config.stripe) : null,
  };
}

/** No online provider: cash on delivery and balance only (tests that do not pay online, scripts). */
export const offlinePaymentProviders: PaymentProviders = Object.freeze({ cod: codProvider, balance: balanceProvider, bkash: null, stripe: null });

export function providerOf(providers: PaymentProviders, name: PaymentProviderName): PaymentProvider | null {
  return providers[name];
}
