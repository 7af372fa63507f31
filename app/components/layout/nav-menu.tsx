// The shop's navigation menu (spec §2): nested dropdown groups whose items link inside the
// shop or to external hrefs, each with an optional icon. On desktop a submenu opens on hover
// or focus; at 991 px and below it is toggled by its button.
import { useI18n } from '../../lib/i18n';
import { useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import type { MenuItemView } from '../../../services/shops/operations/get-shop-layout';
import { ChevronDownIcon, ExternalIcon, MenuItemIcon } from './icons';
import { SmartLink } from './smart-link';

function MenuLink({ item, className }: { item: MenuItemView; className: string }) {
  const { t } = useI18n();
  const content = (
    <>
      <MenuItemIcon name={item.icon} />
      <span>{item.name}</span>
    </>
  );
  if (item.href) {
    return (
      <a href={item.href} className={className} target="_blank" rel="noopener noreferrer">
        {content}
        <ExternalIcon />
        <span className="sr-only">{t('layout.opensInNewTab')}</span>
      </a>
    );
  }
  if (item.url) return <SmartLink to={item.url} className={className}>{content}</SmartLink>;
  return <span className={className}>{content}</span>;
}

function NavMenuItem({ item, depth }: { item: MenuItemView; depth: number }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const hasSub = item.submenu.length > 0;
  const linkClass = 'flex items-center gap-1.5 px-3 py-2 text-sm font-medium hover:text-primary-text';
  return (
    // Until React is live (or without JavaScript) there is no data-open, and CSS opens the
    // submenu on focus instead, so an early tap on the button is never lost.
    <li className="nav-item relative" data-open={hydrated ? String(open) : undefined}>
      <div className="flex items-center justify-between">
        <MenuLink item={item} className={linkClass} />
        {hasSub ? (
          <button
            type="button"
            className="nav-toggle rounded p-2"
            aria-expanded={open}
            aria-label={t(open ? 'layout.closeSubmenu' : 'layout.openSubmenu', { name: item.name })}
            onClick={() => setOpen((o) => !o)}
          >
            <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
          </button>
        ) : null}
        {hasSub ? <ChevronDownIcon className="hidden h-3.5 w-3.5 desk:block" /> : null}
      </div>
      {hasSub ? (
        <ul
          className={`nav-sub min-w-48 bg-white desk:absolute desk:z-30 desk:rounded-md desk:border desk:py-1 desk:shadow-lg ${
            depth > 0 ? 'desk:left-full desk:top-0' : 'desk:left-0 desk:top-full'
          } pl-3 desk:pl-0`}
        >
          {item.submenu.map((sub, i) => (
            <NavMenuItem key={`${sub.name}-${i}`} item={sub} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function NavMenu({ items, className = '' }: { items: MenuItemView[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <NavMenuItem key={`${item.name}-${i}`} item={item} depth={0} />
      ))}
    </ul>
  );
}
