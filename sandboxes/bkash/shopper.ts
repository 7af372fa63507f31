// Plays the shopper on the sandbox's hosted page with plain HTTP form posts, the way a browser
// without JavaScript would: for tests of the sandbox, of our bKash client and of the app's
// payment flow. `where` is the browser's next stop: the callback URL after approve or cancel.
import { TEST_OTP, TEST_PIN, TEST_WALLETS, type Step } from './hosted-page';

export interface PageResult {
  status: number;
  /** The redirect target (the merchant's callback URL with paymentID and status), if any. */
  where: string | null;
  html: string;
}

/** Posts one step of the hosted page. */
export async function submitStep(bkashURL: string, step: Step, fields: Record<string, string>, action: 'confirm' | 'cancel' = 'confirm'): Promise<PageResult> {
  const page = new URL(bkashURL);
  const form = new URLSearchParams({
    paymentId: page.searchParams.get('paymentId') ?? '',
    hash: page.searchParams.get('hash') ?? '',
    step,
    action,
    ...fields,
  });
  const res = await fetch(new URL('/checkout/step', page), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  return { status: res.status, where: res.headers.get('location'), html: await res.text() };
}

/**
 * Goes through wallet number, code and PIN and confirms (or, with `cancelAt`, presses Close on
 * that step). Stops at the first answer that is not the next step's form.
 */
export async function payOnHostedPage(
  bkashURL: string,
  shopper: { wallet?: string; otp?: string; pin?: string; cancelAt?: Step } = {},
): Promise<PageResult> {
  const opened = await fetch(bkashURL, { redirect: 'manual' });
  let last: PageResult = { status: opened.status, where: null, html: await opened.text() };
  if (opened.status !== 200) return last;
  const steps: [Step, Record<string, string>][] = [
    ['wallet', { wallet: shopper.wallet ?? TEST_WALLETS.ok }],
    ['otp', { otp: shopper.otp ?? TEST_OTP }],
    ['pin', { pin: shopper.pin ?? TEST_PIN }],
  ];
  for (const [step, fields] of steps) {
    if (!last.html.includes(`name="step" value="${step}"`)) return last;
    last = await submitStep(bkashURL, step, fields, shopper.cancelAt === step ? 'cancel' : 'confirm');
    if (last.status !== 200 || last.html.includes('role="alert"')) return last;
  }
  return last;
}
