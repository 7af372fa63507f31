// The checkout's input as JSON or a form sends it (issue 11 item 6, issue 22 item 2): the stored
// order context's choices and what the shopper saw. The schemas of get-checkout-summary and
// place-order are built from these fields; the API and the checkout pages parse with them.
import { z } from 'zod';
import { parseBalanceAmount, parseSeenFigure } from '../../core/checkout-totals';
import { optionalIdField } from '../input';

const scalar = z.union([z.number(), z.string(), z.null()]).optional();

/** What the shopper chose (the stored order context; never trusted as figures). */
export const checkoutChoiceFields = {
  shippingType: scalar.meta({ description: '0 home delivery (default), 1 pickup at pickupPoint' }).transform((v, ctx) => {
    if (v === undefined || v === null || v === '' || v === 0 || v === '0') return 0 as const;
    if (v === 1 || v === '1') return 1 as const;
    ctx.addIssue({ code: 'custom', message: 'shippingType must be 0 or 1' });
    return z.NEVER;
  }),
  shippingAddress: optionalIdField('shippingAddress'),
  pickupPoint: optionalIdField('pickupPoint'),
  coupon_code: z.string().max(100).optional().default('').meta({ description: "A coupon code (any case), '' for none" }),
};

/** A figure the shopper saw, as sent: unreadable or missing becomes NaN (counted as changed). */
export const seenFigureField = (missingIsZero: boolean) =>
  scalar.meta({ description: 'What the shopper saw (whole taka); only compared, never stored' }).transform((v) => {
    if (missingIsZero && (v === undefined || v === null || v === '')) return 0;
    return parseSeenFigure(v) ?? Number.NaN;
  });

/** A balance amount to use: whole taka ≥ 0, '' none; anything else NaN (refused by placing with its message). */
export const balanceField = scalar.meta({ description: 'Whole taka taken from this balance (0 until balances arrive)' }).transform((v) => parseBalanceAmount(v));
