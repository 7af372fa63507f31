import { describe, expect, it } from 'vitest';
import { BOOKING_REFUSALS, bookingRefusal, bookingRefusalMessages, parcelWeight, recipientAddress, type BookableOrder } from './courier-booking';
import { ORDER_STATUSES } from './order-state';

const order = (over: Partial<BookableOrder> = {}): BookableOrder => ({
  status: 'processing',
  trackingCode: null,
  shippingType: 0,
  phone: '+8801712345678',
  address: 'House 5, Road 2',
  area: 'Dhanmondi',
  district: 'Dhaka',
  ...over,
});

describe('courier booking rules', () => {
  it('books only confirmed and processing orders', () => {
    for (const status of ORDER_STATUSES) {
      expect(bookingRefusal(order({ status }), 'steadfast')).toBe(status === 'confirmed' || status === 'processing' ? null : 'not_bookable');
    }
  });

  it('refuses an order already carrying a tracking code, a pickup order, a bad phone', () => {
    expect(bookingRefusal(order({ trackingCode: 'SF1' }), 'pathao')).toBe('already_booked');
    expect(bookingRefusal(order({ trackingCode: '  ' }), 'pathao')).toBeNull();
    expect(bookingRefusal(order({ shippingType: 1 }), 'pathao')).toBe('pickup_order');
    expect(bookingRefusal(order({ phone: '12345' }), 'pathao')).toBe('bad_phone');
    expect(bookingRefusal(order({ phone: null }), 'steadfast')).toBe('bad_phone');
  });

  it('refuses an address the courier cannot place: under 10 characters, over 220 (Pathao) or 250 (Steadfast)', () => {
    expect(bookingRefusal(order({ address: null, area: null, district: 'Dhaka' }), 'steadfast')).toBe('bad_address');
    const long = 'x'.repeat(230);
    expect(bookingRefusal(order({ address: long, area: null, district: null }), 'pathao')).toBe('bad_address');
    expect(bookingRefusal(order({ address: long, area: null, district: null }), 'steadfast')).toBeNull();
    expect(bookingRefusal(order({ address: 'x'.repeat(251), area: null, district: null }), 'steadfast')).toBe('bad_address');
  });

  it('writes the address as one line and leaves blank parts out', () => {
    expect(recipientAddress(order())).toBe('House 5, Road 2, Dhanmondi, Dhaka');
    expect(recipientAddress({ address: ' বাড়ি ৫,\n রোড ২ ', area: '', district: 'ঢাকা' })).toBe('বাড়ি ৫, রোড ২, ঢাকা');
    expect(recipientAddress({ address: null, area: null, district: null })).toBe('');
  });

  it('weighs half a kilo a piece, between 0.5 and 10 kg', () => {
    expect(parcelWeight(1)).toBe(0.5);
    expect(parcelWeight(3)).toBe(1.5);
    expect(parcelWeight(0)).toBe(0.5);
    expect(parcelWeight(Number.NaN)).toBe(0.5);
    expect(parcelWeight(40)).toBe(10);
  });

  it('has a message for every refusal', () => {
    for (const r of BOOKING_REFUSALS) expect(bookingRefusalMessages[r]).toMatch(/\w/);
  });
});
