// The page frame every shop page shares: headers, main content, footer, tab bar and the
// back-to-top button.
import { useI18n } from '../../lib/i18n';
import { useRootData } from '../../lib/use-root-data';
import { BackToTop } from './back-to-top';
import { BottomTabBar } from './bottom-tab-bar';
import { MobileHeader } from './mobile-header';
import { RouteFocus } from './route-focus';
import { SiteHeader } from './site-header';
import { StaticHtml } from './static-html';
import { useScrollPastThreshold } from './use-scroll-past';

export function Shell({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const scrolled = useScrollPastThreshold();
  const { t } = useI18n();
  if (!data) return <main className="page-main">{children}</main>;
  const { layout } = data;
  // A column at least as tall as the window, so a short page's footer reaches the bottom
  // (no grey strip under it; issue 16 item 9).
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-[70] focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('layout.skipToContent')}
      </a>
      <SiteHeader layout={layout} sticky={scrolled} />
      <MobileHeader layout={layout} sticky={scrolled} />
      <main id="main" className="page-main mx-auto w-full max-w-7xl flex-1 px-3 py-4 desk:px-4">
        {children}
      </main>
      {/* Rendered on the server once per layout (site-footer.tsx); its links are plain ones to other sites or tel:. */}
      <StaticHtml id="site-footer" />
      <BottomTabBar backToTop={scrolled} />
      <BackToTop visible={scrolled} />
      <RouteFocus />
    </div>
  );
}
