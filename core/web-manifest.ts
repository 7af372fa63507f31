// A shop's web app manifest (issue 29 item 1): what a phone needs to install the shop as an app
// — its name, a short name for the home screen, its colour, icons in the sizes browsers ask
// for, the start page and two shortcuts. Pure: the server fills in the shop and serves it at
// /manifest.webmanifest (server/app-files.ts); the icons are made from the shop's logo, or a
// letter mark without one (services/shops/render-app-icon.ts).

/** The icon sizes a manifest lists: Android's home screen (192) and splash screen (512). */
export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];
export type AppIconPurpose = 'any' | 'maskable';

/** How long a home-screen label may be before launchers cut it (Chromium shows about 12 characters). */
export const SHORT_NAME_MAX = 12;

/** `/app-icons/icon-192.png`, `/app-icons/maskable-512.png`: the path of one icon (a version in the query, so a new logo is fetched again). */
export function appIconPath(purpose: AppIconPurpose, size: AppIconSize, version: string): string {
  return `/app-icons/${purpose === 'any' ? 'icon' : 'maskable'}-${size}.png?v=${encodeURIComponent(version)}`;
}

/** An icon's file name as the route reads it, or null when it is not one of ours. */
export function parseAppIconName(name: string): { purpose: AppIconPurpose; size: AppIconSize } | null {
  const m = /^(icon|maskable)-(\d+)\.png$/.exec(name);
  if (!m) return null;
  const size = Number(m[2]);
  if (!(APP_ICON_SIZES as readonly number[]).includes(size)) return null;
  return { purpose: m[1] === 'icon' ? 'any' : 'maskable', size: size as AppIconSize };
}

/**
 * The home-screen label: the whole name when it fits, else its first word when that fits, else
 * the name cut at the limit (whole characters, so a Bangla name is never cut inside a letter).
 */
export function shortNameOf(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const chars = [...trimmed];
  if (chars.length <= SHORT_NAME_MAX) return trimmed;
  const first = trimmed.split(' ')[0]!;
  if ([...first].length <= SHORT_NAME_MAX) return first;
  return chars.slice(0, SHORT_NAME_MAX).join('');
}

/** The letter of a letter-mark icon: the name's first letter or digit, upper case ('H' for a name without one). */
export function initialOf(name: string): string {
  const first = [...name.trim()].find((ch) => /[\p{L}\p{N}]/u.test(ch));
  return (first ?? 'H').toUpperCase();
}

/**
 * The shop's letter mark: its initial (a letter or digit, never markup) on its colour — the
 * favicon, rounded, and the app icon without a logo, square to the edges (services/shops/shop-theme.ts, services/shops/app-icons.ts).
 */
export function letterMarkSvg(name: string, background: string, foreground: string, { rounded }: { rounded: boolean }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"${rounded ? ' rx="7"' : ''} fill="${background}"/><text x="16" y="23" font-family="DejaVu Sans, Noto Sans Bengali, sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${foreground}">${initialOf(name)}</text></svg>`;
}

export interface ManifestShop {
  name: string;
  lang: 'en' | 'bn';
  themeColor: string;
  /** Changes when the icons change (the logo, the colour): icons are cached for long. */
  iconVersion: string;
}

export interface ManifestTexts {
  cart: string;
  account: string;
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: 'image/png'; purpose: AppIconPurpose }>;
  shortcuts: Array<{ name: string; url: string; icons: Array<{ src: string; sizes: string; type: 'image/png' }> }>;
}

export function webManifest(shop: ManifestShop, texts: ManifestTexts): WebManifest {
  const icons = APP_ICON_SIZES.flatMap((size) =>
    (['any', 'maskable'] as const).map((purpose) => ({ src: appIconPath(purpose, size, shop.iconVersion), sizes: `${size}x${size}`, type: 'image/png' as const, purpose })),
  );
  const shortcutIcon = [{ src: appIconPath('any', 192, shop.iconVersion), sizes: '192x192', type: 'image/png' as const }];
  return {
    id: '/',
    name: shop.name.trim(),
    short_name: shortNameOf(shop.name),
    lang: shop.lang === 'bn' ? 'bn-BD' : 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: shop.themeColor,
    background_color: '#ffffff',
    icons,
    shortcuts: [
      { name: texts.cart, url: '/customer/cart', icons: shortcutIcon },
      { name: texts.account, url: '/customer/dashboard', icons: shortcutIcon },
    ],
  };
}
