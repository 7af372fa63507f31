import { describe, expect, it } from 'vitest';
import { sellerMessages } from './seller-messages';

describe('the console texts that take a status', () => {
  it('names both statuses of a refused move and the status an order moved to', () => {
    expect(sellerMessages.moveRefused('delivered', 'pending')).toBe('An order that is delivered cannot be moved to pending');
    expect(sellerMessages.moved('shipped')).toBe('The order is now shipped');
  });
  it('writes every fixed text as a sentence without a trailing full stop', () => {
    for (const text of Object.values(sellerMessages)) {
      if (typeof text !== 'string') continue;
      expect(text).toMatch(/^[A-Z]/);
      expect(text).not.toMatch(/\.$/);
    }
  });
});
