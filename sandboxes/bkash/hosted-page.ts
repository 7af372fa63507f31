// The sandbox's hosted bKash page: what the shopper sees at `bkashURL`. Three steps, like the
// real one — wallet number, the verification code sent by SMS, then the PIN — each a plain form
// that works without JavaScript, fits a 390 px phone and is usable by keyboard alone (labels,
// numeric keyboards, visible focus, errors announced, Cancel on every step). The test wallets
// and codes are printed on the page: this is a sandbox, nothing is secret.

export interface HostedPagePayment {
  paymentID: string;
  hash: string;
  merchantInvoiceNumber: string;
  /** Two-decimal string, e.g. "1250.00". */
  amount: string;
}

export type Step = 'wallet' | 'otp' | 'pin';

export const TEST_WALLETS = {
  /** Pays any amount. */
  ok: '01770618575',
  /** Has ৳0: approving answers 2023 Insufficient Balance. */
  insufficient: '01823074817',
} as const;
export const TEST_OTP = '123456';
export const TEST_PIN = '12121';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#222;background:#f4f4f6}
main{max-width:26rem;margin:0 auto;padding:1rem}
header{background:#e2136e;color:#fff;border-radius:.75rem .75rem 0 0;padding:1rem}
header h1{margin:0;font-size:1.25rem}
.meta{margin:.25rem 0 0;font-size:.9375rem}
.amount{font-size:1.5rem;font-weight:700;margin:.25rem 0 0}
.card{background:#fff;border:1px solid #e5e5ea;border-top:0;border-radius:0 0 .75rem .75rem;padding:1rem}
.banner{background:#fff3cd;color:#664d03;border:1px solid #ffe69c;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
input{width:100%;font:inherit;font-size:1.125rem;letter-spacing:.05em;padding:.625rem .75rem;border:1px solid #b8b8c0;border-radius:.5rem;min-height:48px}
input:focus,button:focus,a:focus{outline:3px solid #1a73e8;outline-offset:2px}
.hint{font-size:.875rem;color:#555;margin:.5rem 0 0}
.actions{display:flex;gap:.75rem;margin-top:1rem}
button,.button{flex:1;font:inherit;font-weight:600;border-radius:.5rem;padding:.75rem;min-height:48px;cursor:pointer;text-align:center;text-decoration:none}
.primary{color:#fff;background:#e2136e;border:0}
.secondary{color:#e2136e;background:#fff;border:2px solid #e2136e}
.error{background:#fdecea;color:#8a1c12;border:1px solid #f5c2c0;border-radius:.5rem;padding:.5rem .75rem;margin:0 0 1rem}
`;

function layout(title: string, payment: HostedPagePayment | null, body: string): string {
  const head = payment
    ? `<header><h1>bKash Payment</h1><p class="meta">Invoice ${escapeHtml(payment.merchantInvoiceNumber)}</p><p class="amount">৳${escapeHtml(payment.amount)}</p></header>`
    : '<header><h1>bKash Payment</h1></header>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main>${head}<div class="card"><p class="banner" role="note">bKash sandbox — no real money moves.</p>${body}</div></main></body></html>`;
}

const STEP_FIELDS: Record<Step, { label: string; name: string; type: string; autocomplete: string; hint: string; maxlength: number }> = {
  wallet: {
    label: 'Your bKash account number',
    name: 'wallet',
    type: 'tel',
    autocomplete: 'tel-national',
    hint: `Test wallets: ${TEST_WALLETS.ok} (pays), ${TEST_WALLETS.insufficient} (insufficient balance).`,
    maxlength: 11,
  },
  otp: {
    label: 'Verification code',
    name: 'otp',
    type: 'text',
    autocomplete: 'one-time-code',
    hint: `Sandbox code: ${TEST_OTP}.`,
    maxlength: 6,
  },
  pin: { label: 'bKash PIN', name: 'pin', type: 'password', autocomplete: 'off', hint: `Sandbox PIN: ${TEST_PIN}.`, maxlength: 5 },
};

export function renderStepPage(payment: HostedPagePayment, step: Step, options: { error?: string; wallet?: string } = {}): string {
  const f = STEP_FIELDS[step];
  const error = options.error ? `<p class="error" role="alert" id="err">${escapeHtml(options.error)}</p>` : '';
  const sentTo =
    step === 'otp' && options.wallet
      ? `<p>A verification code was sent to ${escapeHtml(options.wallet.slice(0, 3))}****${escapeHtml(options.wallet.slice(-3))}.</p>`
      : '';
  // Confirm comes first in the form: Enter in the field submits the first button.
  const describedBy = options.error ? 'err hint' : 'hint';
  const body = `${error}${sentTo}<form method="post" action="/checkout/step">
<input type="hidden" name="paymentId" value="${escapeHtml(payment.paymentID)}">
<input type="hidden" name="hash" value="${escapeHtml(payment.hash)}">
<input type="hidden" name="step" value="${step}">
<label for="${f.name}">${f.label}</label>
<input id="${f.name}" name="${f.name}" type="${f.type}" inputmode="numeric" pattern="[0-9]*" maxlength="${f.maxlength}" autocomplete="${f.autocomplete}" required autofocus aria-describedby="${describedBy}"${options.error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="hint">${escapeHtml(f.hint)}</p>
<div class="actions"><button class="primary" type="submit" name="action" value="confirm">Confirm</button><button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Close</button></div>
</form>`;
  return layout('bKash Payment', payment, body);
}

/** A payment that can no longer be approved: say why and offer the way back to the shop. */
export function renderClosedPage(payment: HostedPagePayment, message: string, backUrl: string | null): string {
  const back = backUrl ? `<div class="actions"><a class="button primary" href="${escapeHtml(backUrl)}">Back to the shop</a></div>` : '';
  return layout('bKash Payment', payment, `<p class="error" role="alert">${escapeHtml(message)}</p>${back}`);
}

export function renderNotFoundPage(): string {
  return layout('bKash Payment', null, '<p class="error" role="alert">This payment link is not valid.</p>');
}
