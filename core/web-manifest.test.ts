import { describe, expect, it } from 'vitest';
import { APP_ICON_SIZES, appIconPath, initialOf, letterMarkSvg, parseAppIconName, shortNameOf, webManifest, SHORT_NAME_MAX } from './web-manifest';

describe('web manifest', () => {
  it('keeps a short name whole, else its first word, else cuts it by whole characters', () => {
    expect(shortNameOf('  Bazar  ')).toBe('Bazar');
    expect(shortNameOf('Rongdhonu Fashion House')).toBe('Rongdhonu');
    expect(shortNameOf('Supercalifragilistic Shop')).toBe('Supercalifra');
    expect([...shortNameOf('রংধনুফ্যাশনহাউসবাংলাদেশ')].length).toBe(SHORT_NAME_MAX);
    expect(shortNameOf('Dokan   of  Dhaka')).toBe('Dokan');
    expect(shortNameOf('Dokan  Dhaka')).toBe('Dokan Dhaka');
  });

  it('takes the first letter or digit for a letter mark, H without one', () => {
    expect(initialOf('bazar')).toBe('B');
    expect(initialOf('  ★ 7 Star')).toBe('7');
    expect(initialOf('রংধনু')).toBe('র');
    expect(initialOf('')).toBe('H');
  });

  it('draws the letter mark rounded (the favicon) or square (an app icon), never with markup from the name', () => {
    const rounded = letterMarkSvg('<b>ড্রেস', '#123456', '#ffffff', { rounded: true });
    expect(rounded).toContain('rx="7" fill="#123456"');
    expect(rounded).toContain('>B</text>');
    expect(rounded).not.toContain('<b>');
    expect(letterMarkSvg('ড্রেস', '#123456', '#ffffff', { rounded: false })).toContain('<rect width="32" height="32" fill="#123456"/>');
  });

  it('names icon files both ways and refuses others', () => {
    expect(appIconPath('any', 192, 'a b')).toBe('/app-icons/icon-192.png?v=a%20b');
    expect(appIconPath('maskable', 512, '1')).toBe('/app-icons/maskable-512.png?v=1');
    expect(parseAppIconName('icon-192.png')).toEqual({ purpose: 'any', size: 192 });
    expect(parseAppIconName('maskable-512.png')).toEqual({ purpose: 'maskable', size: 512 });
    expect(parseAppIconName('icon-100.png')).toBeNull();
    expect(parseAppIconName('../icon-192.png')).toBeNull();
    expect(parseAppIconName('icon-192.svg')).toBeNull();
  });

  it('describes an installable app: name, colour, standalone, every icon size and purpose, two shortcuts', () => {
    const m = webManifest({ name: ' Rongdhonu Fashion House ', lang: 'bn', themeColor: '#e8138c', iconVersion: 'v1' }, { cart: 'কার্ট', account: 'আমার অ্যাকাউন্ট' });
    expect(m).toMatchObject({ id: '/', name: 'Rongdhonu Fashion House', short_name: 'Rongdhonu', lang: 'bn-BD', start_url: '/', scope: '/', display: 'standalone', theme_color: '#e8138c', background_color: '#ffffff' });
    expect(m.icons).toHaveLength(APP_ICON_SIZES.length * 2);
    expect(m.icons).toContainEqual({ src: '/app-icons/icon-512.png?v=v1', sizes: '512x512', type: 'image/png', purpose: 'any' });
    expect(m.icons).toContainEqual({ src: '/app-icons/maskable-192.png?v=v1', sizes: '192x192', type: 'image/png', purpose: 'maskable' });
    expect(m.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['কার্ট', '/customer/cart'],
      ['আমার অ্যাকাউন্ট', '/customer/dashboard'],
    ]);
    expect(webManifest({ name: 'Bazar', lang: 'en', themeColor: '#123456', iconVersion: 'x' }, { cart: 'Cart', account: 'My Account' }).lang).toBe('en');
  });
});
