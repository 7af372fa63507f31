// The category menus' HTML, rendered once per shop layout (getShopLayout keeps a layout for a
// few seconds per process and per catalog version, and hands out the same `mega` array the
// whole time), instead of once per page.
import { renderToStaticMarkup } from 'react-dom/server';
import type { MegaCategory, ShopLayout } from '../../services/shops/operations/get-shop-layout';
import { MegaPanelMarkup, OffcanvasCategoriesMarkup } from '../components/layout/category-menus-markup';
import type { CategoryMenusHtml } from '../components/layout/static-html';

const rendered = new WeakMap<MegaCategory[], { showBrands: boolean; html: CategoryMenusHtml }>();

export function categoryMenusHtml(layout: Pick<ShopLayout, 'mega' | 'showBrands'>): CategoryMenusHtml {
  const showBrands = layout.showBrands;
  const known = rendered.get(layout.mega);
  if (known && known.showBrands === showBrands) return known.html;
  const html: CategoryMenusHtml = {
    megaPanel: renderToStaticMarkup(<MegaPanelMarkup mega={layout.mega} showBrands={showBrands} />),
    offcanvasCategories: renderToStaticMarkup(<OffcanvasCategoriesMarkup mega={layout.mega} />),
  };
  rendered.set(layout.mega, { showBrands, html });
  return html;
}
