// A plain page's scripts (docs/decisions/089), in place of React Router's <Scripts>: the page's
// data for its one script (a JSON data block: never run, so no hash or nonce), and that script.
// No React, no loader data, no route modules: the page's links and forms work as plain HTML.
import { createContext, useContext } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import { offlineTextsOf, PLAIN_PAGE_DATA_ID, type PlainPageData } from '../../core/plain-page';
import { translatorOf, type PageI18n } from './i18n';
import { useRootData } from './use-root-data';

/** The plain page's script URL while a plain page renders (app/entry.server.tsx), else undefined. */
const PlainPage = createContext<string | undefined>(undefined);
export const PlainPageProvider = PlainPage.Provider;
export const usePlainPageScript = (): string | undefined => useContext(PlainPage);

/** A JSON text safe inside a <script> element: no `<` to end it early. */
const inScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export function PlainPageScripts({ src }: { src: string }) {
  // (Rendered after the page's I18nProvider, as React Router's <Scripts> is: the root data's catalog.)
  const { t, lang } = translatorOf(useRootData()?.i18n as PageI18n | undefined);
  const product = useRouteLoaderData('product') as { product?: { id?: unknown } } | undefined;
  const id = product?.product?.id;
  const productId = typeof id === 'number' ? id : null;
  // The pages that show "Recently viewed" (docs/decisions/068): home and a product's.
  const home = useMatches().some((m) => m.id === 'routes/home');
  const data: PlainPageData = { lang, productId, recentHeading: productId !== null || home ? t('recent.heading') : null, offline: offlineTextsOf(t) };
  return (
    <>
      <script type="application/json" id={PLAIN_PAGE_DATA_ID} dangerouslySetInnerHTML={{ __html: inScript(data) }} />
      {/* Deferred (a module script): it runs once the document, its data above included, is parsed. */}
      <script type="module" src={src} />
    </>
  );
}
