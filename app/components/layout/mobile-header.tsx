// The mobile header (991 px and below) with an off-canvas menu. The menu is a native
// popover, so it opens and closes (Escape, tap outside) without JavaScript. A logged-in
// customer sees their avatar and name (linking to the dashboard); guests see sign-in and
// register links — on shared pages filled in the browser (app/components/account/customer-slots.tsx).
import { formatBdMobile } from '../../../core/bd-phone';
import { useI18n } from '../../lib/i18n';
import { useRef } from 'react';
import { CloseIcon, MenuIcon, PhoneIcon } from './icons';
import { NavMenu } from './nav-menu';
import { SearchBox } from './search-box';
import { ShopBrand } from './shop-brand';
import { CartCountLink } from '../cart/cart-count';
import { BellSlot, OffcanvasAccount } from '../account/customer-slots';
import type { ShellLayout } from '../../lib/use-root-data';
import { DelegatedLinks } from './delegated-links';
import { StaticHtml } from './static-html';
import { LangSwitch } from './lang-switch';
import { DataSaverSwitch } from './data-saver-switch';
import { usePopoverFocusTrap } from './use-focus-trap';

export function MobileHeader({ layout, sticky }: { layout: ShellLayout; sticky: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const height = sticky ? ref.current?.offsetHeight : undefined;
  const { shopInfo } = layout;
  const { t } = useI18n();
  const close = () => document.getElementById('mobile-menu')?.hidePopover?.();
  const menuRef = useRef<HTMLDivElement>(null);
  usePopoverFocusTrap(menuRef);
  return (
    <div className="desk:hidden" style={height ? { height } : undefined}>
      <header ref={ref} className={`bg-white ${sticky ? 'sticky-on' : ''}`} data-sticky={sticky ? 'true' : 'false'}>
        <div className="flex items-center gap-3 px-3 py-2">
          <button
            type="button"
            popoverTarget="mobile-menu"
            className="-ml-1 rounded p-2 text-gray-800"
            aria-label={t('layout.openMenu')}
          >
            <MenuIcon className="h-6 w-6" />
          </button>
          <ShopBrand shop={shopInfo} size="sm" />
          <div className="ml-auto flex items-center gap-1">
            <BellSlot label={false} className="p-1 text-gray-900" />
            <CartCountLink label={false} className="rounded p-2 text-gray-900" />
          </div>
        </div>
        <div className="px-3 pb-2">
          <SearchBox action="/products/search" name="key" id="mobile-search" />
        </div>
      </header>
      {/* A labelled dialog that keeps focus inside while open (usePopoverFocusTrap); still a native popover without JavaScript. */}
      <div id="mobile-menu" ref={menuRef} popover="auto" role="dialog" aria-modal="true" aria-label={t('layout.menu')} className="offcanvas bg-white text-gray-900">
        <div className="flex h-full flex-col overflow-y-auto">
          <div className="flex items-center justify-between border-b px-4 py-3">
            <span className="truncate font-bold">{shopInfo.shop_name}</span>
            <button type="button" popoverTarget="mobile-menu" popoverTargetAction="hide" className="rounded p-2" aria-label={t('layout.closeMenu')}>
              <CloseIcon />
            </button>
          </div>
          {/* The customer's avatar and name, or sign in / register; placeholders while hydrating (decision 031). */}
          <OffcanvasAccount onNavigate={close} />
          {layout.hasCategories ? (
            <nav aria-label={t('layout.categories')} className="border-b px-2 py-2">
              <p className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-gray-600">{t('layout.categories')}</p>
              <DelegatedLinks onNavigate={close}>
                <StaticHtml id="offcanvas-categories" />
              </DelegatedLinks>
            </nav>
          ) : null}
          {layout.menu.length > 0 ? (
            <nav aria-label={t('layout.mainNav')} className="border-b px-2 py-2">
              <NavMenu items={layout.menu} />
            </nav>
          ) : null}
          <LangSwitch className="block border-b px-4 py-3 text-sm font-medium" />
          <DataSaverSwitch className="block border-b px-4 py-3 text-sm" />
          {shopInfo.contact_number ? (
            <a href={`tel:${shopInfo.contact_number.replace(/\s+/g, '')}`} className="flex items-center gap-2 px-4 py-3 text-sm">
              <PhoneIcon className="h-4 w-4" /> {formatBdMobile(shopInfo.contact_number)}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}
