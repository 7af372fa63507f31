// Which language this request is answered in (docs/decisions/047; core/i18n/lang.ts): `?lang=`
// on any URL (also sets the `lang` cookie, and stores the choice on the logged-in customer's
// account), then the cookie, then the account, then the shop's default_language. Runs after
// the customer is known and before the request context is made (server/context.ts reads
// `c.get('lang')`).
import type { MiddlewareHandler } from 'hono';
import { parseLang, resolveLang, type Lang } from '../core/i18n/lang';
import type { CustomerAuth } from '../services/accounts/operations/authenticate-customer';
import { langCookie, readLangCookie } from '../services/accounts/lang-cookies';
import { setCustomerLanguage } from '../services/accounts/set-customer-language';
import type { AppEnv } from './hono-env';
import { isHttps } from './context';

export function requestLanguage(options: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const chosen = parseLang(c.req.query('lang'));
    const cookie = readLangCookie(c.req.header('cookie'));
    const auth = c.get('customerAuth');
    c.set('lang', resolveLang({ query: chosen, cookie, account: auth?.language, shopDefault: c.get('shop').default_language }));
    await next();
    // The account keeps a choice made now, or one this browser made before logging in when the
    // account has none yet: the shop's SMS and notifications follow it (docs/decisions/053).
    const kept = accountLanguageChange(chosen, cookie, auth);
    if (chosen) c.res.headers.append('Set-Cookie', langCookie(chosen, isHttps(c, options.trustProxy)));
    if (kept && c.get('ctx').actor.kind === 'customer') await setCustomerLanguage(c.get('ctx'), kept);
  };
}

/**
 * The language to store on the customer's account after this request, or null: one chosen now
 * (`?lang=`), or the one this browser chose before logging in (the cookie) when the account
 * has none yet — unless the account has it already.
 */
export function accountLanguageChange(chosen: Lang | null, cookie: string | null | undefined, auth: CustomerAuth | null | undefined): Lang | null {
  const kept = chosen ?? (auth && auth.language === null ? parseLang(cookie) : null);
  return kept && auth && auth.language !== kept ? kept : null;
}
