// Which language this request is answered in (docs/decisions/047; core/i18n/lang.ts): `?lang=`
// on any URL (also sets the `lang` cookie, and stores the choice on the logged-in customer's
// account), then the cookie, then the account, then the shop's default_language. Runs after
// the customer is known and before the request context is made (server/context.ts reads
// `c.get('lang')`).
import type { MiddlewareHandler } from 'hono';
import { parseLang, resolveLang } from '../core/i18n/lang';
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
    const kept = chosen ?? (auth && auth.language === null ? parseLang(cookie) : null);
    if (chosen) c.res.headers.append('Set-Cookie', langCookie(chosen, isHttps(c, options.trustProxy)));
    if (kept && auth && auth.language !== kept && c.get('ctx').actor.kind === 'customer') await setCustomerLanguage(c.get('ctx'), kept);
  };
}
