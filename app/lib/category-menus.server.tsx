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
import { KeptMarkup } from './kept-markup.server';

/** Per layout, one rendering of the menus per language (docs/decisions/047). */
const rendered = new WeakMap<MegaCategory[], Map<Lang, { showBrands: boolean; html: Omit<StaticLayoutHtml, 'footer'> }>>();
/**
 * The footer under what it is made of: the shop's details and social links, the language and the
 * year (app/lib/kept-markup.server.ts). Not per layout object: getShopLayout hands each request a
 * new one (with the shop's current details), so a footer kept by it was rendered on every page.
 */
const footers = new KeptMarkup<string>(2 * 1024 * 1024, (html) => html.length);

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
  return footers.get(`${lang}:${year}:${JSON.stringify(layout.shopInfo)}:${JSON.stringify(layout.social_links)}`, () =>
    renderToStaticMarkup(
      <SiteFooterMarkup shop={layout.shopInfo} socialLinks={layout.social_links} backgrounds={socialLinkBackgrounds(layout.social_links)} year={year} t={translator(lang)} />,
    ),
  );
}

/** What the page embeds as markup: the two category menus and the footer (`year`: the copyright's, Dhaka's clock of the request). */
export function staticLayoutHtml(layout: Pick<ShopLayout, 'mega' | 'showBrands' | 'shopInfo' | 'social_links'>, lang: Lang, year: number): StaticLayoutHtml {
  return { ...menusHtml(layout, lang), footer: footerHtml(layout, lang, year) };
}
