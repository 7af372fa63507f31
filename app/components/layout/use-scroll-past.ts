// Whether the page has scrolled past the sticky threshold, checked at most every 100 ms.
import { useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS, isPastStickyThreshold } from '../../../core/layout-rules';

export function useScrollPastThreshold(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      setPast(isPastStickyThreshold(window.scrollY));
    };
    const onScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) {
        clearTimeout(trailing);
        check();
      } else if (!trailing) {
        trailing = setTimeout(() => {
          trailing = undefined;
          check();
        }, wait);
      }
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(trailing);
    };
  }, []);
  return past;
}
