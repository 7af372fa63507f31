// Home (spec §2 "/"): the shop's own sections — new arrivals, running deals, categories and,
// when the shop shows brands, its brands — server-rendered from one loader.
import { useI18n } from '../lib/i18n';
import type { Translator } from '../../core/i18n/translate';
import { getHeroCoupon, type HeroCoupon } from '../../services/catalog/get-hero-coupon';
import { getHomeSections } from '../../services/catalog/get-home-sections';
import { getShopLayout } from '../../services/shops/operations/get-shop-layout';
import { SmartLink } from '../components/layout/smart-link';
import { ProductCards } from '../components/product/product-cards';
import { cardsMarkup, cardsPage } from '../components/product/cards-markup.server';
import { pageMarkup } from '../lib/page-markup.server';
import type { Route } from './+types/home';
import { useCustomerPartSelect, type CustomerPartState } from '../lib/customer-part';
import { AwaitingPaymentBanner } from '../components/order/awaiting-payment-banner';
import { RecentlyViewed } from '../components/recently-viewed/recently-viewed';
import { data } from 'react-router';
import { SHARED_FOR_HEADER } from '../../core/shared-pages';
import { getHomeBanners } from '../../services/banners/get-home-banners';
import { HomeSlides } from '../components/home/home-slides';
import { HomeTiles } from '../components/home/home-tiles';

/** The same page for every anonymous shopper: shared from the answer cache (server/shared-pages.ts). */
export const handle = { sharedAnswer: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  const [sections, layout, coupon, banners] = await Promise.all([getHomeSections(context), getShopLayout(context), getHeroCoupon(context), getHomeBanners(context)]);
  // The rows' cards as server markup, each card made once (decision 080). The first slide is
  // the page's largest picture when there is one; else the first cards are.
  const page = cardsPage(context, request);
  const rows: Record<string, string> = {};
  if (sections.newArrivals.length > 0) rows['home-new-cards'] = cardsMarkup(sections.newArrivals, { ...page, layout: 'row', priority: banners.slides.length === 0 ? 2 : 0 });
  for (const deal of sections.deals) rows[`home-deal-${deal.slug}-cards`] = cardsMarkup(deal.products, { ...page, layout: 'row', priority: 0 });
  // The shared copy of this page is kept only until the next slide starts or ends (decision 067).
  return data({
    // The sections without their products: the cards' markup holds all the page needs of them.
    sections: { newArrivals: sections.newArrivals.length, deals: sections.deals.map(({ products: _products, ...deal }) => deal) },
    // A document carries the markup in its HTML once; a client-side navigation's data brings it (decision 076).
    cards: pageMarkup(context, rows),
    // The owner's slides showing now and the category tiles (decision 067).
    slides: banners.slides,
    tiles: banners.tiles,
    // A coupon from the shop's data for a newcomer to try; the same for every shopper.
    coupon,
    // Each category with its first five items, and the brands when the shop shows them.
    categories: layout.mega.map((cat) => ({ id: cat.id, name: cat.name, slug: cat.slug, items: cat.subcategory.flatMap((g) => g.items).slice(0, 5) })),
    brands: layout.showBrands ? layout.brands.map((b) => ({ name: b.name, slug: b.slug })) : [],
    canonical: `${context.request.origin}/`,
    shopName: context.shop.shop_name,
    shopSlug: context.shop.slug,
    tagline: context.shop.meta_description,
  }, { headers: { [SHARED_FOR_HEADER]: String(banners.sharedForMs) } });
}

/** How long the shared copy holds (server/response-cache.ts reads it and does not send it on). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const holdsFor = loaderHeaders.get(SHARED_FOR_HEADER);
  return holdsFor ? { [SHARED_FOR_HEADER]: holdsFor } : new Headers();
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const description = data.tagline || `Shop online at ${data.shopName}: new arrivals, deals and every category, with prices in taka and cash on delivery.`;
  return [
    { title: `${data.shopName} | Online shopping` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: data.canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: data.shopName },
    { property: 'og:title', content: data.shopName },
    { property: 'og:description', content: description },
    { property: 'og:url', content: data.canonical },
  ];
}

/** `fold`: what the section holds, for the size the browser assumes until it renders it (app.css `.below-fold`). */
function Section({ id, title, href, fold = 'row', children }: { id: string; title: string; href?: string; fold?: 'row' | 'list' | 'chips'; children: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={id} className={`below-fold fold-${fold} space-y-3`}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {href ? (
          <SmartLink to={href} className="text-sm font-semibold text-primary-text hover:underline">
            {t('home.seeAll')}<span className="sr-only"> {title}</span>
          </SmartLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A row that scrolls sideways on a phone and is a grid on a desktop (the cards' markup: cards-markup.server.tsx). */
function CardRow({ id, cards, shopSlug }: { id: string; cards: Record<string, string | null> | null; shopSlug: string }) {
  return <ProductCards id={id} html={cards?.[id]} shopSlug={shopSlug} />;
}

/** "10% off (up to ৳300)" or "৳100 off". */
function couponOffer(coupon: HeroCoupon, { t, taka, num }: Translator): string {
  if (coupon.type === 'flat') return t('home.couponFlat', { amount: taka(coupon.value) });
  return coupon.maxDiscount !== null
    ? t('home.couponPercentUpTo', { percent: num(coupon.value), max: taka(coupon.maxDiscount) })
    : t('home.couponPercent', { percent: num(coupon.value) });
}

/**
 * The hero's coupon line; the code is selected whole with one tap, to copy it. The page is the
 * same bytes for everyone, so a customer who used the coupon up learns it from the customer
 * part and the line goes (issue 23 item 7).
 */
function HeroCouponLine({ coupon }: { coupon: HeroCoupon }) {
  const i18n = useI18n();
  const usedUp = useCustomerPartSelect((part) => part.status === 'customer' && Boolean(part.usedUpCoupons?.includes(coupon.code)));
  if (usedUp) return null;
  return (
    <p className="mt-3 text-sm">
      {i18n.t('home.useCode')}{' '}
      <code className="select-all rounded border border-dashed border-current bg-primary-raised px-2 py-0.5 font-mono text-base font-bold tracking-wider">
        {coupon.code}
      </code>{' '}
      {i18n.t('home.couponAtCheckout', { offer: couponOffer(coupon, i18n) })}
    </p>
  );
}

/**
 * The shopper's order waiting for its online payment (issue 23 item 2). Home is the same bytes
 * for everyone (decision 031): the order comes with the customer part, so it shows once the page
 * runs its script; without JavaScript the cart and the dashboard show it.
 */
const awaitingOf = (part: CustomerPartState) => (part.status === 'customer' ? (part.awaitingPayment ?? null) : null);

function HomeAwaitingPayment() {
  const awaiting = useCustomerPartSelect(awaitingOf);
  return <AwaitingPaymentBanner awaiting={awaiting} />;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { sections, cards, shopName, shopSlug, tagline, categories: mega, brands, coupon, slides, tiles } = loaderData;
  const { t } = useI18n();
  return (
    <div className="space-y-8">
      <HomeAwaitingPayment />
      <HomeSlides slides={slides} />
      <header className="rounded-xl bg-primary px-5 py-6 text-on-primary">
        <h1 className="text-2xl font-bold desk:text-3xl">{shopName}</h1>
        {tagline ? <p className="mt-1 max-w-prose text-sm opacity-95">{tagline}</p> : null}
        {coupon ? <HeroCouponLine coupon={coupon} /> : null}
        <SmartLink to="/all-products" className="mt-4 inline-flex min-h-10 items-center rounded-md bg-white px-4 text-sm font-semibold text-gray-900">
          {t('home.browseAll')}
        </SmartLink>
      </header>

      <HomeTiles tiles={tiles} />

      {sections.newArrivals > 0 ? (
        <Section id="home-new" title={t('home.newArrivals')} href="/all-products">
          <CardRow id="home-new-cards" cards={cards} shopSlug={shopSlug} />
        </Section>
      ) : null}

      {sections.deals.map((deal) => (
        <Section key={deal.slug} id={`home-deal-${deal.slug}`} title={deal.title} href={`/deals/${deal.slug}`}>
          {deal.description ? <p className="text-sm text-gray-700">{deal.description}</p> : null}
          <CardRow id={`home-deal-${deal.slug}-cards`} cards={cards} shopSlug={shopSlug} />
        </Section>
      ))}

      {mega.length > 0 ? (
        <Section id="home-categories" title={t('layout.categories')} href="/categories" fold="list">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 desk:grid-cols-4">
            {mega.map((cat) => (
              <li key={cat.id} className="rounded-lg border border-gray-200 bg-white p-4">
                <SmartLink to={`/products/category/${cat.slug}`} className="font-semibold text-primary-text hover:underline">
                  {cat.name}
                </SmartLink>
                <ul className="mt-2 space-y-1">
                  {cat.items.map((item) => (
                    <li key={item.slug}>
                      <SmartLink to={`/products/sub-category/${item.slug}`} className="text-sm text-gray-700 hover:underline">
                        {item.name}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {brands.length > 0 ? (
        <Section id="home-brands" title={t('layout.brands')} fold="chips">
          <ul className="flex flex-wrap gap-2">
            {brands.map((b) => (
              <li key={b.slug}>
                <SmartLink to={`/products/brands/${b.slug}`} className="inline-flex min-h-10 items-center rounded-full border border-gray-300 bg-white px-4 text-sm hover:border-primary">
                  {b.name}
                </SmartLink>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {/* The shopper's own, after the page's shared sections (decision 068). */}
      <RecentlyViewed />
    </div>
  );
}
