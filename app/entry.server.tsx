// The page render: React Router's default Node entry, plus the category menus' and the footer's HTML rendered
// once per shop layout (app/lib/category-menus.server.tsx, app/components/layout/static-html.tsx),
// the page's CSP nonce on every inline script when it has one (server/csp.ts), and the scripts
// loaded after the first paint (docs/decisions/081); the page is made as one Buffer (docs/decisions/083).
import { Writable } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticHtmlProvider, type StaticLayoutHtml } from './components/layout/static-html';
import { getShopLayout } from '../services/shops/operations/get-shop-layout';
import { langOf } from '../services/context';
import { compiledCatalog, translator } from '../core/i18n/compile';
import { setFallbackTranslator } from './lib/i18n';
import { staticLayoutHtml } from './lib/category-menus.server';
import { CspNonceProvider } from './lib/csp-nonce';
import { pageScripts } from './components/layout/page-scripts';
import { ScriptsAfterFirstPaint } from './lib/scripts-after-first-paint.server';
import { PlainPageProvider } from './lib/plain-page.server';
import { bufferedResponse } from '../services/page-body';

export const streamTimeout = 5_000;

// Every page the server renders loads its scripts after its first paint (decision 081).
pageScripts.Scripts = ScriptsAfterFirstPaint;

// A page rendered without the root loader's data (an error page) is in English.
setFallbackTranslator(translator('en'), compiledCatalog('en'));

/** The menus for this shop's layout (kept in memory briefly by getShopLayout: no extra query). */
async function categoryMenusOf(context: AppLoadContext): Promise<StaticLayoutHtml | null> {
  try {
    const layout = await getShopLayout(context);
    return staticLayoutHtml(layout, langOf(context), new Date(context.clock.now()).getFullYear());
  } catch {
    return null; // the error page renders without them
  }
}

/** The server's markup by element id: the layout's parts, and those the page's loaders held out of their data (app/lib/page-markup.server.ts). */
function serverHtmlOf(menus: StaticLayoutHtml | null, context: AppLoadContext): Record<string, string | null> {
  const page = Object.fromEntries(context.request.pageMarkup ?? []);
  return menus ? { 'mega-panel-links': menus.megaPanel, 'offcanvas-categories': menus.offcanvasCategories, 'site-footer': menus.footer, ...page } : page;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const serverHtml = serverHtmlOf(await categoryMenusOf(loadContext), loadContext);
  // A plain page (decision 089) carries no loader data: React Router's stream of it is not sent.
  const plain = loadContext.plainPageScript;
  if (plain !== undefined) void routerContext.serverHandoffStream?.cancel().catch(() => {});
  const context = plain !== undefined ? { ...routerContext, serverHandoffStream: undefined } : routerContext;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode || plain !== undefined ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <StaticHtmlProvider value={serverHtml}>
        <CspNonceProvider value={loadContext.cspNonce}>
          <PlainPageProvider value={plain}>
            <ServerRouter context={context} url={request.url} nonce={loadContext.cspNonce} />
          </PlainPageProvider>
        </CspNonceProvider>
      </StaticHtmlProvider>,
      {
        // On React's own inline scripts (React Router's go through ServerRouter's): server/csp.ts.
        nonce: loadContext.cspNonce,
        [readyOption]() {
          shellRendered = true;
          // The page is collected into one Buffer, not streamed: it is hashed and gzipped whole
          // anyway (server/csp.ts, server/compress.ts), and a web stream in between, read back
          // and decoded as text, cost more than the render's own writing (docs/decisions/083).
          const status = responseStatusCode;
          const chunks: Uint8Array[] = [];
          const sink = new Writable({
            write(chunk: Uint8Array, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              resolve(bufferedResponse(Buffer.concat(chunks), { headers: responseHeaders, status }));
              callback();
            },
          });
          sink.on('error', reject);
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
