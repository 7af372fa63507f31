import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_MAX, clampViewedAt, mergeViewed, parseDeviceList, recordView, withoutProduct, type ViewedEntry } from './recently-viewed';

const v = (productId: number, viewedAt: number): ViewedEntry => ({ productId, viewedAt });
const ids = (list: ViewedEntry[]) => list.map((e) => e.productId);

describe('mergeViewed', () => {
  it('joins the device list and the account list newest first', () => {
    const device = [v(3, 300), v(1, 100)];
    const account = [v(4, 400), v(2, 200)];
    expect(ids(mergeViewed([device, account]))).toEqual([4, 3, 2, 1]);
  });

  it('keeps each product once, at its latest view', () => {
    const merged = mergeViewed([[v(1, 100), v(2, 200)], [v(1, 500), v(2, 150)]]);
    expect(merged).toEqual([v(1, 500), v(2, 200)]);
  });

  it('keeps the earlier view when a later list has an older one', () => {
    expect(mergeViewed([[v(7, 900)], [v(7, 100)]])).toEqual([v(7, 900)]);
  });

  it('caps at 20 by default, dropping the oldest', () => {
    const many = Array.from({ length: 30 }, (_, i) => v(i + 1, i + 1));
    const merged = mergeViewed([many]);
    expect(merged).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(merged[0]).toEqual(v(30, 30));
    expect(merged.at(-1)).toEqual(v(11, 11));
  });

  it('caps at a given size, never below nothing', () => {
    expect(ids(mergeViewed([[v(1, 1), v(2, 2), v(3, 3)]], 2))).toEqual([3, 2]);
    expect(mergeViewed([[v(1, 1)]], -1)).toEqual([]);
  });

  it('keeps the given order for equal times and copies the entries', () => {
    const first = v(5, 10);
    const merged = mergeViewed([[first, v(6, 10)], []]);
    expect(ids(merged)).toEqual([5, 6]);
    expect(merged[0]).not.toBe(first);
  });

  it('gives nothing for no lists', () => {
    expect(mergeViewed([])).toEqual([]);
  });
});

describe('recordView', () => {
  it('puts the opened product first and drops its earlier view', () => {
    expect(recordView([v(2, 20), v(1, 10)], 1, 30)).toEqual([v(1, 30), v(2, 20)]);
  });

  it('keeps at most 20', () => {
    const full = Array.from({ length: 20 }, (_, i) => v(i + 1, 100 - i));
    const after = recordView(full, 99, 200);
    expect(after).toHaveLength(20);
    expect(after[0]).toEqual(v(99, 200));
    expect(ids(after)).not.toContain(20);
  });
});

describe('withoutProduct', () => {
  it('leaves out the product being looked at', () => {
    expect(withoutProduct([v(1, 2), v(2, 1)], 1)).toEqual([v(2, 1)]);
  });

  it('leaves the list whole without a product', () => {
    expect(withoutProduct([v(1, 2)], null)).toEqual([v(1, 2)]);
  });
});

describe('clampViewedAt', () => {
  const now = Date.UTC(2026, 11, 3);

  it('keeps a time in the past', () => {
    expect(clampViewedAt(now - 5000, now)).toBe(now - 5000);
  });

  it('brings a time ahead of the server back to now', () => {
    expect(clampViewedAt(now + 86_400_000, now)).toBe(now);
  });

  it('raises a time before 2000 and drops fractions', () => {
    expect(clampViewedAt(5, now)).toBe(Date.UTC(2000, 0, 1));
    expect(clampViewedAt(now - 0.5, now)).toBe(now - 1);
  });
});

describe('parseDeviceList', () => {
  it('reads a stored list in the rules order', () => {
    expect(parseDeviceList(JSON.stringify([v(1, 10), v(2, 20), v(1, 5)]))).toEqual([v(2, 20), v(1, 10)]);
  });

  it('gives nothing for nothing, bad JSON or not a list', () => {
    expect(parseDeviceList(null)).toEqual([]);
    expect(parseDeviceList('')).toEqual([]);
    expect(parseDeviceList('{not json')).toEqual([]);
    expect(parseDeviceList('{"productId":1}')).toEqual([]);
  });

  it('skips entries that are not views', () => {
    const raw = JSON.stringify([null, 3, 'x', { productId: 0, viewedAt: 1 }, { productId: 1.5, viewedAt: 1 }, { productId: 2 }, { productId: 3, viewedAt: 'x' }, { productId: 4, viewedAt: -1 }, { productId: 5, viewedAt: 50 }]);
    expect(parseDeviceList(raw)).toEqual([v(5, 50)]);
  });
});
