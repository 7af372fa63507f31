// The back-to-top button, shown after 300 px of scroll (spec §2, §9).
import { useI18n } from '../../lib/i18n';
import { ArrowUpIcon } from './icons';

// On desktops it floats at the bottom right; on phones it sits in its own cell at the end of
// the bottom tab bar (bottom-tab-bar.tsx), so it never covers a button or the cart (issue 16
// item 9).
export function BackToTop({ visible, inTabBar = false }: { visible: boolean; inTabBar?: boolean }) {
  const { t } = useI18n();
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={
        inTabBar
          ? 'm-1 flex h-10 w-10 items-center justify-center rounded-full bg-primary text-on-primary'
          : 'fixed bottom-6 right-4 z-40 hidden rounded-full bg-primary p-3 text-on-primary shadow-lg desk:block'
      }
      aria-label={t('layout.backToTop')}
    >
      <ArrowUpIcon />
    </button>
  );
}
