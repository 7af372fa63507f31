// The desktop header (spec §1–§2): contact number, logo or name, search box, category mega
// menu and the navigation menu. It becomes sticky after 300 px of scroll; its wrapper keeps
// the same height so nothing below jumps.
import { formatBdMobile } from '../../../core/bd-phone';
import { useI18n } from '../../lib/i18n';
import { useRef } from 'react';
import type { ShellLayout } from '../../lib/use-root-data';
import { HeartIcon, PhoneIcon, UserIcon } from './icons';
import { MegaMenu } from './mega-menu';
import { NavMenu } from './nav-menu';
import { SearchBox } from './search-box';
import { ShopBrand } from './shop-brand';
import { SmartLink } from './smart-link';
import { CartCountLink, CartSync } from '../cart/cart-count';
import { BellSlot } from '../account/customer-slots';
import { LangSwitch } from './lang-switch';
import { DataSaverSwitch } from './data-saver-switch';

export function SiteHeader({ layout, sticky }: { layout: ShellLayout; sticky: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const height = sticky ? ref.current?.offsetHeight : undefined;
  const { shopInfo } = layout;
  const { t } = useI18n();
  return (
    <div className="hidden desk:block" style={height ? { height } : undefined}>
      <header ref={ref} className={`bg-white ${sticky ? 'sticky-on' : ''}`} data-sticky={sticky ? 'true' : 'false'}>
        {shopInfo.contact_number ? (
          <div className="border-b bg-gray-100 text-xs text-gray-700">
            <div className="mx-auto flex max-w-7xl items-center justify-end gap-2 px-4 py-1.5">
              <PhoneIcon className="h-3.5 w-3.5" />
              <a href={`tel:${shopInfo.contact_number.replace(/\s+/g, '')}`} className="hover:underline">
                {formatBdMobile(shopInfo.contact_number)}
              </a>
            </div>
          </div>
        ) : null}
        <div className="mx-auto grid max-w-7xl grid-cols-[auto_1fr_auto] items-center gap-8 px-4 py-3">
          <ShopBrand shop={shopInfo} />
          <div className="max-w-2xl">
            <SearchBox action="/search" name="keyword" id="desktop-search" />
          </div>
          <nav aria-label={t('layout.accountNav')} className="flex items-center gap-4 text-sm">
            <LangSwitch className="font-medium hover:text-primary-text" />
            <DataSaverSwitch className="hover:text-primary-text" />
            <SmartLink to="/customer/dashboard/wishlist" className="flex items-center gap-1 hover:text-primary-text">
              <HeartIcon /> {t('layout.wishlist')}
            </SmartLink>
            <SmartLink to="/customer/dashboard" className="flex items-center gap-1 hover:text-primary-text">
              <UserIcon /> {t('layout.myAccount')}
            </SmartLink>
            {/* The bell for a logged-in customer only (no poll for guests); a placeholder while hydrating (decision 031). */}
            <BellSlot />
            <CartCountLink />
            <CartSync />
          </nav>
        </div>
        <div className="border-t">
          <nav aria-label={t('layout.mainNav')} className="mx-auto flex max-w-7xl items-center gap-2 px-4">
            <MegaMenu hasCategories={layout.hasCategories} />
            <NavMenu items={layout.menu} className="flex items-center" />
          </nav>
        </div>
      </header>
    </div>
  );
}
