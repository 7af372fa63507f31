// The thread pages' server-rendered HTML (issue 13 item 2): hostile HTML and script in a
// subject, a customer message, a staff reply, an attachment name, a product name and the
// shop's name come out as escaped text — never as markup — in the SSR of the Support Ticket
// thread and list pages (the route modules' own components, rendered by React Router's static
// handler as the server does). That the services keep these texts as written, and the API
// returns them as plain text, is tested in services/support and server/api/support.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ThreadDetailView, ThreadSummaryView } from '../../../../services/support/thread-views';
import SupportTickets from './support';
import SupportThread from './support-thread';
import Messages from './messages';

const HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)>';
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;';
const AT = '2025-06-01T06:00:00.000Z';

async function ssr(Component: () => React.ReactNode, loaderData: unknown): Promise<string> {
  const { query, dataRoutes } = createStaticHandler([{ id: 'page', path: '/page', loader: () => loaderData, Component }]);
  const context = await query(new Request('http://alpha.localhost/page'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(<StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />);
}

const summary: ThreadSummaryView = {
  ticket_id: 5,
  subject: HOSTILE,
  status: 'answered',
  status_label: 'Answered',
  order_id: null,
  order_code: null,
  product_name: HOSTILE,
  product_image: null,
  unread: 1,
  last_message_at: AT,
  created_at: AT,
};

const thread: ThreadDetailView = {
  ticket_id: 5,
  kind: 'inquiry',
  subject: HOSTILE,
  status: 'answered',
  status_label: 'Answered',
  order_id: null,
  order_code: null,
  product: { id: 1, name: HOSTILE, image: null, url: '/products/x-1', price: 100 },
  unread: 1,
  can_reply: true,
  last_message_at: AT,
  created_at: AT,
  messages: [
    { id: 1, author: 'customer', body: `${HOSTILE}\nsecond line`, attachment: { name: `${HOSTILE}.png`, url: '/customer/support-attachment/1' }, created_at: AT },
    { id: 2, author: 'staff', body: HOSTILE, attachment: null, created_at: AT },
  ],
};

describe('support pages render every written text inert', () => {
  it('escapes subject, product, messages, staff reply, attachment name and shop name in a thread page', async () => {
    const html = await ssr(SupportThread, { thread, notice: null, shopName: '<b>Shop</b>' });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toMatch(/<img src=x/i);
    expect(html).not.toContain('<b>Shop</b>');
    expect(html).toContain('&lt;b&gt;Shop&lt;/b&gt;');
    // Subject (h1), product name, two messages and the attachment name.
    expect(html.split(ESCAPED).length - 1).toBeGreaterThanOrEqual(5);
    expect(html).toContain('href="/customer/support-attachment/1"');
    expect(html).toContain('name="message"');
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
  });

  it('escapes the lists, with the unread marker', async () => {
    const list = { threads: [summary], page: 1, page_size: 10, total: 1, pager: 'Showing 1 to 1 of 1' };
    for (const html of [await ssr(SupportTickets, { list, orders: [] }), await ssr(Messages, { list })]) {
      expect(html).not.toContain('<script>alert');
      expect(html).toContain(ESCAPED);
      expect(html).toContain('data-unread="true"');
      expect(html).toContain('1 new');
    }
  });

  it('shows a closed thread without the reply form', async () => {
    const html = await ssr(SupportThread, { thread: { ...thread, status: 'closed', status_label: 'Closed', can_reply: false }, notice: null, shopName: 'Shop' });
    expect(html).toContain('This conversation is closed.');
    expect(html).not.toContain('name="message"');
  });
});
