// The mobile bottom tab bar (spec §2): Home, Category, Wishlist, My Account; after 300 px of
// scroll the back-to-top button at its end.
import { useI18n } from '../../lib/i18n';
import { browserMessages as messages } from '../../../core/browser-messages';
import { BackToTop } from './back-to-top';
import { SectionLink } from './section-link';
import { GridIcon, HeartIcon, HomeIcon, UserIcon } from './icons';

const icons = [HomeIcon, GridIcon, HeartIcon, UserIcon];
const labels = ['tabs.home', 'tabs.category', 'tabs.wishlist', 'tabs.myAccount'] as const;

export function BottomTabBar({ backToTop = false }: { backToTop?: boolean }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('layout.tabsNav')} data-tab-bar className="fixed inset-x-0 bottom-0 z-40 flex items-center border-t bg-white desk:hidden">
      <ul className="grid flex-1 grid-cols-4">
        {messages.bottomTabs.map((tab, i) => {
          const Icon = icons[i];
          return (
            <li key={tab.path}>
              <SectionLink
                to={tab.path}
                end
                viewTransition
                className={(active) => `flex flex-col items-center gap-0.5 py-2 text-xs font-medium ${active ? 'text-primary-text' : 'text-gray-700'}`}
              >
                <Icon />
                {t(labels[i]!)}
              </SectionLink>
            </li>
          );
        })}
      </ul>
      <BackToTop visible={backToTop} inTabBar />
    </nav>
  );
}
