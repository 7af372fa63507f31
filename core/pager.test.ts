import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_PAGE_SIZE, clampPage, pageCount, pageOffset, pagerText, parsePageParam } from './pager';

describe('pager (spec §2)', () => {
  it('has a default page size of 10', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });
  it('says there is nothing to show when the total is 0', () => {
    expect(pagerText(1, 10, 0)).toBe('There is no item to show');
    expect(pagerText(3, 10, -5)).toBe('There is no item to show');
  });
  it('shows "Showing {start} to {end} of {total}"', () => {
    expect(pagerText(1, 10, 42)).toBe('Showing 1 to 10 of 42');
    expect(pagerText(2, 10, 42)).toBe('Showing 11 to 20 of 42');
    expect(pagerText(5, 10, 42)).toBe('Showing 41 to 42 of 42');
    expect(pagerText(1, 10, 3)).toBe('Showing 1 to 3 of 3');
  });
  it('clamps a page outside the list and repairs an invalid page size', () => {
    expect(pagerText(99, 10, 42)).toBe('Showing 41 to 42 of 42');
    expect(pagerText(0, 10, 42)).toBe('Showing 1 to 10 of 42');
    expect(pagerText(1, 0, 42)).toBe('Showing 1 to 10 of 42');
    expect(pagerText(1, Number.NaN, 5)).toBe('Showing 1 to 5 of 5');
  });
  it('counts pages, an empty list having one page', () => {
    expect(pageCount(42)).toBe(5);
    expect(pageCount(40, 10)).toBe(4);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(7, 3)).toBe(3);
  });
  it('clamps pages and computes offsets', () => {
    expect(clampPage(7, 10, 42)).toBe(5);
    expect(clampPage(-1, 10, 42)).toBe(1);
    expect(clampPage(3, 10, 42)).toBe(3);
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
    expect(pageOffset(0, 10)).toBe(0);
  });
  it('reads ?page= values, anything invalid being page 1', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(' 12 ')).toBe(12);
    expect(parsePageParam(4)).toBe(4);
    for (const value of ['0', '-2', '1.5', 'abc', '', '2abc', '9999999999', 2.5, Number.NaN, null, undefined, ['2']]) {
      expect(parsePageParam(value)).toBe(1);
    }
  });
  it('every clamped page shows a window inside 1..total', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 200 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 2000 }), (page, size, total) => {
        const match = /^Showing (\d+) to (\d+) of (\d+)$/.exec(pagerText(page, size, total));
        expect(match).not.toBeNull();
        const [start, end, all] = match!.slice(1).map(Number);
        expect(all).toBe(total);
        expect(start).toBeGreaterThanOrEqual(1);
        expect(start).toBeLessThanOrEqual(end);
        expect(end).toBeLessThanOrEqual(total);
        expect(end - start + 1).toBeLessThanOrEqual(size);
        expect(start).toBe(pageOffset(clampPage(page, size, total), size) + 1);
      }),
    );
  });
});
