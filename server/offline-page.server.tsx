// GET /offline: the shop's page for a phone without a connection (issue 29 item 2,
// docs/decisions/071). The service worker precaches it and shows it when a page can come neither
// from the network nor from the pages it kept, with the list of those pages between its marks
// (core/offline-reading.ts withKeptPages). Branded with the shop's name, colour and letter mark
// (an inline SVG, so it shows offline too), in the visitor's language with the other one below
// (the copy is kept for weeks, across a change of language). No script: it works as it is.
import { renderToStaticMarkup } from 'react-dom/server';
import { themeVariables } from '../core/color-contrast';
import { translator } from '../core/i18n/compile';
import type { Lang } from '../core/i18n/lang';
import { OFFLINE_LIST_END, OFFLINE_LIST_START } from '../core/offline-reading';
import { shopIcon } from '../services/shops/shop-theme';

interface OfflineShop {
  shop_name: string;
  theme_primary_color: string | null;
}

const STYLE =
  'body{margin:0;font-family:system-ui,"Noto Sans Bengali",sans-serif;color:#1f2937;line-height:1.5}' +
  'header{display:flex;align-items:center;gap:.75rem;padding:.75rem 1rem;background:var(--theme-primary);color:var(--theme-on-primary)}' +
  'header img{width:40px;height:40px;border-radius:8px}header b{font-size:1.125rem}' +
  'main{max-width:40rem;margin:0 auto;padding:1.25rem 1rem}h1{font-size:1.5rem;margin:.5rem 0}' +
  'a{color:var(--theme-primary-text)}li{margin:.5rem 0}.actions{display:flex;gap:1rem;margin-top:1.5rem}' +
  '.other{margin-top:2rem;padding-top:1rem;border-top:1px solid #e5e7eb;color:#4b5563}';

function Texts({ lang, shop, withList }: { lang: Lang; shop: string; withList: boolean }) {
  const { t } = translator(lang);
  return (
    <div lang={lang === 'bn' ? 'bn' : 'en'} className={withList ? undefined : 'other'}>
      {withList ? <h1>{t('offline.heading')}</h1> : <h2>{t('offline.heading')}</h2>}
      <p>{withList ? t('offline.body', { shop }) : t('offline.bodyOther')}</p>
      {withList ? (
        <div
          // The worker puts the list of kept pages in place of the text between the marks.
          dangerouslySetInnerHTML={{ __html: `${OFFLINE_LIST_START}<p>${escapeText(t('offline.nothingKept'))}</p>${OFFLINE_LIST_END}` }}
        />
      ) : null}
      {withList ? (
        <p className="actions">
          {/* The page is shown at the address that failed: an empty link loads it again. */}
          <a href="">{t('offline.tryAgain')}</a>
          <a href="/">{t('offline.home')}</a>
        </p>
      ) : null}
    </div>
  );
}

const escapeText = (s: string) => s.replace(/[&<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function offlinePageHtml(shop: OfflineShop, lang: Lang): string {
  const variables = themeVariables(shop.theme_primary_color);
  const other: Lang = lang === 'bn' ? 'en' : 'bn';
  const style = Object.entries(variables)
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  const { t } = translator(lang);
  const body = renderToStaticMarkup(
    <html lang={lang === 'bn' ? 'bn' : 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="theme-color" content={variables['--theme-primary']} />
        <title>{`${t('offline.pageTitle')} | ${shop.shop_name}`}</title>
        <style dangerouslySetInnerHTML={{ __html: `:root{${style}}${STYLE}` }} />
      </head>
      <body>
        <header>
          <img src={shopIcon(shop.shop_name, variables['--theme-primary']!, variables['--theme-on-primary']!)} alt="" width={40} height={40} />
          <b>{shop.shop_name}</b>
        </header>
        <main>
          <Texts lang={lang} shop={shop.shop_name} withList />
          <Texts lang={other} shop={shop.shop_name} withList={false} />
        </main>
      </body>
    </html>,
  );
  return `<!doctype html>${body}`;
}
