// The home page's slides and category tiles (issue 28 item 3; decision 067): the slides whose
// window holds now, in the owner's order, and every tile — the same for every shopper. The
// page is shared per catalog version (server/response-cache.ts), and a slide's start or end
// changes no version: `sharedForMs` is how long the page built now may be shared — until the
// next start or end (the cache keeps its own maximum too) — so a slide shows (or goes) at its
// time, not up to a minute later.
import { sharedForMs, showingSlides } from '../../core/home-banners';
import { localName } from '../../core/i18n/local-name';
import { listHomeSlides, listHomeTiles } from '../../db/home-banner.repository';
import { langOf, type Ctx } from '../context';
import { slideView, tileView, type TileView } from './banner-views';

export interface HomeSlideShown {
  id: number;
  /** In the page's language: the picture's text alternative and the link's name. */
  title: string;
  link: string;
  image: { small: string; large: string };
}

export interface HomeBanners {
  slides: HomeSlideShown[];
  tiles: TileView[];
  /** How long a page showing these may be shared (ms; a day when no slide changes again). */
  sharedForMs: number;
}

const A_DAY_MS = 24 * 60 * 60 * 1000;

export async function getHomeBanners(ctx: Ctx): Promise<HomeBanners> {
  const lang = langOf(ctx);
  const now = ctx.clock.now();
  const [slides, tiles] = await Promise.all([listHomeSlides(ctx.db, ctx.shop.id), listHomeTiles(ctx.db, ctx.shop.id)]);
  return {
    slides: showingSlides(slides, now).map((s) => {
      const v = slideView(s);
      return { id: v.id, title: localName(lang, s.title, s.title_bn), link: v.link, image: v.image };
    }),
    tiles: tiles.map((t) => tileView(t, lang)),
    sharedForMs: sharedForMs(slides, now, A_DAY_MS),
  };
}
