import { describe, expect, it } from 'vitest';
import {
  decodeKeptTitle,
  encodeKeptTitle,
  keepsPage,
  keepsPicture,
  withKeptPages,
  pageTitleOf,
  requestKindOf,
} from './offline-reading';

const headers = (h: Record<string, string>) => new Headers(h);
const shared = headers({ 'content-type': 'text/html; charset=utf-8', 'x-shared-page': '1' });

describe('requestKindOf', () => {
  it('sends every /api/ call to the network, navigations or not', () => {
    expect(requestKindOf('/api/front/customer-part', 'cors')).toBe('network');
    expect(requestKindOf('/api/front/product-reviews', 'navigate')).toBe('network');
  });
  it('keeps the build files a page uses', () => {
    expect(requestKindOf('/assets/shell-abc.js', 'cors')).toBe('asset');
    expect(requestKindOf('/assets/noto-sans-bengali-x.woff2', 'cors')).toBe('asset');
    expect(requestKindOf('/fonts/x.woff2', 'cors')).toBe('asset');
    expect(requestKindOf('/icons/sprite-2.svg', 'no-cors')).toBe('asset');
  });
  it('keeps uploaded pictures', () => {
    expect(requestKindOf('/uploads/thumnail/thumnail_original/a.webp', 'no-cors')).toBe('picture');
  });
  it('treats navigations as pages and anything else as the network', () => {
    expect(requestKindOf('/products/a-1', 'navigate')).toBe('page');
    expect(requestKindOf('/products/a-1.data', 'cors')).toBe('network');
    expect(requestKindOf('/review-photos/1/1', 'no-cors')).toBe('network');
  });
});

describe('keepsPage', () => {
  it('keeps a shared 200 HTML catalog page', () => {
    expect(keepsPage('/products/a-1', 200, shared)).toBe(true);
    expect(keepsPage('/', 200, shared)).toBe(true);
  });
  it('never keeps a page the server did not mark shared', () => {
    expect(keepsPage('/products/a-1', 200, headers({ 'content-type': 'text/html' }))).toBe(false);
    expect(keepsPage('/products/a-1', 200, headers({ 'content-type': 'text/html', 'x-shared-page': '0' }))).toBe(false);
  });
  it('never keeps a private path, even marked shared', () => {
    for (const path of ['/customer/cart', '/customer/checkout', '/customer/dashboard/purchase-history', '/seller', '/seller/orders/1', '/track-order', '/r/x/products/1', '/share/p', '/payment/bkash', '/payments/x', '/offline']) {
      expect(keepsPage(path, 200, shared)).toBe(false);
    }
  });
  it('keeps neither errors nor what is not HTML', () => {
    expect(keepsPage('/products/a-1', 404, shared)).toBe(false);
    expect(keepsPage('/products/a-1', 200, headers({ 'x-shared-page': '1', 'content-type': 'application/json' }))).toBe(false);
    expect(keepsPage('/products/a-1', 200, headers({ 'x-shared-page': '1' }))).toBe(false);
  });
});

describe('keepsPicture', () => {
  it('keeps a whole image only', () => {
    expect(keepsPicture(200, headers({ 'content-type': 'image/webp' }))).toBe(true);
    expect(keepsPicture(206, headers({ 'content-type': 'image/webp' }))).toBe(false);
    expect(keepsPicture(200, headers({ 'content-type': 'text/plain' }))).toBe(false);
    expect(keepsPicture(200, headers({}))).toBe(false);
  });
});

describe('pageTitleOf', () => {
  it('reads and decodes the title', () => {
    expect(pageTitleOf('<html><head><title data-x="1"> Panjabi &amp; Pajama | Men | Rongdhonu </title></head>')).toBe('Panjabi & Pajama | Men');
    expect(pageTitleOf('<title>Rongdhonu Fashion</title>')).toBe('Rongdhonu Fashion');
    expect(pageTitleOf('<title> | Rongdhonu</title>')).toBe('| Rongdhonu');
    expect(pageTitleOf('<title>&lt;a&gt; &quot;b&quot; &#39;c&#x27;</title>')).toBe('<a> "b" \'c\'');
  });
  it('is empty without a title', () => {
    expect(pageTitleOf('<html></html>')).toBe('');
  });
});

describe('withKeptPages', () => {
  const page = '<main><h1>Offline</h1><!--kept-pages--><p>Nothing kept yet</p><!--/kept-pages--></main>';
  it('lists own links, escaped, with the path when the title is empty', () => {
    const html = withKeptPages(page, [
      { path: '/products/a-1', title: 'A <b>' },
      { path: '/', title: '' },
      { path: '//evil.example/x', title: 'x' },
      { path: 'https://evil.example/', title: 'y' },
    ]);
    expect(html).toBe('<main><h1>Offline</h1><ul><li><a href="/products/a-1">A &#60;b&#62;</a></li><li><a href="/">/</a></li></ul></main>');
  });
  it('leaves the page saying nothing is kept when nothing is', () => {
    expect(withKeptPages(page, [])).toBe(page);
    expect(withKeptPages(page, [{ path: '//evil.example/', title: 'x' }])).toBe(page);
  });
  it('leaves a page without its marks alone', () => {
    expect(withKeptPages('<p>x</p>', [{ path: '/', title: 'Home' }])).toBe('<p>x</p>');
    expect(withKeptPages('<!--/kept-pages--><!--kept-pages-->', [{ path: '/', title: 'Home' }])).toBe('<!--/kept-pages--><!--kept-pages-->');
  });
});

describe('kept titles in a header', () => {
  it('round-trips Bangla and caps the length', () => {
    expect(decodeKeptTitle(encodeKeptTitle('পাঞ্জাবি | রংধনু'))).toBe('পাঞ্জাবি | রংধনু');
    expect(decodeKeptTitle(encodeKeptTitle('x'.repeat(300)))).toHaveLength(200);
  });
  it('is empty when missing or malformed', () => {
    expect(decodeKeptTitle(null)).toBe('');
    expect(decodeKeptTitle('%E0%A4')).toBe('');
  });
});
