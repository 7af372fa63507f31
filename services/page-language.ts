// The language of the page being answered, for code that runs inside the page's render and is
// not handed the request context: `runAction` (app/lib/action.server.ts) answers a refusal in it
// (docs/decisions/053). server/app.ts runs each React Router answer inside
// `withPageLanguage(langOf(ctx), …)`; outside one (a unit test, a job) it is English.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Lang } from '../core/i18n/lang';

const current = new AsyncLocalStorage<Lang>();

/** Runs `answer` with `lang` as the page's language (also for the promises it starts). */
export function withPageLanguage<T>(lang: Lang, answer: () => T): T {
  return current.run(lang, answer);
}

/** The language of the page being answered; English outside one. */
export function pageLanguage(): Lang {
  return current.getStore() ?? 'en';
}
