// A shop's colours for the page, computed on the server so the colour rules (core/
// color-contrast) never ship to the browser: the CSS variables for <html>, the favicon, and
// the footer's social-link backgrounds darkened for white text at 4.5:1.
import { darkenForText, normalizeThemeColor, themeVariables } from '../../core/color-contrast';
import type { ShopLayout } from './operations/get-shop-layout';

export interface ShopTheme {
  variables: Record<string, string>;
  icon: string;
  socialBackgrounds: string[];
}

/** An inline SVG icon: the shop's initial on its colour (no extra request, no 404). */
export function shopIcon(name: string, background: string, foreground: string): string {
  const initial = (name.trim()[0] ?? 'h').toUpperCase().replace(/[<>&"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${background}"/><text x="16" y="23" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${foreground}">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function shopTheme(layout: Pick<ShopLayout, 'shopInfo' | 'social_links'>): ShopTheme {
  const variables = themeVariables(layout.shopInfo.theme_primary_color);
  return {
    variables,
    icon: shopIcon(layout.shopInfo.shop_name, variables['--theme-primary'], variables['--theme-on-primary']),
    socialBackgrounds: layout.social_links.map((l) => darkenForText(normalizeThemeColor(l.bgColor, '#374151'))),
  };
}
