// GET /share-cards/products/{id}-{lang}.jpg (server/app-files.ts): the link preview of a published
// product of the host's shop, in that language (issue 29 item 5). Made once per product
// version and kept in memory (about 40–60 KB each, at most CARD_CACHE_SIZE of them); a hidden
// or unknown product is not found, like its page.
import { readFile } from 'node:fs/promises';
import { SHARE_CARD, shareCardPanelSvg } from '../../core/share-card';
import { letterMarkSvg } from '../../core/web-manifest';
import { shopLogoFile } from '../shops/operations/shop-logo-file';
import type { Lang } from '../../core/i18n/lang';
import { sharpImages as images } from '../adapters/images';
import type { Ctx } from '../context';
import { getProductDetail } from './operations/product-detail';
import { shareCardText, shareCardVersion, sharePicturePath, uploadsFile } from './operations/share-card';

const CARD_CACHE_SIZE = 200;
const cards = new Map<string, Buffer>();

export async function getProductShareCard(ctx: Ctx, productId: number, lang: Lang): Promise<{ jpeg: Buffer; version: string }> {
  const inLang: Ctx = { ...ctx, request: { ...ctx.request, lang } };
  const product = await getProductDetail(inLang, productId);
  const version = shareCardVersion(product, ctx.shop, lang);
  const key = `${ctx.shop.id}|${product.id}|${lang}|${version}`;
  const cached = cards.get(key);
  if (cached) return { jpeg: cached, version };
  const file = uploadsFile(ctx.deps.uploadsDir, sharePicturePath(product));
  const picture = file ? await readFile(file).catch(() => null) : null;
  const text = shareCardText(product, ctx.shop, lang);
  const panel = Buffer.from(shareCardPanelSvg(text));
  const box = { width: SHARE_CARD.width, height: SHARE_CARD.height, pictureWidth: SHARE_CARD.picture };
  // The shop's logo, or its letter mark (its initial in its colour) when it has none that reads.
  const logoFile = shopLogoFile(ctx.deps.uploadsDir, ctx.shop);
  const logoBytes = (logoFile ? await readFile(logoFile).catch(() => null) : null) ?? Buffer.from(letterMarkSvg(ctx.shop.shop_name, '#ffffff', text.background, { rounded: false }));
  const logo = { source: logoBytes, ...SHARE_CARD.logo };
  // A picture that no longer reads: the card without it, rather than no preview at all.
  const jpeg = await images.shareCard(picture, panel, box, logo).catch(() => images.shareCard(null, panel, box, logo));
  if (cards.size >= CARD_CACHE_SIZE) cards.delete(cards.keys().next().value!);
  cards.set(key, jpeg);
  return { jpeg, version };
}
