// The footer (spec §1–§2): social links in their own colours, and the copyright line with
// the current year and the shop's name. Nothing in it reacts to the shopper, so like the
// category menus it is rendered on the server once per shop layout, language and year
// (app/lib/category-menus.server.tsx) and the page embeds that markup (StaticHtml): its code
// never ships to the browser (the product page's JavaScript budget, docs/decisions/062).
import { formatBdMobile } from '../../../core/bd-phone';
import type { Translator } from '../../../core/i18n/translate';
import type { ShopInfo, SocialLinkView } from '../../../services/shops/operations/get-shop-layout';
import { PhoneIcon } from './icons';

/** `backgrounds[i]` is link i's colour, darkened on the server for white text (services/shop-theme). */
export function SiteFooterMarkup({ shop, socialLinks, backgrounds, year, t }: { shop: ShopInfo; socialLinks: SocialLinkView[]; backgrounds: string[]; year: number; t: Translator }) {
  return (
    <footer className="mt-12 border-t bg-white pb-20 desk:pb-0">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 desk:flex-row desk:items-center desk:justify-between">
        <div className="space-y-1">
          <p className="text-lg font-bold">{shop.shop_name}</p>
          {shop.contact_number ? (
            <p className="flex items-center gap-2 text-sm text-gray-700">
              <PhoneIcon className="h-4 w-4" />
              <a href={`tel:${shop.contact_number.replace(/\s+/g, '')}`} className="hover:underline">{formatBdMobile(shop.contact_number)}</a>
            </p>
          ) : null}
        </div>
        {socialLinks.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t.t('layout.socialLinks')}>
            {socialLinks.map((link, i) => {
              const bg = backgrounds[i] ?? '#374151';
              return (
                <li key={`${link.name}-${link.url}`}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center rounded-full px-3 py-1.5 text-sm font-medium capitalize"
                    style={{ backgroundColor: bg, color: '#ffffff' }}
                  >
                    {link.name}
                    <span className="sr-only"> {t.t('layout.opensInNewTab')}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <div className="border-t py-4 text-center text-sm text-gray-700">
        {t.t('layout.rightsReserved', { year: t.digits(year), shop: shop.shop_name })}
      </div>
    </footer>
  );
}
