// What the customer is told outside a page — the bell's entries and the SMS — in their language
// (docs/decisions/053): the catalog's `notify.…` messages (core/i18n/catalog-notify-*.ts).
// English is word for word what it was; codes stay as the customer types them back, money is
// written by the language's `taka`.
import { OTP_TTL_MS } from './customer-auth';
import { translator } from './i18n/compile';
import type { Lang } from './i18n/lang';
import type { OrderStatus, PaymentStatus } from './order-state';

/** A refund state as words: `partially_paid` → "partially paid" (for a state without its own sentence). */
const words = (state: string): string => state.replace(/_/g, ' ');
const yes = (value: string | null | undefined): 'yes' | 'no' => (value ? 'yes' : 'no');

function textsIn(lang: Lang) {
  const { t, taka } = translator(lang);
  const minutes = OTP_TTL_MS / 60_000;
  return {
    orderStatus: (code: string, status: OrderStatus): string => t('notify.orderStatus', { code, status }),
    orderPaymentStatus: (code: string, status: PaymentStatus): string => t('notify.orderPaymentStatus', { code, status }),
    refundPaymentStatus: (code: string, state: string): string => t('notify.refundPaymentStatus', { code, status: state, words: words(state) }),
    refundReturnStatus: (code: string, state: string): string => t('notify.refundReturnStatus', { code, status: state, words: words(state) }),
    /** The shop decided a refund request. */
    refundDecided: (code: string, status: 'approved' | 'rejected'): string => t('notify.refundDecided', { code, status }),
    /** The shop answered a support ticket or a product inquiry. */
    staffReply: (subject: string): string => t('notify.staffReply', { subject }),
    /** An order paid on delivery (or by balances) is placed. */
    placedSms: (shop: string, code: string, total: number): string => t('notify.sms.placed', { shop, code, total: taka(total) }),
    /** An online order's "placed" SMS, sent once its payment is confirmed. */
    placedPaidSms: (shop: string, code: string, paid: number): string => t('notify.sms.placedPaid', { shop, code, paid: taka(paid) }),
    confirmedSms: (shop: string, code: string): string => t('notify.sms.confirmed', { shop, code }),
    shippedSms: (shop: string, code: string, courier: string | null, tracking: string | null): string =>
      t('notify.sms.shipped', { shop, code, courier: courier ?? '', tracking: tracking ?? '', withCourier: yes(courier), withTracking: yes(tracking) }),
    deliveredSms: (shop: string, code: string): string => t('notify.sms.delivered', { shop, code }),
    /** The bell's invitation to review a delivered order (decision 067). */
    reviewInvite: (code: string, items: number): string => t('notify.reviewInvite', { code, n: items }),
    refundPaidSms: (shop: string, code: string, amount: number): string => t('notify.sms.refundPaid', { shop, code, amount: taka(amount) }),
    /** A customer's one-time code. */
    codeSms: (code: string, shop: string): string => t('notify.sms.code', { code, shop, minutes }),
    /** A staff member's one-time code for the seller console. */
    staffCodeSms: (code: string, shop: string): string => t('notify.sms.staffCode', { code, shop, minutes }),
    alreadyRegisteredSms: (shop: string): string => t('notify.sms.alreadyRegistered', { shop }),
  };
}

export type CustomerTexts = ReturnType<typeof textsIn>;

const made = new Map<Lang, CustomerTexts>();

/** The texts in `lang` (made once per language). */
export function customerTexts(lang: Lang): CustomerTexts {
  let texts = made.get(lang);
  if (!texts) made.set(lang, (texts = textsIn(lang)));
  return texts;
}
