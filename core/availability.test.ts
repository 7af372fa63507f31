import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { availabilityText, cardAvailabilityText, isPurchasable } from './availability';

describe('availabilityText (spec §4)', () => {
  it('variant status 0 is "Not Available", whatever the stock', () => {
    expect(availabilityText({ status: 0, quantity: 5, unlimited: false })).toBe('Not Available');
    expect(availabilityText({ status: 0, quantity: 0, unlimited: true })).toBe('Not Available');
    expect(cardAvailabilityText({ status: 0, quantity: 5, unlimited: true })).toBe('Not Available');
  });

  it('no stock and not unlimited is "Sold Out" (card "Sold out")', () => {
    expect(availabilityText({ quantity: 0, unlimited: false })).toBe('Sold Out');
    expect(availabilityText({ status: 1, quantity: 0, unlimited: false })).toBe('Sold Out');
    expect(cardAvailabilityText({ quantity: 0, unlimited: false })).toBe('Sold out');
  });

  it('negative or missing quantities count as no stock', () => {
    expect(availabilityText({ quantity: -3, unlimited: false })).toBe('Sold Out');
    expect(availabilityText({ quantity: Number.NaN, unlimited: false })).toBe('Sold Out');
    expect(availabilityText({ quantity: null as unknown as number, unlimited: false })).toBe('Sold Out');
  });

  it('stock above 0 is "{n} item(s) available" (card "1 item" / "{n} items")', () => {
    expect(availabilityText({ quantity: 1, unlimited: false })).toBe('1 item(s) available');
    expect(availabilityText({ status: null, quantity: 12, unlimited: false })).toBe('12 item(s) available');
    expect(cardAvailabilityText({ quantity: 1, unlimited: false })).toBe('1 item');
    expect(cardAvailabilityText({ quantity: 12, unlimited: false })).toBe('12 items');
    expect(cardAvailabilityText({ quantity: 2.9, unlimited: false })).toBe('2 items');
  });

  it('unlimited stock is "Available", also when a quantity is recorded', () => {
    expect(availabilityText({ quantity: 0, unlimited: true })).toBe('Available');
    expect(availabilityText({ quantity: 7, unlimited: true })).toBe('Available');
    expect(cardAvailabilityText({ quantity: 0, unlimited: true })).toBe('Available');
  });
});

describe('isPurchasable', () => {
  it('is true only when switched on and unlimited or in stock', () => {
    expect(isPurchasable({ quantity: 1, unlimited: false })).toBe(true);
    expect(isPurchasable({ quantity: 0, unlimited: true })).toBe(true);
    expect(isPurchasable({ quantity: 0, unlimited: false })).toBe(false);
    expect(isPurchasable({ status: 0, quantity: 9, unlimited: true })).toBe(false);
  });

  it('agrees with the text for every input', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -1, max: 2 })),
        fc.integer({ min: -5, max: 1000 }),
        fc.boolean(),
        (status, quantity, unlimited) => {
          const input = { status, quantity, unlimited };
          const text = availabilityText(input);
          const blocked = text === 'Not Available' || text === 'Sold Out';
          expect(isPurchasable(input)).toBe(!blocked);
          expect(cardAvailabilityText(input) === 'Sold out').toBe(text === 'Sold Out');
        },
      ),
    );
  });
});
