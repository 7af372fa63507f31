// The sandbox's hosted Checkout page: what Stripe shows at a session's `url`. A plain form that
// works without JavaScript, fits a 390 px phone and is usable by keyboard alone (labels,
// autocomplete hints, visible focus, errors announced). Test cards: 4242 4242 4242 4242 pays,
// 4000 0000 0000 0002 is declined.

export interface HostedPageSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  currency: string;
  amount_total: number;
  cancel_url: string | null;
  lines: { name: string; quantity: number; amount: number }[];
}

export interface CardFields {
  number: string;
  exp: string;
  cvc: string;
  name: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Minor units to a display amount: BDT (and every currency here) has two decimals. */
export function formatMoney(minor: number, currency: string): string {
  const major = (minor / 100).toFixed(2);
  return currency.toLowerCase() === 'bdt' ? `৳${major}` : `${major} ${currency.toUpperCase()}`;
}

const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f36;background:#f6f9fc}
main{max-width:28rem;margin:0 auto;padding:1rem}
.banner{background:#fff3cd;color:#664d03;border:1px solid #ffe69c;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem}
h1{font-size:1.25rem;margin:1rem 0 .25rem}
.total{font-size:1.75rem;font-weight:700;margin:0 0 1rem}
ul{list-style:none;padding:0;margin:0 0 1rem;font-size:.9375rem}
li{display:flex;justify-content:space-between;gap:1rem;padding:.25rem 0;border-bottom:1px solid #e3e8ee}
form{background:#fff;border:1px solid #e3e8ee;border-radius:.75rem;padding:1rem}
label{display:block;font-weight:600;font-size:.875rem;margin:.75rem 0 .25rem}
label:first-of-type{margin-top:0}
input{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #c1c9d2;border-radius:.5rem;min-height:44px}
input:focus,button:focus,a:focus{outline:3px solid #635bff;outline-offset:2px}
.row{display:flex;gap:.75rem}.row>div{flex:1;min-width:0}
button{width:100%;margin-top:1rem;font:inherit;font-weight:600;color:#fff;background:#635bff;border:0;border-radius:.5rem;padding:.75rem;min-height:48px;cursor:pointer}
.error{background:#fdecea;color:#8a1c12;border:1px solid #f5c2c0;border-radius:.5rem;padding:.5rem .75rem;margin:0 0 1rem}
.hint{font-size:.8125rem;color:#4f566b}
.cancel{display:inline-block;margin-top:1rem;color:#4f566b;min-height:44px;padding:.5rem 0}
`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

const banner = '<p class="banner" role="note">Stripe sandbox — test mode. No real card is charged.</p>';

export function renderCheckoutPage(session: HostedPageSession, options: { error?: string; values?: Partial<CardFields> } = {}): string {
  const v = options.values ?? {};
  const total = formatMoney(session.amount_total, session.currency);
  const lines = session.lines
    .map((l) => `<li><span>${escapeHtml(l.name)} × ${l.quantity}</span><span>${formatMoney(l.amount, session.currency)}</span></li>`)
    .join('');
  const error = options.error ? `<p class="error" role="alert" id="card-error">${escapeHtml(options.error)}</p>` : '';
  const described = options.error ? ' aria-describedby="card-error"' : '';
  const cancel = session.cancel_url ? `<a class="cancel" href="${escapeHtml(session.cancel_url)}">Cancel and go back</a>` : '';
  return layout(
    `Pay ${total}`,
    `${banner}<h1>Pay</h1><p class="total">${total}</p><ul>${lines}</ul>${error}
<form method="post" action="/pay/${escapeHtml(session.id)}" novalidate>
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required value="${escapeHtml(v.number ?? '')}"${described} autofocus>
<div class="row"><div><label for="exp">Expiry (MM / YY)</label>
<input id="exp" name="exp" inputmode="numeric" autocomplete="cc-exp" placeholder="12 / 34" required value="${escapeHtml(v.exp ?? '')}"></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required value="${escapeHtml(v.cvc ?? '')}"></div></div>
<label for="name">Name on card</label>
<input id="name" name="name" autocomplete="cc-name" required value="${escapeHtml(v.name ?? '')}">
<button type="submit">Pay ${total}</button>
<p class="hint">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. Any future expiry and any CVC.</p>
</form>${cancel}`,
  );
}

export function renderClosedPage(session: HostedPageSession): string {
  const text =
    session.status === 'complete'
      ? 'This checkout session is already paid.'
      : 'This checkout session has expired. Go back to the shop and start the payment again.';
  const back = session.cancel_url ? `<a class="cancel" href="${escapeHtml(session.cancel_url)}">Back to the shop</a>` : '';
  return layout('Checkout', `${banner}<h1>Checkout</h1><p role="status">${text}</p>${back}`);
}

export function renderNotFoundPage(): string {
  return layout('Not found', `${banner}<h1>Not found</h1><p>There is no checkout session at this address.</p>`);
}

const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

export type CardOutcome = { ok: true; last4: string; brand: string } | { ok: false; code: string; message: string; declined: boolean };

/** What Stripe's test mode does with a card: validate the fields, then the test card's outcome. */
export function chargeTestCard(fields: CardFields, nowMs: number): CardOutcome {
  const number = fields.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.', declined: false };
  const exp = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(fields.exp);
  const month = exp ? Number(exp[1]) : 0;
  if (!exp || month < 1 || month > 12) return { ok: false, code: 'invalid_expiry', message: "Your card's expiration date is incomplete.", declined: false };
  const year = exp[2].length === 2 ? 2000 + Number(exp[2]) : Number(exp[2]);
  const now = new Date(nowMs);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return { ok: false, code: 'invalid_expiry_year', message: "Your card's expiration year is in the past.", declined: false };
  }
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) return { ok: false, code: 'incomplete_cvc', message: "Your card's security code is incomplete.", declined: false };
  if (!fields.name.trim()) return { ok: false, code: 'incomplete_name', message: 'Enter the name on the card.', declined: false };
  switch (number) {
    case '4242424242424242':
      return { ok: true, last4: '4242', brand: 'visa' };
    case '4000000000000002':
      return { ok: false, code: 'card_declined', message: 'Your card was declined.', declined: true };
    case '4000000000009995':
      return { ok: false, code: 'card_declined', message: 'Your card has insufficient funds.', declined: true };
    default:
      return { ok: false, code: 'card_declined', message: 'Your card was declined. Your request was in test mode, but used a non test card.', declined: true };
  }
}
