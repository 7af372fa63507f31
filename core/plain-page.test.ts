import { describe, expect, it } from 'vitest';
import { isLightWorker, LIGHT_WORKER_URL, lightPrecacheOf, offlineTextsOf, parsePlainPageData } from './plain-page';

const offline = { notice: 'n', needsNetwork: 'nn', formWaits: 'fw', backOnline: 'bo' };

describe('a plain page’s data (decision 089)', () => {
  it('reads the page’s language, product, heading and texts', () => {
    expect(parsePlainPageData(JSON.stringify({ lang: 'bn', productId: 64, recentHeading: 'Seen', offline }))).toEqual({ lang: 'bn', productId: 64, recentHeading: 'Seen', offline });
    expect(parsePlainPageData(JSON.stringify({ lang: 'en', productId: null, recentHeading: null, offline }))).toEqual({ lang: 'en', productId: null, recentHeading: null, offline });
  });

  it('reads any other language as English, and an empty or odd heading as none', () => {
    for (const [lang, recentHeading] of [['fr', ''], [undefined, 3], ['EN', undefined]] as const) {
      expect(parsePlainPageData(JSON.stringify({ lang, productId: 1, recentHeading, offline }))).toMatchObject({ lang: 'en', recentHeading: null });
    }
  });

  it('takes no product from anything but a positive whole number', () => {
    for (const productId of [0, -3, 1.5, '64', Number.MAX_SAFE_INTEGER + 2, undefined]) {
      expect(parsePlainPageData(JSON.stringify({ productId, offline }))?.productId).toBeNull();
    }
  });

  it('is no data when it is missing, not JSON, or not in its shape', () => {
    for (const text of [null, undefined, '', '{', 'null', '42', '"text"', JSON.stringify({ productId: 1 }), JSON.stringify({ productId: 1, offline: null }), JSON.stringify({ productId: 1, offline: { ...offline, backOnline: 3 } })]) {
      expect(parsePlainPageData(text)).toBeNull();
    }
  });

  it('keeps only the four texts', () => {
    expect(parsePlainPageData(JSON.stringify({ productId: 1, offline: { ...offline, extra: 'x' } }))?.offline).toEqual(offline);
  });

  it('asks the translator for the connection notices’ texts', () => {
    expect(offlineTextsOf((id) => `[${id}]`)).toEqual({ notice: '[offline.notice]', needsNetwork: '[offline.needsNetwork]', formWaits: '[offline.formWaits]', backOnline: '[offline.backOnline]' });
  });
});

describe('the plain pages’ service worker (decision 089)', () => {
  it('is /sw.js told so, and only that', () => {
    expect(isLightWorker(`https://shop.example${LIGHT_WORKER_URL}`)).toBe(true);
    expect(isLightWorker('https://shop.example/sw.js')).toBe(false);
    expect(isLightWorker('https://shop.example/sw.js?data=full')).toBe(false);
  });

  it('precaches the build but its app scripts, keeping the plain page’s own', () => {
    const list = ['/assets/app-1.css', '/assets/shell-2.js', '/assets/root-3.js', '/assets/plain-page-abc123.js', '/icons/sprite-2.svg', '/fonts/taka-regular.woff2', '/assets/x.mjs'].map((url) => ({ url, revision: null }));
    expect(lightPrecacheOf(list).map((e) => e.url)).toEqual(['/assets/app-1.css', '/assets/plain-page-abc123.js', '/icons/sprite-2.svg', '/fonts/taka-regular.woff2']);
  });
});
