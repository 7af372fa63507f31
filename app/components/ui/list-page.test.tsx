// The list page: title with its action, filters, notices, the count line (or the empty text in
// its place), the rows or the empty state, and the pager with the list's text.
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ListPage } from './list-page';
import { pageHref } from './pager';

const render = (node: React.ReactNode) => renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: '/', element: node }])} />);

describe('ListPage', () => {
  it('the console style: count above the rows, pager links below', () => {
    const markup = render(
      <ListPage title="Refunds" filters={<form aria-label="Filter refunds" />} count="Showing 1 to 20 of 45" isEmpty={false} empty="No refund requests here." pager={{ page: 1, pageCount: 3, href: (n) => pageHref('/seller/refunds', {}, n) }}>
        <ul aria-label="Refund requests">
          <li>R1</li>
        </ul>
      </ListPage>,
    );
    const order = ['<h1', 'aria-label="Filter refunds"', 'Showing 1 to 20 of 45', 'aria-label="Refund requests"', 'aria-label="Pages"'].map((s) => markup.indexOf(s));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(markup).not.toContain('No refund requests here.');
    expect(markup).toContain('href="/seller/refunds?page=2"');
  });

  it('the console style, empty: the empty text where the count was, no rows', () => {
    const markup = render(
      <ListPage title="Refunds" count="" isEmpty empty="No refund requests here.">
        <ul aria-label="Refund requests" />
      </ListPage>,
    );
    expect(markup).toContain('<p class="text-sm text-gray-700">No refund requests here.</p>');
    expect(markup).not.toContain('Refund requests"');
  });

  it('the dashboard style: title with its action, empty state, the pager’s text under it', () => {
    const markup = render(
      <ListPage title="Refund Requests" actions={<a href="/customer/dashboard/refund">Request a refund</a>} isEmpty empty="You have not asked for a refund yet." pager={{ page: 1, pageCount: 1, href: String, text: 'There is no item to show' }}>
        <ul />
      </ListPage>,
    );
    expect(markup).toMatch(/<h1[^>]*>Refund Requests<\/h1><a href="\/customer\/dashboard\/refund">Request a refund<\/a>/);
    expect(markup).toContain('<p class="text-gray-800">You have not asked for a refund yet.</p>');
    expect(markup).toContain('data-pager-text="true">There is no item to show</p>');
    expect(markup).not.toContain('<ul');
  });
});
