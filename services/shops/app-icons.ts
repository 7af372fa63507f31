// A shop as an installable app (issue 29 item 1): its web app manifest and its icons. The icons
// are made from the shop's logo (UPLOADS_DIR/logos, as the console and the import store it),
// fitted whole on white — inside the safe zone for a "maskable" icon, which launchers crop to a
// circle or a rounded square — or, for a shop without a logo (or with one on another site), a
// letter mark: the shop's initial on its colour. Each icon is rendered once per shop, logo and
// colour and kept in memory (a few KB each, at most ICON_CACHE_SIZE of them).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { themeVariables } from '../../core/color-contrast';
import { translator } from '../../core/i18n/compile';
import { parseLang } from '../../core/i18n/lang';
import { initialOf, letterMarkSvg, webManifest, type AppIconPurpose, type AppIconSize, type WebManifest } from '../../core/web-manifest';
import type { Shop } from '../../db/schema';
import { sharpImages as images } from '../adapters/images';
import type { Ctx } from '../context';
import { shopLogoFile } from './operations/shop-logo-file';

const ICON_CACHE_SIZE = 400;
const icons = new Map<string, Buffer>();

function themeColorOf(shop: Shop): string {
  return themeVariables(shop.theme_primary_color)['--theme-primary']!;
}

/** The letter mark, as the favicon draws it but square to the edges (its colour fills the icon, so it is maskable as it is). */
function letterMark(shop: Shop): Buffer {
  const variables = themeVariables(shop.theme_primary_color);
  return Buffer.from(letterMarkSvg(shop.shop_name, variables['--theme-primary']!, variables['--theme-on-primary']!, { rounded: false }));
}

/** Changes whenever an icon would: the logo, the colour, the initial. */
export function appIconVersion(shop: Shop): string {
  return createHash('sha256').update(`${shop.logo ?? ''}|${themeColorOf(shop)}|${initialOf(shop.shop_name)}`).digest('hex').slice(0, 12);
}

/** The shop's manifest, in the shop's default language (a browser fetches it without the visitor's cookies). */
export function getWebManifest(ctx: Ctx): WebManifest {
  const shop = ctx.shop;
  const lang = parseLang(shop.default_language) ?? 'en';
  const { t } = translator(lang);
  return webManifest({ name: shop.shop_name, lang, themeColor: themeColorOf(shop), iconVersion: appIconVersion(shop) }, { cart: t('cart.title'), account: t('layout.myAccount') });
}

/** One icon of the shop as PNG bytes. */
export async function getAppIcon(ctx: Ctx, purpose: AppIconPurpose, size: AppIconSize): Promise<Buffer> {
  const shop = ctx.shop;
  const key = `${shop.id}|${appIconVersion(shop)}|${purpose}|${size}`;
  const cached = icons.get(key);
  if (cached) return cached;
  const file = shopLogoFile(ctx.deps.uploadsDir, shop);
  const logo = file ? await readFile(file).catch(() => null) : null;
  let png: Buffer | null = null;
  if (logo) {
    // A maskable icon's picture stays inside the central 80 % circle: 10 % + a little on each side.
    const inset = Math.round(size * (purpose === 'maskable' ? 0.16 : 0.06));
    png = await images.squarePng(logo, { size, inset, background: '#ffffff' }).catch(() => null);
  }
  // No logo, or one that no longer reads: the letter mark.
  png ??= await images.squarePng(letterMark(shop), { size, inset: 0, background: themeColorOf(shop) });
  if (icons.size >= ICON_CACHE_SIZE) icons.delete(icons.keys().next().value!);
  icons.set(key, png);
  return png;
}
