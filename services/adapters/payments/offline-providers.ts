// The two ways of paying that never leave haat, behind the same PaymentProvider interface as
// bKash and Stripe: cash on delivery (paid when the shop marks the order delivered, so start
// answers `pending` and nothing online can confirm or refund it) and the shop balance (the
// money is already ours: the placing transaction debits the ledger, so start answers `paid`;
// giving it back is a ledger credit, done by services/balances, never by a provider call).
import { PaymentProviderError, type PaymentProvider } from './payment-provider';

function offline(name: 'cod' | 'balance', startState: 'pending' | 'paid'): PaymentProvider {
  const notOnline = (what: string) => Promise.reject(new PaymentProviderError('not_supported', `${name} payments cannot ${what} online`));
  return {
    name,
    isSandbox: false,
    startPayment: async (input) => ({ redirectUrl: null, reference: input.invoice, state: startState, raw: null }),
    confirmPayment: async (input) => ({
      state: startState,
      amount: input.expectedAmount,
      providerTrxId: null,
      moneyTaken: startState === 'paid',
      providerStatus: startState,
      raw: null,
    }),
    refund: () => notOnline('be refunded'),
    refundStatus: () => notOnline('report a refund'),
  };
}

export const codProvider: PaymentProvider = offline('cod', 'pending');
export const balanceProvider: PaymentProvider = offline('balance', 'paid');
