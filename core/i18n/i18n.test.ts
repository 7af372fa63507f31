import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogs } from './catalog';
import { en } from './catalog-en';
import { bn } from './catalog-bn';
import { checkoutBn } from './catalog-checkout-bn';
import { checkoutEn } from './catalog-checkout-en';
import { accountBn } from './catalog-account-bn';
import { accountEn } from './catalog-account-en';
import { sellerBn } from './catalog-seller-bn';
import { sellerEn } from './catalog-seller-en';
import { notifyBn } from './catalog-notify-bn';
import { notifyEn } from './catalog-notify-en';
import { compiledCatalog, translator } from './compile';
import { asciiDigits, formatDate, formatDateTime, formatNumber, formatTaka, localDigits } from './format';
import { intlLocale, parseLang, resolveLang } from './lang';
import { langHref, pathWithoutLang } from './lang-links';
import { parseCartQuantity } from '../cart';
import { cartMessages } from '../cart-messages';
import { couponMessages } from '../checkout-messages';
import { normalizeCode, normalizePhone } from '../customer-auth';
import { parseNumber } from '../numeric';

/** The placeholder names of an ICU message ({name}, {n, plural, …}), from its compiled form. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(token[0] as string);
      if (token[2] && typeof token[2] === 'object') for (const branch of Object.values(token[2] as object)) walk(branch);
    }
  };
  const compiled = compileMessage(text);
  walk(typeof compiled === 'string' ? [] : compiled);
  return [...names].sort();
}

// The shop's catalogs and the seller console's (core/i18n/catalog-seller-*.ts) pass the same checks.
const PAIRS: Array<[string, Record<string, string>, Record<string, string>]> = [
  ['shop', en, bn],
  ['buying path', checkoutEn, checkoutBn],
  ['seller console', sellerEn, sellerBn],
  ['notifications and SMS', notifyEn, notifyBn],
  ['account side', accountEn, accountBn],
];

describe('catalogs', () => {
  for (const [name, english, bangla] of PAIRS) {
    it(`${name}: every English id has a Bangla message and the other way round, none empty, with the same placeholders`, () => {
      expect(Object.keys(bangla).sort()).toEqual(Object.keys(english).sort());
      for (const [id, text] of Object.entries(english)) {
        const translated = bangla[id]!;
        expect(text.trim(), `en ${id}`).not.toBe('');
        expect(translated.trim(), `bn ${id}`).not.toBe('');
        expect(placeholders(translated), `placeholders of ${id}`).toEqual(placeholders(text));
      }
    });

    it(`${name}: Bangla messages carry no plural forms (numbers arrive in Bangla digits, counts take টি)`, () => {
      for (const [id, text] of Object.entries(bangla)) expect(text, id).not.toMatch(/,\s*plural\s*,/);
    });
  }

  it('every message compiles, in both languages', () => {
    for (const lang of ['en', 'bn'] as const) expect(Object.keys(compiledCatalog(lang))).toHaveLength(Object.keys(catalogs[lang]).length);
  });
});

describe('translator', () => {
  it('keeps the spec strings verbatim in English and fills placeholders', () => {
    const t = translator('en');
    expect(t.t('page.invalidDomain')).toBe('Invaild domain');
    expect(t.t('pager.showing', { start: 1, end: 20, total: 45 })).toBe('Showing 1 to 20 of 45');
    expect(t.t('stock.cardItems', { n: 1 })).toBe('1 item');
    expect(t.t('stock.cardItems', { n: 3 })).toBe('3 items');
  });

  it('writes numbers in Bangla digits in Bangla', () => {
    const t = translator('bn');
    expect(t.t('page.notFound')).toBe('পেজটি খুঁজে পাওয়া যায়নি');
    expect(t.t('page.error', { message: 'সার্ভার বন্ধ' })).toBe('সার্ভার বন্ধ!');
    expect(t.t('stock.itemsAvailable', { n: 3 })).toBe('৩টি আছে');
    expect(t.t('pager.showing', { start: 1, end: 20, total: 45 })).toBe('৪৫টির মধ্যে ১–২০ দেখানো হচ্ছে');
    expect(t.taka(1250)).toBe('৳১,২৫০');
    expect(t.num(123456)).toBe('১,২৩,৪৫৬');
    expect(t.digits('HT-0012')).toBe('HT-০০১২');
    expect(t.date('2026-12-01T18:48:00Z')).toBe('২ ডিসেম্বর, ২০২৬');
    expect(t.dateTime('2026-12-01T18:48:00Z')).toContain('১২:৪৮');
  });
});

describe('the buying path', () => {
  it('keeps the English of the rules word for word and counts in Bangla digits', () => {
    const en = translator('en');
    const bnT = translator('bn');
    expect(en.t('cart.note.priceChanged', { was: '৳100', now: '৳120' })).toBe(cartMessages.priceChanged('৳100', '৳120'));
    expect(en.t('cart.note.moreThanStock', { n: 2 })).toBe(cartMessages.moreThanStock(2));
    expect(en.t('cart.quantityUnchanged', { n: 13 })).toBe(cartMessages.quantityUnchanged(13));
    expect(en.t('cart.clearText', { n: 1 })).toBe('All 1 item will be removed from your cart.');
    expect(en.t('cart.pieces', { n: 3 })).toBe('3 items');
    expect(bnT.t('cart.clearText', { n: 12 })).toBe('কার্ট থেকে ১২টি পণ্যই সরিয়ে ফেলা হবে।');
    expect(en.t('checkout.coupon.applied', { amount: en.taka(150) })).toBe(couponMessages.applied(150));
    expect(bnT.t('checkout.payAgainHelp', { minutes: 30 })).toContain('৩০ মিনিট');
  });
});

describe('formats', () => {
  it('money, numbers and dates in each language, in Dhaka time', () => {
    expect(formatTaka('en', 1250)).toBe('৳1,250');
    expect(formatTaka('bn', -50)).toBe('-৳৫০');
    expect(formatNumber('en', 1250)).toBe('1,250');
    expect(formatDate('en', '2026-12-01T18:48:00Z')).toBe('December 2, 2026');
    expect(formatDateTime('en', Date.UTC(2026, 11, 1, 6, 5))).toBe('December 1, 2026 at 12:05 PM');
    expect(localDigits('en', 42)).toBe('42');
    // A second date in the same form reuses its formatter.
    expect(formatDate('en', '2026-01-15T00:00:00Z')).toBe('January 15, 2026');
  });

  it('reads Bangla and Arabic-Indic digits as ASCII digits', () => {
    expect(asciiDigits('০১৭১২-৩৪৫৬৭৮')).toBe('01712-345678');
    expect(asciiDigits('٠١٢۳۴')).toBe('01234');
    expect(asciiDigits('abc')).toBe('abc');
  });

  it('inputs accept Bangla digits: a phone, a one-time code, a quantity', () => {
    expect(normalizePhone('০১৭১১০০০০০১', '+880')).toBe('+8801711000001');
    expect(normalizeCode('১২৩ ৪৫৬')).toBe('123456');
    expect(parseCartQuantity('২')).toBe(2);
    expect(parseNumber('৩')).toBe(3);
  });
});

describe('language', () => {
  it('parses bn and en only', () => {
    expect(parseLang(' BN ')).toBe('bn');
    expect(parseLang('en')).toBe('en');
    expect(parseLang('fr')).toBeNull();
    expect(parseLang(undefined)).toBeNull();
    expect(parseLang(1)).toBeNull();
  });

  it('resolves ?lang, then the cookie, then the account, then the shop default, else English', () => {
    expect(resolveLang({ query: 'bn', cookie: 'en', account: 'en', shopDefault: 'en' })).toBe('bn');
    expect(resolveLang({ query: 'xx', cookie: 'bn', account: 'en', shopDefault: 'en' })).toBe('bn');
    expect(resolveLang({ query: null, cookie: 'zz', account: 'bn', shopDefault: 'en' })).toBe('bn');
    expect(resolveLang({ query: null, cookie: null, account: null, shopDefault: 'bn' })).toBe('bn');
    expect(resolveLang({ query: undefined, cookie: undefined, account: undefined, shopDefault: undefined })).toBe('en');
    expect(intlLocale('bn')).toBe('bn-BD');
    expect(intlLocale('en')).toBe('en');
  });

  it('links a page to itself in the other language, and keys it without ?lang', () => {
    expect(langHref({ pathname: '/search/x', search: '?page=2&lang=en' }, 'bn')).toBe('/search/x?page=2&lang=bn');
    expect(langHref({ pathname: '/', search: '' }, 'en')).toBe('/?lang=en');
    expect(pathWithoutLang({ pathname: '/search/x', search: '?lang=bn&page=2' })).toBe('/search/x?page=2');
    expect(pathWithoutLang({ pathname: '/', search: '?lang=bn' })).toBe('/');
  });
});

describe('stock text and prices in both languages', () => {
  it('says the same as the spec in English and reads naturally in Bangla', async () => {
    const { availabilityMessage, availabilityText, cardAvailabilityText } = await import('../availability');
    const { formatPriceRange, formatTaka: moneyTaka } = await import('../money');
    const { formatTakaRange } = await import('./format');
    const en = translator('en');
    const bnT = translator('bn');
    const say = (tr: typeof en, m: ReturnType<typeof availabilityMessage>) => tr.t(m.id, m.n === undefined ? undefined : { n: m.n });
    const cases = [
      { status: 0, quantity: 5, unlimited: false },
      { quantity: 0, unlimited: false },
      { quantity: 0, unlimited: true },
      { quantity: 1, unlimited: false },
      { quantity: 3, unlimited: false },
    ];
    for (const c of cases) {
      expect(say(en, availabilityMessage(c))).toBe(availabilityText(c));
      expect(say(en, availabilityMessage(c, true))).toBe(cardAvailabilityText(c));
    }
    expect(say(bnT, availabilityMessage({ quantity: 3, unlimited: false }, true))).toBe('৩টি আছে');
    for (const [a, b] of [[100, 250], [250, 100], [99, 99], [1250.7, 1250.2]] as const) expect(formatTakaRange('en', a, b)).toBe(formatPriceRange(a, b));
    for (const n of [0, 5, 1250, 1234567, -40, 12.9, Number.NaN]) expect(en.taka(n)).toBe(moneyTaka(Number.isNaN(n) ? 0 : n));
    expect(bnT.takaRange(100, 250)).toBe('৳১০০ - ৳২৫০');
  });
});

describe('content in two languages', () => {
  it('shows the Bangla name on a Bangla page when there is one', async () => {
    const { localName } = await import('./local-name');
    expect(localName('bn', 'Panjabi', 'পাঞ্জাবি')).toBe('পাঞ্জাবি');
    expect(localName('bn', 'Panjabi', null)).toBe('Panjabi');
    expect(localName('bn', 'Panjabi', '  ')).toBe('Panjabi');
    expect(localName('en', 'Panjabi', 'পাঞ্জাবি')).toBe('Panjabi');
    const { localText } = await import('./local-name');
    expect(localText('bn', 'Eid offers', 'ঈদের অফার')).toBe('ঈদের অফার');
    expect(localText('bn', null, ' ')).toBeNull();
    expect(localText('en', 'Eid offers', 'ঈদের অফার')).toBe('Eid offers');
  });
});

describe('pager line', () => {
  it('is the spec line in English and Bangla digits in Bangla', async () => {
    const { localPagerText } = await import('./pager-text');
    const { pagerText } = await import('../pager');
    expect(localPagerText('en', 2, 20, 45)).toBe(pagerText(2, 20, 45));
    expect(localPagerText('en', 1, 20, 0)).toBe('There is no item to show');
    expect(localPagerText('bn', 2, 20, 45)).toBe('৪৫টির মধ্যে ২১–৪০ দেখানো হচ্ছে');
    expect(localPagerText('bn', 1, 20, 0)).toBe('দেখানোর মতো কিছু নেই');
  });
});

describe('messages from rules and use cases', () => {
  it('are answered in Bangla when the catalog has their English word for word, else as they came', async () => {
    const { localizeMessage } = await import('./compile');
    expect(localizeMessage('bn', 'Add to cart failed')).toBe('কার্টে যোগ করা যায়নি');
    expect(localizeMessage('bn', 'Something nobody translated')).toBe('Something nobody translated');
    expect(localizeMessage('en', 'Add to cart failed')).toBe('Add to cart failed');
  });
});

describe('the account side', () => {
  it('keeps its ids under its areas, apart from the rest of the shop catalog', async () => {
    const { en: shop } = await import('./catalog-en');
    for (const id of Object.keys(accountEn)) {
      expect(id).toMatch(/^(account|dashboard|order|refund|support|address|balance)\./);
      expect(shop).toHaveProperty([id]);
    }
    const t = translator('en');
    expect(t.t('dashboard.menu.purchaseHistory')).toBe('Purchase History');
    expect(t.t('order.status.delivered')).toBe('Delivered');
    expect(t.t('order.items', { n: 1 })).toBe('1 item');
    expect(translator('bn').t('order.items', { n: 3 })).toBe('৩টি পণ্য');
  });

  it('reads times as a shopper here says them: today, yesterday, a date; the part of the day in Bangla', async () => {
    const { bnClockTime, localShopTime } = await import('./shop-time');
    const { shopTime } = await import('../shop-time');
    const now = Date.parse('2026-12-01T10:00:00Z'); // 4 PM in Dhaka
    const at = (iso: string) => localShopTime('bn', iso, now);
    expect(localShopTime('en', '2026-12-01T09:33:00Z', now)).toBe(shopTime('2026-12-01T09:33:00Z', now));
    expect(at('2026-12-01T09:33:00Z')).toBe('আজ, বিকাল ৩:৩৩');
    expect(at('2026-11-30T03:05:00Z')).toBe('গতকাল, সকাল ৯:০৫');
    expect(at('2026-11-28T17:40:00Z')).toBe('২৮ নভেম্বর, ২০২৬, রাত ১১:৪০');
    expect(at('not a time')).toBe('not a time');
    const clock = (h: number) => bnClockTime(Date.UTC(2026, 11, 1, h - 6, 0));
    expect([4, 6, 12, 15, 18, 20, 2].map(clock)).toEqual(['ভোর ৪:০০', 'সকাল ৬:০০', 'দুপুর ১২:০০', 'বিকাল ৩:০০', 'সন্ধ্যা ৬:০০', 'রাত ৮:০০', 'রাত ২:০০']);
  });
});

describe('district and division names', () => {
  it('has a Bangla name for every district and division, and keeps English and unknown names', async () => {
    const { DISTRICTS, DIVISIONS } = await import('../bd-districts');
    const { DISTRICT_NAMES_BN, districtName, divisionName } = await import('./bd-district-names');
    expect(Object.keys(DISTRICT_NAMES_BN).sort()).toEqual([...DISTRICTS].sort());
    for (const d of DIVISIONS) expect(divisionName('bn', d)).toMatch(/^[\u0980-\u09ff]+$/);
    expect(districtName('bn', "Cox's Bazar")).toBe('কক্সবাজার');
    expect(districtName('en', 'Dhaka')).toBe('Dhaka');
    expect(districtName('bn', 'Atlantis')).toBe('Atlantis');
    expect(divisionName('en', 'Sylhet')).toBe('Sylhet');
    expect(divisionName('bn', 'Atlantis')).toBe('Atlantis');
  });
});
