// The cards' server markup (decision 080): spec §2 "Product card" as a guest sees it, the facts a
// customer's Add to Cart sends, the return target put in per page, and the kept copies.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../services/context';
import type { ProductCardData } from '../../../services/catalog/catalog-types';
import { cardCartFacts, cardsMarkup, cardsPage, forgetCards, keptCards, withoutProducts } from './cards-markup.server';

const pricing = { sellPrice: 950, oldPrice: 1000, discount: 50, discountPercent: 5, resellerEarning: 100, cashback: 0 };
const plain: ProductCardData = {
  id: 7,
  name: 'Cotton Panjabi',
  slug: 'cotton-panjabi',
  url: '/products/cotton-panjabi-7',
  thumbnailImage: '/uploads/t.webp',
  image: { small: '/uploads/s.webp', grid: '/uploads/thumnail/thumnail_original/abc.webp', width: 600, height: 600 },
  hasVariant: false,
  unitPrice: 1000,
  quantity: 12,
  unlimitedQuantity: false,
  maxPerOrder: 0,
  pricing,
};
const variant: ProductCardData = { ...plain, id: 8, name: 'Saree', url: '/products/saree-8', hasVariant: true, pricing: { ...pricing, minSellPrice: 900, maxSellPrice: 1200 } };
const soldOut: ProductCardData = { ...plain, id: 9, name: 'Cap', url: '/products/cap-9', quantity: 0 };

const en = { lang: 'en' as const, dataSaver: false, returnTo: '/all-products?page=2' };
const cardOf = (html: string, id: number) => new RegExp(`<article[^>]*data-product-card="${id}"[\\s\\S]*?</article>`).exec(html)?.[0] ?? '';

beforeEach(() => forgetCards());

describe('cardsMarkup', () => {
  it('makes a guest\'s card: login links with the page as return target, Quick View as a link, the facts of Add to Cart', () => {
    const html = cardsMarkup([plain], { ...en, layout: 'grid', priority: 1 });
    const card = cardOf(html, 7);
    const login = `/customer/login?redirect=${encodeURIComponent('/all-products?page=2')}`;
    expect(card).toContain(`href="${login}" class=`);
    expect(card.match(/\/customer\/login\?redirect=/g)).toHaveLength(2);
    expect(card).toContain('aria-label="Add to Cart: Cotton Panjabi"');
    expect(card).toContain('aria-label="Add To Wishlist: Cotton Panjabi"');
    expect(card).toContain('data-card-cart="7"');
    expect(card).toContain('data-card-wish="7"');
    expect(card).toContain('href="/products/7" role="button"');
    expect(card).toContain('Quick View: Cotton Panjabi');
    expect(card).toContain('href="/products/cotton-panjabi-7"');
    expect(card).toContain('-5%');
    expect(card).toContain('<del');
    expect(card).toContain('loading="eager"');
    expect(html.startsWith('<ul class="grid grid-cols-2')).toBe(true);
    const facts = /data-card-facts="([^"]+)"/.exec(card)![1]!.replaceAll('&quot;', '"');
    expect(JSON.parse(facts)).toEqual(cardCartFacts(plain));
    expect(cardCartFacts(plain)).toEqual({ unitPrice: 1000, sellPrice: 950, resellerEarning: 100, discount: 50, image: '/uploads/t.webp', maxPerOrder: 0, available: 12 });
  });

  it('opens Quick View from a variant product\'s buttons and disables Add to Cart without stock', () => {
    const html = cardsMarkup([variant, soldOut], { ...en, layout: 'grid', priority: 0 });
    const v = cardOf(html, 8);
    expect(v.match(/data-quick-view="8"/g)).toHaveLength(3);
    expect(v).not.toContain('data-card-cart');
    expect(v).not.toContain('/customer/login');
    expect(v).toContain('৳900 - ৳1,200');
    const s = cardOf(html, 9);
    expect(s).toMatch(/<button type="button"[^>]*disabled=""[^>]*aria-label="Add to Cart: Cap"/);
    expect(s).not.toContain('data-card-cart');
    expect(s).toContain('data-card-wish="9"');
    expect(s).toContain('loading="lazy"');
  });

  it('lays out a home row, the search layout and a light page', () => {
    const row = cardsMarkup([plain], { ...en, layout: 'row', priority: 0 });
    expect(row).toContain('<li class="flex w-40 shrink-0 snap-start sm:w-48 desk:w-auto">');
    expect(row).toContain('sizes="(min-width: 62rem) 15rem, (min-width: 40rem) 12rem, 10rem"');
    const search = cardsMarkup([plain], { ...en, layout: 'search', priority: 0 });
    expect(search).toContain('src="/uploads/s.webp"');
    expect(search).not.toContain('data-quick-view');
    expect(search).toContain('data-card-cart="7"');
    expect(cardsMarkup([plain], { ...en, layout: 'grid', priority: 0 })).toContain('srcSet=');
    expect(cardsMarkup([plain], { ...en, dataSaver: true, layout: 'grid', priority: 0 })).not.toContain('srcSet=');
  });

  it('speaks Bangla on a Bangla page', () => {
    const html = cardsMarkup([plain], { ...en, lang: 'bn', layout: 'grid', priority: 0 });
    expect(html).toContain('৳৯৫০');
    expect(html).not.toContain('Add to Cart');
  });

  it('makes each card once for its data, language and view, and again when any of them changes', () => {
    cardsMarkup([plain, variant], { ...en, layout: 'grid', priority: 0 });
    expect(keptCards().entries).toBe(2);
    // Another page's address: the same kept cards, its own return target.
    const other = cardsMarkup([plain, variant], { ...en, returnTo: '/', layout: 'grid', priority: 0 });
    expect(keptCards().entries).toBe(2);
    expect(other).toContain('redirect=%2F"');
    expect(other).not.toContain('__haat_return__');
    cardsMarkup([{ ...plain, quantity: 11 }], { ...en, layout: 'grid', priority: 0 });
    expect(keptCards().entries).toBe(3);
    cardsMarkup([plain], { ...en, lang: 'bn', layout: 'grid', priority: 0 });
    cardsMarkup([plain], { ...en, layout: 'row', priority: 0 });
    cardsMarkup([plain], { ...en, layout: 'grid', priority: 1 });
    expect(keptCards().entries).toBe(6);
    expect(keptCards().chars).toBeGreaterThan(0);
  });

  it('keeps no more characters than its bound, the least recently used going first', () => {
    const one = cardsMarkup([plain], { ...en, layout: 'grid', priority: 0 });
    const size = keptCards().chars;
    forgetCards(size * 2 + 10);
    cardsMarkup([plain], { ...en, layout: 'grid', priority: 0 });
    cardsMarkup([{ ...plain, quantity: 3 }], { ...en, layout: 'grid', priority: 0 });
    // The first is used again: the second is now the oldest, and goes for a third.
    expect(cardsMarkup([plain], { ...en, layout: 'grid', priority: 0 })).toBe(one);
    cardsMarkup([{ ...plain, quantity: 4 }], { ...en, layout: 'grid', priority: 0 });
    expect(keptCards().entries).toBe(2);
    expect(keptCards().chars).toBeLessThanOrEqual(size * 2 + 10);
    cardsMarkup([plain], { ...en, layout: 'grid', priority: 0 });
    expect(keptCards().entries).toBe(2);
    cardsMarkup([{ ...plain, quantity: 3 }], { ...en, layout: 'grid', priority: 0 });
    expect(keptCards().entries).toBe(2);
    forgetCards();
    expect(keptCards()).toEqual({ entries: 0, chars: 0 });
  });
});

describe('cardsPage', () => {
  const ctx = (request: Partial<Ctx['request']>) => ({ request: { lang: 'bn', dataSaver: true, ...request }, shop: { default_language: 'en' } }) as unknown as Ctx;

  it('takes a document\'s address, and a data request\'s as its document\'s', () => {
    expect(cardsPage(ctx({}), new Request('http://x/all-products?page=2'))).toEqual({ lang: 'bn', dataSaver: true, returnTo: '/all-products?page=2' });
    expect(cardsPage(ctx({ dataSaver: undefined }), new Request('http://x/all-products.data?page=2&_routes=routes%2Fall')).returnTo).toBe('/all-products?page=2');
    expect(cardsPage(ctx({ dataSaver: undefined }), new Request('http://x/_root.data')).returnTo).toBe('/');
    expect(cardsPage(ctx({ dataSaver: undefined }), new Request('http://x/')).dataSaver).toBe(false);
  });
});

describe('withoutProducts', () => {
  it('keeps the count', () => {
    expect(withoutProducts({ products: [plain, variant], page: 2 })).toEqual({ page: 2, productCount: 2 });
  });
});
