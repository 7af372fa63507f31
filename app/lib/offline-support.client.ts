// Loaded after the page has hydrated and settled (app/root.tsx), never on the first load's path:
// registers the shop's service worker (/sw.js, docs/decisions/071) and says plainly
// when the connection drops. While offline: a notice at the foot of the screen; every button that
// sends a form, and every control marked `data-needs-network`, disabled with the reason; a form
// sent anyway (Enter in a field) is not sent and says so; a link loads as a whole page, so the
// worker answers with its kept copy or the offline page (a client-side navigation would ask the
// network for the page's data and fail). Back online, all of it is undone. No React here: a plain
// page (decision 089) runs it too.
import type { OfflineTexts } from '../../core/plain-page';

const NEEDS_NETWORK = 'form button:not([type="button"]):not([type="reset"]), form input[type="submit"], button[form], [data-needs-network]';
const DISABLED_HERE = 'data-offline-disabled';
const NOTICE_ID = 'connection-notice';

type Control = HTMLButtonElement | HTMLInputElement;

/** Starts it with the page's texts: the app's (offline-support-app.client.ts) or a plain page's (app/plain-page/plain-page.ts). */
export function startOfflineSupport(texts: OfflineTexts, worker = '/sw.js'): void {
  if ('serviceWorker' in navigator) navigator.serviceWorker.register(worker).catch(() => {});

  const notice = document.createElement('p');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'status');
  notice.className = 'fixed inset-x-0 bottom-0 z-50 m-0 bg-gray-900 px-4 py-3 text-center text-sm text-white';
  notice.hidden = true;
  document.body.append(notice);
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const say = (text: string, forMs?: number) => {
    clearTimeout(hideTimer);
    // Above the phone's tab bar, which stays usable for the pages kept.
    const tabBar = document.querySelector<HTMLElement>('[data-tab-bar]');
    notice.style.bottom = tabBar && tabBar.offsetParent !== null ? `${tabBar.offsetHeight}px` : '0';
    notice.textContent = text;
    notice.hidden = false;
    if (forMs) hideTimer = setTimeout(() => (notice.hidden = true), forMs);
  };

  const disableAll = () => {
    document.querySelectorAll<Control>(NEEDS_NETWORK).forEach((control) => {
      if (control.disabled || !('disabled' in control)) return;
      control.disabled = true;
      control.setAttribute(DISABLED_HERE, control.getAttribute('title') ?? '');
      control.title = texts.needsNetwork;
      control.setAttribute('aria-describedby', NOTICE_ID);
    });
  };
  const enableAll = () => {
    document.querySelectorAll<Control>(`[${DISABLED_HERE}]`).forEach((control) => {
      control.disabled = false;
      const title = control.getAttribute(DISABLED_HERE);
      if (title) control.title = title;
      else control.removeAttribute('title');
      control.removeAttribute(DISABLED_HERE);
      control.removeAttribute('aria-describedby');
    });
  };
  // Parts that appear while offline (a dialog, a kept page's content) are disabled too.
  const observer = new MutationObserver(disableAll);

  let wasOffline = false;
  const update = () => {
    if (!navigator.onLine) {
      wasOffline = true;
      say(texts.notice);
      disableAll();
      observer.observe(document.body, { childList: true, subtree: true });
    } else {
      observer.disconnect();
      enableAll();
      if (wasOffline) say(texts.backOnline, 4000);
      wasOffline = false;
    }
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);

  // Before the page's own handlers (React listens on the document): nothing goes out offline.
  window.addEventListener(
    'submit',
    (event) => {
      if (navigator.onLine) return;
      event.preventDefault();
      event.stopPropagation();
      say(texts.formWaits);
    },
    true,
  );
  window.addEventListener(
    'click',
    (event) => {
      if (navigator.onLine || !(event.target instanceof Element)) return;
      if (event.target.closest('[data-needs-network]')) {
        event.preventDefault();
        event.stopPropagation();
        say(texts.formWaits);
        return;
      }
      const link = event.target.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.target || link.hasAttribute('download')) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      // Not React Router's: the browser's own navigation, which the worker answers.
      event.stopPropagation();
    },
    true,
  );
  update();
}
