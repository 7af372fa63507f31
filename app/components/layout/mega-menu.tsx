// The desktop category mega menu (spec §1–§2): each category with its groups and their
// items, the category's brands only when the shop's brands setting is 1, and an optional
// offer. Opens on hover or keyboard focus, so it works without JavaScript. The panel is the
// server's markup for the shop (category-menus-markup.tsx), placed as is.
import { ChevronDownIcon, GridIcon } from './icons';
import { DelegatedLinks } from './delegated-links';
import { SmartLink } from './smart-link';
import { StaticHtml } from './static-html';

export function MegaMenu({ hasCategories }: { hasCategories: boolean }) {
  if (!hasCategories) return null;
  return (
    <div className="mega-root relative">
      <SmartLink
        to="/categories"
        className="flex items-center gap-2 bg-primary px-4 py-2.5 text-sm font-semibold text-on-primary"
        aria-haspopup="true"
      >
        <GridIcon className="h-4 w-4" /> All Categories <ChevronDownIcon className="h-4 w-4" />
      </SmartLink>
      <div className="mega-panel absolute left-0 top-full z-40 w-[min(64rem,calc(100vw-2rem))] rounded-b-lg border bg-white shadow-xl">
        <DelegatedLinks>
          <StaticHtml id="mega-panel-links" part="megaPanel" />
        </DelegatedLinks>
      </div>
    </div>
  );
}
