// The category menus' and the footer's HTML, rendered once per shop layout (getShopLayout keeps a layout for a
// few seconds per process and per catalog version, and hands out the same `mega` array the
// whole time), instead of once per page.
import { renderToStaticMarkup } from 'react-dom/server';
import type { MegaCategory, ShopLayout } from '../../services/shops/operations/get-shop-layout';
import { MegaPanelMarkup, OffcanvasCategoriesMarkup } from '../components/layout/category-menus-markup';
import { SiteFooterMarkup } from '../components/layout/site-footer';
import { socialLinkBackgrounds } from '../../services/shops/shop-theme';
import type { StaticLayoutHtml } from '../components/layout/static-html';
import { translator } from '../../core/i18n/compile';
import type { Lang } from '../../core/i18n/lang';

/** Per layout, one rendering of the menus per language (docs/decisions/047). */
const rendered = new WeakMap<MegaCategory[], Map<Lang, { showBrands: boolean; html: Omit<StaticLayoutHtml, 'footer'> }>>();
/** The footer per layout object (its shop's details and social links), language and year. */
const footers = new WeakMap<object, Map<string, string>>();

function menusHtml(layout: Pick<ShopLayout, 'mega' | 'showBrands'>, lang: Lang): Omit<StaticLayoutHtml, 'footer'> {
  const showBrands = layout.showBrands;
  let byLang = rendered.get(layout.mega);
  if (!byLang) rendered.set(layout.mega, (byLang = new Map()));
  const known = byLang.get(lang);
  if (known && known.showBrands === showBrands) return known.html;
  const t = translator(lang);
  const html = {
    megaPanel: renderToStaticMarkup(<MegaPanelMarkup mega={layout.mega} showBrands={showBrands} t={t} />),
    offcanvasCategories: renderToStaticMarkup(<OffcanvasCategoriesMarkup mega={layout.mega} t={t} />),
  };
  byLang.set(lang, { showBrands, html });
  return html;
}

function footerHtml(layout: Pick<ShopLayout, 'shopInfo' | 'social_links'>, lang: Lang, year: number): string {
  let byKey = footers.get(layout);
  if (!byKey) footers.set(layout, (byKey = new Map()));
  const key = `${lang}:${year}`;
  let html = byKey.get(key);
  if (html === undefined) {
    const backgrounds = socialLinkBackgrounds(layout.social_links);
    html = renderToStaticMarkup(<SiteFooterMarkup shop={layout.shopInfo} socialLinks={layout.social_links} backgrounds={backgrounds} year={year} t={translator(lang)} />);
    byKey.set(key, html);
  }
  return html;
}

/** What the page embeds as markup: the two category menus and the footer (`year`: the copyright's, Dhaka's clock of the request). */
export function staticLayoutHtml(layout: Pick<ShopLayout, 'mega' | 'showBrands' | 'shopInfo' | 'social_links'>, lang: Lang, year: number): StaticLayoutHtml {
  return { ...menusHtml(layout, lang), footer: footerHtml(layout, lang, year) };
}
