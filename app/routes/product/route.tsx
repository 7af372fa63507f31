// The product page /products/{slug}-{id} (spec §2 "Product page"): one loader reads everything
// (no request waterfall); a bare id or a stale slug redirects (301) to the canonical path;
// anything that is not a product of this shop is the 404 page.
import { useI18n } from '../../lib/i18n';
import { data, redirect, useActionData } from 'react-router';
import { chooseMessage, doneNotice, isPurchaseAction, missingGroups, parseIntentQuantity, selectionFromParams, selectionQuery, variantKeyOf, type Notice as PurchaseNotice } from '../../../core/purchase-intent';
import { browserMessages as messages } from '../../../core/browser-messages';
import { getProductPage } from '../../../services/catalog/get-product-page';
import { listProductReviews, reviewsJsonLd } from '../../../services/reviews/list-product-reviews';
import { parsePageParam } from '../../../core/pager';
import { reviewsMarkup } from './reviews-markup.server';
import { getProductExtras } from '../../../services/catalog/get-product-extras';
import { extrasMarkup } from './extras-markup.server';
import { pageMarkup } from '../../lib/page-markup.server';
import { StaticHtml } from '../../components/layout/static-html';
import { langOf } from '../../../services/context';
import { completePurchaseIntent } from '../../../services/cart/complete-purchase-intent';
import { purchaseIntentCookie } from '../../../services/cart/purchase-intent-cookies';
import { returnTargetCookie } from '../../../services/accounts/customer-cookies';
import { customerOf } from '../../../services/actors';
import { Notice } from '../../components/ui/notice';
import { ProductGallery } from '../../components/product/product-gallery';
import { ProductSummary } from '../../components/product/product-summary';
import { RecentlyViewed } from '../../components/recently-viewed/recently-viewed';
import { useProductSelection } from '../../components/product/use-product-selection';
import { SmartLink } from '../../components/layout/smart-link';
import { notFoundOn } from '../../lib/not-found';
import { useRootData } from '../../lib/use-root-data';
import { useCustomerLoggedIn } from '../../lib/use-customer-logged-in';
import { useCartKeys } from '../../lib/customer-part';
import { cartVariantsOf } from '../../components/cart/cart-events';
import type { Route } from './+types/route';
import { ShareButtons } from './share-buttons';

/** The same page for every anonymous shopper: shared from the answer cache (server/shared-pages.ts). */
export const handle = { sharedAnswer: true };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = await getProductPage(context, params.param, { search: url.search }).catch(notFoundOn);
  if ('redirect' in result) throw redirect(result.redirect, 301);
  // The choice the address carries (`?v=…&qty=N`, a no-script variant button's `pick`) and
  // what a form post or the login detour did (`done=…`, a fixed code): the same for everyone
  // who opens this address, so the page stays shared (issue 16, docs/decisions/028).
  const groups = result.page.product.hasVariant ? result.page.product.variantGroups : [];
  const initial = selectionFromParams(url.searchParams, groups);
  // A variant button's `pick` lands on the plain address of the choice it made (?v=…&v=…).
  if (url.searchParams.has('pick')) {
    const chosen = groups.map((g) => initial.selected[g.id]).filter((v): v is number => v !== undefined);
    throw redirect(`${result.page.product.url}${selectionQuery(chosen, initial.quantity)}`);
  }
  // The buyers' reviews (issue 28 item 1): the page of them the address names, the same for everyone.
  const withPhotos = url.searchParams.get('with_photos') === '1';
  const reviews = result.page.product.reviewsEnabled
    ? await listProductReviews(context, { productId: result.page.product.id, page: parsePageParam(url.searchParams.get('reviews_page')), withPhotos })
    : null;
  // Each review on the page in the product's structured data, as schema.org's Review.
  const seo = reviews && reviews.reviews.length > 0 ? { ...result.page.seo, jsonLd: { ...result.page.seo.jsonLd, review: reviewsJsonLd(reviews.reviews) } } : result.page.seo;
  const reviewsHtml = reviews ? reviewsMarkup(reviews, withPhotos, langOf(context)) : null;
  // Delivery to the district the address names (`?district=`; server/app.ts names a customer's
  // saved one), the return window, the tables and related products (issue 28 item 2, decision 066).
  const extras = await getProductExtras(context, result.page.product.id, url.searchParams.get('district'));
  const kept = { values: url.searchParams.getAll('v'), quantity: url.searchParams.get('qty') };
  const extrasHtml = extrasMarkup(extras, { action: result.page.product.url, kept }, langOf(context));
  // The markup goes into a document once, as HTML; only a client-side navigation's data carries it (decision 076).
  const markup = pageMarkup(context, { 'extras-delivery': extrasHtml.delivery, 'extras-facts': extrasHtml.facts, 'reviews-list': reviewsHtml, 'extras-related': extrasHtml.related });
  return { ...result.page, seo, initial, notice: doneNotice(url.searchParams.get('done')), reviewsEnabled: reviewsHtml !== null, markup };
}

/**
 * The product page's forms without JavaScript, and every guest's (issue 16 items 4-5,
 * docs/decisions/028): Add To Cart, Place Order and Add To Wishlist post the chosen values
 * (`v`), the quantity and the action. A half-made choice or a bad quantity is told on the
 * page. A guest goes to log in with the intent kept for after it; a customer's action is
 * done now, like the script calls, and they land where the script would take them.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const result = await getProductPage(context, params.param, { search: '' }).catch(notFoundOn);
  if ('redirect' in result) throw redirect(result.redirect, 301);
  const { product } = result.page;
  const form = await request.formData();
  const groups = product.hasVariant ? product.variantGroups : [];
  const params_ = new URLSearchParams();
  for (const v of form.getAll('v')) if (typeof v === 'string') params_.append('v', v);
  const { selected } = selectionFromParams(params_, groups);
  const act = form.get('intent');
  const rawQuantity = form.get('quantity') ?? '1';
  const quantity = parseIntentQuantity(rawQuantity);
  const fail = (message: string) => data<{ notice: PurchaseNotice }>({ notice: { tone: 'danger', message } }, { status: 400 });
  if (!isPurchaseAction(act)) return fail(messages.somethingWentWrong);
  const missing = missingGroups(groups, selected);
  const variant = variantKeyOf(groups, selected);
  if (variant === null) return fail(chooseMessage(missing));
  if (quantity === null) return fail(messages.invalidCartQuantity);
  const intent = { action: act, productId: product.id, variant, quantity };
  const secure = context.request.secureCookies;
  const headers = new Headers();
  if (!customerOf(context)) {
    headers.append('Set-Cookie', purchaseIntentCookie(intent, secure));
    const back = returnTargetCookie(`${product.url}${selectionQuery(groups.map((g) => selected[g.id]!), quantity)}`, secure);
    if (back) headers.append('Set-Cookie', back);
    return redirect('/customer/login', { headers });
  }
  const outcome = await completePurchaseIntent(context, intent);
  // A refusal is told on this answer in its own words; success lands where the script would go.
  if (outcome.refusal) return fail(outcome.refusal);
  return redirect(outcome.location);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [];
  const { seo, product } = page;
  const tags: Route.MetaDescriptors = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:type', content: 'product' },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:title', content: product.name },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'product:price:amount', content: String(product.pricing.sellPrice) },
    { property: 'product:price:currency', content: 'BDT' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: product.name },
    { name: 'twitter:description', content: seo.description },
    // The link preview made for sharing (issue 29 item 5): picture, name, price, shop colour.
    { property: 'og:image', content: seo.shareImage },
    { property: 'og:image:type', content: 'image/jpeg' },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: product.name },
    { name: 'twitter:image', content: seo.shareImage },
  ];
  tags.push({ 'script:ld+json': seo.jsonLd }, { 'script:ld+json': seo.breadcrumbLd });
  return tags;
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, seo, shopSlug, initial, notice, reviewsEnabled, markup } = loaderData;
  const actionData = useActionData<typeof action>();
  const shown: PurchaseNotice | null = actionData?.notice ?? notice;
  const root = useRootData();
  // Shared page (decision 031): the loader renders as a guest; who is logged in and what is in
  // their cart are known in the browser.
  const loggedIn = useCustomerLoggedIn();
  const cartKeys = useCartKeys();
  const selection = useProductSelection(product, cartVariantsOf(cartKeys, product.id), initial);
  const brandLinks = root?.layout.showBrands === true;
  const { t } = useI18n();
  return (
    <article className="mx-auto max-w-6xl space-y-4" key={product.id}>
      {/* Where the product is filed (issue 28 item 2): home, its category, its sub-category. */}
      <nav aria-label={t('product.breadcrumb')} className="text-sm" data-testid="breadcrumbs">
        <ol className="flex flex-wrap items-center gap-x-1.5 text-gray-700">
          <li>
            <SmartLink to="/" className="inline-block py-1 hover:text-primary-text hover:underline">
              {t('tabs.home')}
            </SmartLink>
          </li>
          {product.breadcrumbs.map((step) => (
            <li key={step.url} className="flex items-center gap-1.5">
              <span aria-hidden="true">›</span>
              <SmartLink to={step.url} className="inline-block py-1 hover:text-primary-text hover:underline">
                {step.name}
              </SmartLink>
            </li>
          ))}
          <li className="flex min-w-0 items-center gap-1.5">
            <span aria-hidden="true">›</span>
            <span aria-current="page" className="truncate py-1 font-medium text-gray-900">
              {product.name}
            </span>
          </li>
        </ol>
      </nav>
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div>
          <ProductGallery images={selection.gallery} name={product.name} />
        </div>
        <div className="space-y-4">
          <div className="space-y-1">
            {product.brand ? (
              <p className="text-sm text-gray-700">
                {t('product.brand')}{' '}
                {brandLinks ? (
                  <SmartLink to={`/products/brands/${product.brand.slug}`} className="font-medium text-primary-text hover:underline">
                    {product.brand.name}
                  </SmartLink>
                ) : (
                  <span className="font-medium">{product.brand.name}</span>
                )}
              </p>
            ) : null}
            <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{product.name}</h1>
          </div>
          {shown ? (
            <div data-testid="product-notice">
              <Notice tone={shown.tone === 'danger' ? 'error' : 'success'}>{shown.message}</Notice>
            </div>
          ) : null}
          <ProductSummary product={product} selection={selection} shopSlug={shopSlug} loggedIn={loggedIn} idPrefix="product" />
          {/* Server markup (extras-markup.server.tsx), wrappers included: it costs the page no JavaScript. */}
          <StaticHtml id="extras-delivery" html={markup?.['extras-delivery']} />
          <ShareButtons url={seo.canonical} title={product.name} />
        </div>
      </div>
      {product.description ? (
        <section aria-labelledby="product-description" className="mt-8 rounded-lg border border-gray-200 bg-white p-4 md:p-6">
          <h2 id="product-description" className="mb-3 text-lg font-semibold">
            {t('product.description')}
          </h2>
          <p className="whitespace-pre-line text-gray-800">{product.description}</p>
        </section>
      ) : null}
      <StaticHtml id="extras-facts" html={markup?.['extras-facts']} optional />
      {reviewsEnabled ? (
        // Server markup (reviews-markup.server.tsx): its links are plain ones to this page's own address.
        <section id="reviews" aria-labelledby="product-reviews" className="mt-8 rounded-lg border border-gray-200 bg-white p-4 md:p-6" data-testid="product-reviews">
          <StaticHtml id="reviews-list" html={markup?.['reviews-list']} />
        </section>
      ) : null}
      <StaticHtml id="extras-related" html={markup?.['extras-related']} optional />
      {/* The shopper's other recently viewed products, and this one recorded (decision 068). */}
      <RecentlyViewed productId={product.id} />
    </article>
  );
}
