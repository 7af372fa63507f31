import { describe, expect, it } from 'vitest';
import { tieToFields } from './form-errors';

describe('tieToFields', () => {
  it('keeps the errors of the form’s fields by their fields and no message', () => {
    expect(tieToFields({ errors: { code: 'Enter a code', value: 'Too big' }, message: null }, ['code', 'value'])).toEqual({ errors: { code: 'Enter a code', value: 'Too big' }, message: null });
  });
  it('turns the errors of fields the form does not show into its message', () => {
    expect(tieToFields({ errors: { code: 'Enter a code', coupon_id: 'No such coupon', x: 'Bad' }, message: null }, ['code'])).toEqual({ errors: { code: 'Enter a code' }, message: 'No such coupon · Bad' });
  });
  it('keeps a refusal of the whole form as its message', () => {
    expect(tieToFields({ errors: {}, message: 'Too many tries' }, ['code'])).toEqual({ errors: {}, message: 'Too many tries' });
  });
});
