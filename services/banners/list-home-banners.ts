// The console's Banners page and POST /api/seller/home-banners (decision 067): every slide
// (showing now or not, with its window), every category tile, and the shop's categories to
// pick a tile's from. The owner's.
import { listCategories } from '../../db/category.repository';
import { listHomeSlides, listHomeTiles } from '../../db/home-banner.repository';
import { localName } from '../../core/i18n/local-name';
import { slideShowing } from '../../core/home-banners';
import { requireOwner } from '../actors';
import { langOf, type Ctx } from '../context';
import { slideView, tileView, type SlideView, type TileView } from './banner-views';

export interface HomeBannersForOwner {
  slides: Array<SlideView & { showing: boolean }>;
  tiles: TileView[];
  categories: Array<{ id: number; name: string }>;
}

export async function listHomeBanners(ctx: Ctx): Promise<HomeBannersForOwner> {
  requireOwner(ctx);
  const lang = langOf(ctx);
  const now = ctx.clock.now();
  const [slides, tiles, categories] = await Promise.all([listHomeSlides(ctx.db, ctx.shop.id), listHomeTiles(ctx.db, ctx.shop.id), listCategories(ctx.db, ctx.shop.id)]);
  return {
    slides: slides.map((s) => ({ ...slideView(s), showing: slideShowing(s, now) })),
    tiles: tiles.map((t) => tileView(t, lang)),
    categories: categories.map((c) => ({ id: c.id, name: localName(lang, c.name, c.name_bn) })),
  };
}
