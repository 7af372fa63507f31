// Whether this request gets the light page (docs/decisions/070; core/data-saver.ts): the
// shopper's `?datasaver=on|off` (which also sets the `datasaver` cookie), then that cookie, then
// the browser's `Save-Data` and `ECT` hints. Runs before the request context is made
// (server/context.ts reads `c.get('dataSaver')`). Every page answer asks for the `ECT` hint
// (Accept-CH) and names what its bytes depend on (Vary); while the shopper has made no choice
// and the browser sent no Save-Data, a page also marks ECT critical, so a browser that can
// send it asks for the first page again with it, and a slow phone's first page is light too.
import type { MiddlewareHandler } from 'hono';
import { DATA_SAVER_HINTS, DATA_SAVER_PARAM, DATA_SAVER_VARY, dataSaverChoice, hintsAskForDataSaver, parseDataSaverChoice, resolveDataSaver } from '../core/data-saver';
import { dataSaverCookie, readDataSaverCookie } from '../services/shops/data-saver-cookie';
import type { AppEnv } from './hono-env';
import { isHttps } from './context';
import { isHtml } from './csp';

export function requestDataSaver(options: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sources = { query: c.req.query(DATA_SAVER_PARAM), cookie: readDataSaverCookie(c.req.header('cookie')), saveData: c.req.header('save-data'), ect: c.req.header('ect') };
    c.set('dataSaver', resolveDataSaver(sources));
    await next();
    const chosen = parseDataSaverChoice(sources.query);
    if (chosen) c.res.headers.append('Set-Cookie', dataSaverCookie(chosen, isHttps(c, options.trustProxy)));
    if (!isHtml(c.res)) return;
    const headers = c.res.headers;
    headers.set('Accept-CH', DATA_SAVER_HINTS);
    if (!dataSaverChoice(sources) && !hintsAskForDataSaver({ saveData: sources.saveData, ect: null })) headers.set('Critical-CH', DATA_SAVER_HINTS);
    const vary = headers.get('Vary');
    if (vary !== '*') headers.set('Vary', vary ? `${DATA_SAVER_VARY}, ${vary}` : DATA_SAVER_VARY);
  };
}
