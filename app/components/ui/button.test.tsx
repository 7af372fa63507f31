// Buttons: one look per variant whatever the element, a <button> that does not submit unless
// told to, and links that are links (a router Link keeps client navigation, an anchor does not).
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Button, ButtonAnchor, ButtonLink, buttonClass } from './button';

const inRouter = (node: React.ReactNode) =>
  renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: '/', element: node }])} />);

describe('Button', () => {
  it('is type="button" by default and type="submit" when asked, with its name and value', () => {
    expect(renderToStaticMarkup(<Button>Close</Button>)).toMatch(/^<button type="button"/);
    const submit = renderToStaticMarkup(
      <Button type="submit" name="intent" value="move">
        Mark Confirmed
      </Button>,
    );
    expect(submit).toContain('type="submit"');
    expect(submit).toContain('name="intent"');
    expect(submit).toContain('value="move"');
    expect(submit).toContain('>Mark Confirmed</button>');
  });

  it('draws the primary button in the shop colour and a danger one in red, each at least 44 px tall at md', () => {
    expect(buttonClass()).toContain('bg-primary text-on-primary');
    expect(buttonClass()).toContain('min-h-11');
    expect(buttonClass({ variant: 'danger' })).toContain('bg-red-700');
    expect(buttonClass({ variant: 'secondary', size: 'sm' })).toContain('min-h-10');
    expect(buttonClass({ size: 'lg', block: true })).toMatch(/min-h-12.*w-full/);
  });

  it('gives the same look to a button, a router link and an anchor', () => {
    const look = buttonClass({ variant: 'secondary' }, 'flex-1');
    expect(renderToStaticMarkup(<Button variant="secondary" className="flex-1">x</Button>)).toContain(`class="${look}"`);
    const link = inRouter(
      <ButtonLink to="/customer/checkout" variant="secondary" className="flex-1">
        Checkout
      </ButtonLink>,
    );
    expect(link).toContain('href="/customer/checkout"');
    expect(link).toContain(`class="${look}"`);
    const anchor = renderToStaticMarkup(
      <ButtonAnchor href="/seller/orders-export.csv" download variant="secondary" className="flex-1">
        Download CSV
      </ButtonAnchor>,
    );
    expect(anchor).toContain('download=""');
    expect(anchor).toContain(`class="${look}"`);
  });

  it('passes disabled through and dims a disabled button', () => {
    const html = renderToStaticMarkup(<Button disabled>Send</Button>);
    expect(html).toContain('disabled=""');
    expect(buttonClass()).toContain('disabled:opacity-60');
  });
});
