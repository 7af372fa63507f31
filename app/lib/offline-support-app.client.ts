// The app's start of the offline support (app/root.tsx loads it once the page settled): the
// texts from the document's catalog (a language change is a page load).
import { offlineTextsOf } from '../../core/plain-page';
import { translatorOf } from './i18n';
import { startOfflineSupport } from './offline-support.client';

export function startAppOfflineSupport(): void {
  startOfflineSupport(offlineTextsOf(translatorOf(undefined).t));
}
