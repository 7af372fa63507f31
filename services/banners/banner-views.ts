// The home banners as the console and the home page show them (decision 067): picture paths
// made from the stored file, names in the page's language.
import { slideImagePath, tileImagePath } from '../../core/home-banners';
import { localName } from '../../core/i18n/local-name';
import type { Lang } from '../../core/i18n/lang';
import type { TileWithCategory } from '../../db/home-banner.repository';
import type { HomeSlide } from '../../db/schema';

export interface SlideView {
  id: number;
  position: number;
  title: string;
  title_bn: string | null;
  link: string;
  starts_at: string | null;
  ends_at: string | null;
  image: { small: string; large: string };
}

export interface TileView {
  id: number;
  position: number;
  category_id: number;
  name: string;
  slug: string;
  image: string;
}

export function slideView(s: HomeSlide): SlideView {
  return {
    id: s.id,
    position: s.position,
    title: s.title,
    title_bn: s.title_bn,
    link: s.link,
    starts_at: s.starts_at,
    ends_at: s.ends_at,
    image: { small: slideImagePath(s.image, 'small'), large: slideImagePath(s.image, 'large') },
  };
}

export function tileView(t: TileWithCategory, lang: Lang): TileView {
  return { id: t.id, position: t.position, category_id: t.category_id, name: localName(lang, t.name, t.name_bn), slug: t.slug, image: tileImagePath(t.image) };
}
