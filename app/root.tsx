import { useEffect } from 'react';
import { ButtonAnchor } from './components/ui/button';
import {
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { I18nProvider, translatorOf, useI18n, type PageI18n } from './lib/i18n';
import type { Translator } from '../core/i18n/translate';
import { AlertProvider } from './components/layout/alert';
import { Shell } from './components/layout/shell';
import { pageScripts } from './components/layout/page-scripts';
import { ChunkReloadGuard } from './components/layout/chunk-reload-guard';
import { PagePrefetcher } from './components/layout/page-prefetch';
import { TokenRefresher } from './components/account/token-refresher';
import { useRootData } from './lib/use-root-data';
import { loadRootData } from './lib/root-data.server';
import { useCustomerLoggedIn } from './lib/use-customer-logged-in';
import { useCspNonce } from './lib/csp-nonce';
import { CUSTOMER_HINT } from './lib/customer-hint';


/** The token refresh runs for a logged-in customer, on shared pages too (decision 031). */
function CustomerTokenRefresher() {
  return useCustomerLoggedIn() ? <TokenRefresher /> : null;
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadRootData(context, new URL(request.url));
}


/**
 * Marks `<html data-hydrated="1">` once React has hydrated the page: this root layout's effect
 * runs after every effect below it. Browser tests wait for it before they type, click or hover
 * (tests/e2e/harness.ts waitForHydration) instead of waiting for the network to go idle.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '1';
    // The service worker and the offline notices, 3 s after the page's load event: nothing on the
    // first load's path (app/lib/offline-support-app.client.ts; a development server has no /sw.js).
    if (!import.meta.env.PROD) return;
    const start = () => setTimeout(() => void import('./lib/offline-support-app.client').then((m) => m.startAppOfflineSupport()), 3000);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }, []);
}

export function Layout({ children }: { children: React.ReactNode }) {
  useHydratedMark();
  const data = useRootData();
  // Without shop data (a failed root loader) the stylesheet's own colour applies.
  const theme = data?.theme;
  const lang = data?.i18n.lang ?? 'en';
  const nonce = useCspNonce();
  return (
    // The customer hint (app/lib/customer-hint.ts) marks <html data-customer> before the first paint (decision 031), so
    // the attribute is expected to differ from the server's markup.
    <html lang={lang} data-saver={data?.dataSaver.on ? 'on' : undefined} style={theme?.variables as React.CSSProperties | undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Tiny and inline (its nonce or hash in the CSP): shows the customer's or the guest's header slots on shared pages. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: CUSTOMER_HINT }} />
        {theme ? <meta name="theme-color" content={theme.variables['--theme-primary']} /> : null}
        {theme ? <link rel="icon" href={theme.icon} /> : null}
        {/* The shop as an installable app: its manifest and home-screen icon (server/app-files.ts). */}
        {theme ? <link rel="manifest" href="/manifest.webmanifest" /> : null}
        {theme ? <link rel="apple-touch-icon" href="/app-icons/icon-192.png" /> : null}
        {data ? <LangAlternates origin={data.origin} links={data.langLinks} /> : null}
        {/* No first paint of a half-parsed header: on a slow phone the parser yields inside it, and the
            items still to come pushed the account links and the search box aside (a layout shift).
            The browser waits for <main id="main"> — right after both headers — before it paints
            (render-blocking on an element; browsers without it ignore the link). */}
        {data ? <link rel="expect" href="#main" blocking="render" /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider i18n={data?.i18n as PageI18n | undefined}>{children}</I18nProvider>
        <ScrollRestoration />
        <pageScripts.Scripts />
      </body>
    </html>
  );
}

/** Both languages of this page for search engines: hreflang alternates (x-default: the shop's own choice). */
function LangAlternates({ origin, links }: { origin: string; links: { en: string; bn: string } }) {
  return (
    <>
      <link rel="alternate" hrefLang="en" href={`${origin}${links.en}`} />
      <link rel="alternate" hrefLang="bn" href={`${origin}${links.bn}`} />
      <link rel="alternate" hrefLang="x-default" href={`${origin}${links.en.replace(/[?&]lang=en$/, '')}`} />
    </>
  );
}

export default function App() {
  // The seller console (/seller…) has its own layout, without the shop's catalog header.
  const seller = /^\/seller(\/|$)/.test(useLocation().pathname);
  if (seller)
    return (
      <>
        <Outlet />
        <PagePrefetcher />
      </>
    );
  return (
    <AlertProvider>
      <PagePrefetcher />
      <ChunkReloadGuard />
      <CustomerTokenRefresher />
      <Shell>
        <Outlet />
      </Shell>
    </AlertProvider>
  );
}

/** What an error means to the shopper: the 404 page, or a message with its status. */
function describeRouteError(error: unknown, { t }: Translator): { notFound: boolean; status: number; message: string } {
  if (isRouteErrorResponse(error) && error.status === 404) return { notFound: true, status: 404, message: t('page.notFound') };
  if (isRouteErrorResponse(error)) {
    return { notFound: false, status: error.status, message: String(error.data?.message ?? error.statusText ?? t('page.somethingWentWrong')) };
  }
  const message = import.meta.env.DEV && error instanceof Error ? error.message : t('page.somethingWentWrong');
  return { notFound: false, status: 500, message };
}

export function meta({ data, error }: Route.MetaArgs) {
  const name = data?.layout.shopInfo.shop_name ?? 'haat';
  if (!error) return [{ title: name }];
  // One <title> for error pages too: the error's, from here (not a second one in the body).
  return [{ title: `${describeRouteError(error, translatorOf(data?.i18n as PageI18n | undefined)).message} | ${name}` }, { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRootData();
  const { notFound, status, message } = describeRouteError(error, useI18n());
  const body = notFound ? <NotFoundPage /> : <ErrorPage message={message} status={status} />;
  if (!data) return <main className="page-main mx-auto max-w-xl p-6">{body}</main>;
  return (
    <AlertProvider>
      <Shell>{body}</Shell>
    </AlertProvider>
  );
}

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-5xl font-bold text-primary-text" aria-hidden="true">
        404
      </p>
      <h1 className="text-xl font-semibold">{t('page.notFound')}</h1>
      <ButtonAnchor href="/">{t('page.backToHome')}</ButtonAnchor>
    </section>
  );
}

export function ErrorPage({ message, status }: { message: string; status: number }) {
  const { t } = useI18n();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-5xl font-bold text-primary-text" aria-hidden="true">
        {status}
      </p>
      <h1 className="text-xl font-semibold">{t('page.error', { message })}</h1>
      <ButtonAnchor href="/">{t('page.backToHome')}</ButtonAnchor>
    </section>
  );
}
