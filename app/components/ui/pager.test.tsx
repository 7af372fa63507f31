// The pager: the list's text, Previous/Next with rel, a window of numbered pages with the first
// and the last, the current page marked, every link keeping the list's filters; nothing at all
// for a single page without text.
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pager, pageHref, pageWindow } from './pager';

const render = (node: React.ReactNode) => {
  const markup = renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: '/', element: node }])} />);
  const hrefs = [...markup.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2], m[1].replace(/&amp;/g, '&')]);
  return { markup, links: Object.fromEntries(hrefs) as Record<string, string> };
};

describe('pageHref', () => {
  it('keeps the filters with values and adds the page after the first', () => {
    expect(pageHref('/seller/threads', { kind: 'ticket', status: '' }, 3)).toBe('/seller/threads?kind=ticket&page=3');
    expect(pageHref('/seller/threads', { kind: 'ticket' }, 1)).toBe('/seller/threads?kind=ticket');
    expect(pageHref('/seller', { status: 'all', q: '01712345678' }, 2)).toBe('/seller?q=01712345678&page=2');
    expect(pageHref('/customer/dashboard/my-balance', {}, 1)).toBe('/customer/dashboard/my-balance');
    expect(pageHref('/x', { q: 'a b&c' }, 2)).toBe('/x?q=a+b%26c&page=2');
  });
});

describe('pageWindow', () => {
  it('shows two pages either side, clipped to the list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
  });
});

describe('Pager', () => {
  const href = (n: number) => pageHref('/seller/refunds', { state: 'pending' }, n);

  it('in the middle: Previous, 1, …, the window, …, the last, Next — each a URL of its own', () => {
    const { markup, links } = render(<Pager page={5} pageCount={10} href={href} text="Showing 81 to 100 of 200" />);
    expect(markup).toContain('aria-label="Pages"');
    expect(markup).toContain('data-pager-text="true">Showing 81 to 100 of 200</p>');
    expect(links.Previous).toBe('/seller/refunds?state=pending&page=4');
    expect(links.Next).toBe('/seller/refunds?state=pending&page=6');
    expect(links['1']).toBe('/seller/refunds?state=pending');
    expect(links['10']).toBe('/seller/refunds?state=pending&page=10');
    expect(Object.keys(links).sort()).toEqual(['1', '10', '3', '4', '6', '7', 'Next', 'Previous'].sort());
    expect(markup).toMatch(/<span aria-current="page"[^>]*>5<\/span>/);
    expect(markup).toMatch(/rel="prev"/);
    expect(markup).toMatch(/rel="next"/);
    expect(markup.match(/…/g)).toHaveLength(2);
  });

  it('on the first page there is no Previous, on the last no Next', () => {
    expect(render(<Pager page={1} pageCount={3} href={href} />).links.Previous).toBeUndefined();
    expect(render(<Pager page={3} pageCount={3} href={href} />).links.Next).toBeUndefined();
  });

  it('with one page: the text alone, or nothing without text', () => {
    const { markup, links } = render(<Pager page={1} pageCount={1} href={href} text="There is no item to show" />);
    expect(markup).toContain('There is no item to show');
    expect(Object.keys(links)).toEqual([]);
    expect(render(<Pager page={1} pageCount={1} href={href} />).markup).toBe('');
  });
});
