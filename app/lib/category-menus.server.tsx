// The category menus' HTML, rendered once per shop layout (getShopLayout keeps a layout for a
// few seconds per process and per catalog version, and hands out the same `mega` array the
// whole time), instead of once per page.
import { renderToStaticMarkup } from 'react-dom/server';
import type { MegaCategory, ShopLayout } from '../../services/shops/operations/get-shop-layout';
import { MegaPanelMarkup, OffcanvasCategoriesMarkup } from '../components/layout/category-menus-markup';
import type { CategoryMenusHtml } from '../components/layout/static-html';
import { translator } from '../../core/i18n/compile';
import type { Lang } from '../../core/i18n/lang';

/** Per layout, one rendering per language (docs/decisions/047). */
const rendered = new WeakMap<MegaCategory[], Map<Lang, { showBrands: boolean; html: CategoryMenusHtml }>>();

export function categoryMenusHtml(layout: Pick<ShopLayout, 'mega' | 'showBrands'>, lang: Lang): CategoryMenusHtml {
  const showBrands = layout.showBrands;
  let byLang = rendered.get(layout.mega);
  if (!byLang) rendered.set(layout.mega, (byLang = new Map()));
  const known = byLang.get(lang);
  if (known && known.showBrands === showBrands) return known.html;
  const t = translator(lang);
  const html: CategoryMenusHtml = {
    megaPanel: renderToStaticMarkup(<MegaPanelMarkup mega={layout.mega} showBrands={showBrands} t={t} />),
    offcanvasCategories: renderToStaticMarkup(<OffcanvasCategoriesMarkup mega={layout.mega} t={t} />),
  };
  byLang.set(lang, { showBrands, html });
  return html;
}
