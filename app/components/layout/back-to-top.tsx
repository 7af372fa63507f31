// The back-to-top button, shown after 300 px of scroll (spec §2, §9).
import { ArrowUpIcon } from './icons';

export function BackToTop({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed bottom-20 right-4 z-40 rounded-full bg-primary p-3 text-on-primary shadow-lg desk:bottom-6"
      aria-label="Back to top"
    >
      <ArrowUpIcon />
    </button>
  );
}
