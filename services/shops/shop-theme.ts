// A shop's colours for the page, computed on the server so the colour rules (core/
// color-contrast) never ship to the browser: the CSS variables for <html>, the favicon, and
// the footer's social-link backgrounds darkened for white text at 4.5:1.
import { darkenForText, normalizeThemeColor, themeVariables } from '../../core/color-contrast';
import { letterMarkSvg } from '../../core/web-manifest';
import type { ShopLayout } from './operations/get-shop-layout';

export interface ShopTheme {
  variables: Record<string, string>;
  icon: string;
}

/** An inline SVG icon: the shop's initial on its colour (no extra request, no 404). */
export function shopIcon(name: string, background: string, foreground: string): string {
  return `data:image/svg+xml,${encodeURIComponent(letterMarkSvg(name, background, foreground, { rounded: true }))}`;
}

export function shopTheme(layout: Pick<ShopLayout, 'shopInfo'>): ShopTheme {
  const variables = themeVariables(layout.shopInfo.theme_primary_color);
  return { variables, icon: shopIcon(layout.shopInfo.shop_name, variables['--theme-primary'], variables['--theme-on-primary']) };
}

/** The footer's social links' own colours, darkened where white text would not read at 4.5:1. */
export function socialLinkBackgrounds(links: ShopLayout['social_links']): string[] {
  return links.map((l) => darkenForText(normalizeThemeColor(l.bgColor, '#374151')));
}
