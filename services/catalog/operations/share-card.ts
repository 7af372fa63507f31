// A product's link preview (issue 29 item 5): what its card says, the picture it shows, and
// the address of the card, versioned by everything drawn on it — a new name, price, picture,
// shop name, colour or logo is a new address, so a preview cached for long is never stale.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { themeVariables } from '../../../core/color-contrast';
import { translator } from '../../../core/i18n/compile';
import type { Lang } from '../../../core/i18n/lang';
import type { ShareCardText } from '../../../core/share-card';
import type { Shop } from '../../../db/schema';
import type { ProductDetail } from '../catalog-types';

/** The price as the card reads it: one price, or the range of a variant product's combinations (takaRange orders its ends and reads one price when they are equal). */
function priceText(p: ProductDetail, lang: Lang): string {
  const { taka, takaRange } = translator(lang);
  const { minSellPrice, maxSellPrice, sellPrice } = p.pricing;
  return p.hasVariant && minSellPrice !== undefined && maxSellPrice !== undefined ? takaRange(minSellPrice, maxSellPrice) : taka(sellPrice);
}

export function shareCardText(p: ProductDetail, shop: Pick<Shop, 'shop_name' | 'theme_primary_color'>, lang: Lang): ShareCardText {
  const colours = themeVariables(shop.theme_primary_color);
  return { name: p.name, price: priceText(p, lang), shopName: shop.shop_name, background: colours['--theme-primary']!, foreground: colours['--theme-on-primary']! };
}

/** The largest picture of the product we store (a path under /uploads/), or null. */
export function sharePicturePath(p: ProductDetail): string | null {
  const first = p.gallery.find((g) => g.type === 'image');
  return first?.zoomImage ?? first?.normalImage ?? p.image.grid ?? null;
}

/** The file of an /uploads/ path under UPLOADS_DIR; null for another site's picture or a path that leaves the folder. */
export function uploadsFile(uploadsDir: string, path: string | null): string | null {
  if (!path?.startsWith('/uploads/')) return null;
  const rest = path.slice('/uploads/'.length).split('?')[0]!;
  if (!rest || rest.split('/').some((part) => part === '' || part === '.' || part === '..') || rest.includes('\\')) return null;
  return join(uploadsDir, rest);
}

export function shareCardVersion(p: ProductDetail, shop: Pick<Shop, 'shop_name' | 'theme_primary_color' | 'logo'>, lang: Lang): string {
  const text = shareCardText(p, shop, lang);
  return createHash('sha256').update(JSON.stringify([text, sharePicturePath(p), shop.logo ?? ''])).digest('hex').slice(0, 12);
}

/** The card's address on the shop's host, in the page's language. */
export function shareCardPath(p: ProductDetail, shop: Pick<Shop, 'shop_name' | 'theme_primary_color' | 'logo'>, lang: Lang): string {
  return `/share-cards/products/${p.id}-${lang}.jpg?v=${shareCardVersion(p, shop, lang)}`;
}
