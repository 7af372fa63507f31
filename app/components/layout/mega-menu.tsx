// The desktop category mega menu (spec §1–§2): each category with its groups and their
// items, the category's brands only when the shop's brands setting is 1, and an optional
// offer. Opens on hover or keyboard focus, so it works without JavaScript. The panel is the
// server's markup for the shop (category-menus-markup.tsx), placed as is.
// Keyboard (issue 16 item 8): a "Skip the category menu" link, shown when focused, jumps past
// the panel's links (also without JavaScript); Escape closes the panel and puts focus back on
// the trigger, from where Tab goes on past the menu.
import { useI18n } from '../../lib/i18n';
import { useState } from 'react';
import { ChevronDownIcon, GridIcon } from './icons';
import { DelegatedLinks } from './delegated-links';
import { SmartLink } from './smart-link';
import { StaticHtml } from './static-html';

export const AFTER_MEGA_MENU_ID = 'after-mega-menu';

export function MegaMenu({ hasCategories }: { hasCategories: boolean }) {
  const { t } = useI18n();
  const [closed, setClosed] = useState(false);
  if (!hasCategories) return null;
  return (
    <>
      <a
        href={`#${AFTER_MEGA_MENU_ID}`}
        className="sr-only focus:not-sr-only focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-semibold"
      >
        {t('listing.skipCategoryMenu')}
      </a>
      <div
        className="mega-root relative"
        data-closed={closed ? 'true' : undefined}
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || closed) return;
          setClosed(true);
          e.currentTarget.querySelector<HTMLElement>('a')?.focus();
        }}
        onMouseEnter={() => setClosed(false)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setClosed(false);
        }}
      >
        <SmartLink
          to="/categories"
          className="flex items-center gap-2 bg-primary px-4 py-2.5 text-sm font-semibold text-on-primary"
          aria-haspopup="true"
        >
          <GridIcon className="h-4 w-4" /> {t('layout.allCategories')} <ChevronDownIcon className="h-4 w-4" />
        </SmartLink>
        <div className="mega-panel absolute left-0 top-full z-40 w-[min(64rem,calc(100vw-2rem))] rounded-b-lg border bg-white shadow-xl">
          <DelegatedLinks>
            <StaticHtml id="mega-panel-links" />
          </DelegatedLinks>
        </div>
      </div>
      <span id={AFTER_MEGA_MENU_ID} tabIndex={-1} />
    </>
  );
}
