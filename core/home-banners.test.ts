import { describe, expect, it } from 'vitest';
import {
  isExternalLink,
  nextSlideChange,
  readBannerLink,
  readShopDateTime,
  sharedForMs,
  shopDateTimeInput,
  showingSlides,
  slideImagePath,
  slideShowing,
  tileImagePath,
} from './home-banners';

const at = (iso: string) => Date.parse(iso);
const slide = (starts_at: string | null, ends_at: string | null) => ({ starts_at, ends_at });

describe('home slides in their time window', () => {
  it('shows a slide from its start (inclusive) to its end (exclusive); no start or no end is open', () => {
    const s = slide('2026-12-03T10:00:00.000Z', '2026-12-03T12:00:00.000Z');
    expect(slideShowing(s, at('2026-12-03T09:59:59.999Z'))).toBe(false);
    expect(slideShowing(s, at('2026-12-03T10:00:00.000Z'))).toBe(true);
    expect(slideShowing(s, at('2026-12-03T11:59:59.999Z'))).toBe(true);
    expect(slideShowing(s, at('2026-12-03T12:00:00.000Z'))).toBe(false);
    expect(slideShowing(slide(null, null), 0)).toBe(true);
    expect(slideShowing(slide(null, '2026-12-03T12:00:00.000Z'), at('2026-01-01T00:00:00Z'))).toBe(true);
    expect(slideShowing(slide('2026-12-03T12:00:00.000Z', null), at('2027-01-01T00:00:00Z'))).toBe(true);
  });

  it('keeps the order of the slides that show', () => {
    const a = { id: 1, ...slide(null, null) };
    const b = { id: 2, ...slide('2030-01-01T00:00:00Z', null) };
    const c = { id: 3, ...slide(null, '2030-01-01T00:00:00Z') };
    expect(showingSlides([a, b, c], at('2026-12-03T00:00:00Z')).map((s) => s.id)).toEqual([1, 3]);
  });

  it('finds the next start or end after now, and none when nothing changes again', () => {
    const now = at('2026-12-03T10:00:00Z');
    const slides = [slide('2026-12-03T09:00:00Z', '2026-12-03T15:00:00Z'), slide('2026-12-03T11:30:00Z', null), slide(null, '2026-12-03T10:00:00Z')];
    expect(nextSlideChange(slides, now)).toBe(at('2026-12-03T11:30:00Z'));
    expect(nextSlideChange([slide(null, null), slide('2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z')], now)).toBeNull();
    expect(nextSlideChange([], now)).toBeNull();
  });

  it('shares a page until the next change, at most the longest and at least 1 ms', () => {
    const now = at('2026-12-03T10:00:00Z');
    expect(sharedForMs([slide('2026-12-03T10:00:20Z', null)], now, 60_000)).toBe(20_000);
    expect(sharedForMs([slide('2026-12-03T11:00:00Z', null)], now, 60_000)).toBe(60_000);
    expect(sharedForMs([slide(null, null)], now, 60_000)).toBe(60_000);
    expect(sharedForMs([slide('2026-12-03T10:00:01Z', null)], now + 999.5, 60_000)).toBe(1);
  });
});

describe('a slide link', () => {
  it('takes a path on the shop or an http(s) address, trimmed', () => {
    expect(readBannerLink(' /deals/eid-sale ')).toBe('/deals/eid-sale');
    expect(readBannerLink('/products/category/saree?sort=new#top')).toBe('/products/category/saree?sort=new#top');
    expect(readBannerLink('https://example.com/x')).toBe('https://example.com/x');
    expect(readBannerLink('HTTP://example.com')).toBe('HTTP://example.com');
  });

  it('refuses anything else', () => {
    for (const bad of ['', '   ', '//evil.example', 'javascript:alert(1)', 'deals/x', '/a b', '/a\\b', '/a\u0000', 'https://', 'http://[x', `/${'a'.repeat(500)}`, 5, null, undefined]) {
      expect(readBannerLink(bad), String(bad)).toBeNull();
    }
  });

  it('tells an outside link from a path', () => {
    expect(isExternalLink('/x')).toBe(false);
    expect(isExternalLink('https://example.com')).toBe(true);
  });
});

describe('times in the console', () => {
  it('reads a wall-clock time as Bangladesh time, an instant with its zone, nothing as none', () => {
    expect(readShopDateTime('2026-12-03T14:30')).toBe('2026-12-03T08:30:00.000Z');
    expect(readShopDateTime('2026-12-03 00:15')).toBe('2026-12-02T18:15:00.000Z');
    expect(readShopDateTime('2026-12-03T14:30:00Z')).toBe('2026-12-03T14:30:00.000Z');
    expect(readShopDateTime('2026-12-03T14:30:00+06:00')).toBe('2026-12-03T08:30:00.000Z');
    expect(readShopDateTime('')).toBeNull();
    expect(readShopDateTime('  ')).toBeNull();
    expect(readShopDateTime(null)).toBeNull();
    expect(readShopDateTime(undefined)).toBeNull();
  });

  it('refuses what is not a time', () => {
    for (const bad of ['2026-02-31T10:00', '2026-12-03T24:00', '2026-12-03T10:60', 'tomorrow', '2026-13-45T99:99:99Z', 12, {}]) {
      expect(readShopDateTime(bad), String(bad)).toBeUndefined();
    }
  });

  it('shows an instant back in the form, in Bangladesh time', () => {
    expect(shopDateTimeInput('2026-12-03T08:30:00.000Z')).toBe('2026-12-03T14:30');
    expect(shopDateTimeInput(null)).toBe('');
    expect(shopDateTimeInput('nonsense')).toBe('');
    expect(shopDateTimeInput(readShopDateTime('2027-01-01T05:45')!)).toBe('2027-01-01T05:45');
  });
});

describe('picture paths', () => {
  it('names the stored renditions, and keeps a URL as it is', () => {
    expect(slideImagePath('ab12.webp', 'small')).toBe('/uploads/banners/small/ab12.webp');
    expect(slideImagePath('ab12.webp', 'large')).toBe('/uploads/banners/large/ab12.webp');
    expect(slideImagePath('https://cdn.example/x.jpg', 'small')).toBe('https://cdn.example/x.jpg');
    expect(tileImagePath('cd34.webp')).toBe('/uploads/tiles/cd34.webp');
    expect(tileImagePath('http://cdn.example/y.png')).toBe('http://cdn.example/y.png');
  });
});
