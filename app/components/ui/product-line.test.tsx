// The product line: picture (or an empty square), the name linking to its page (the picture's
// link hidden from screen readers and the keyboard), the details present, the sum at the end;
// the table form has the invoice's columns, without prices on the packing slip.
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductLine, ProductTable, priceTimesQuantity } from './product-line';

const render = (node: React.ReactNode) => renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: '/', element: node }])} />);

describe('ProductLine', () => {
  it('links the name and hides the picture link from the keyboard and screen readers', () => {
    const markup = render(
      <ProductLine image="/uploads/cap.webp" imageSize={72} name="Classic Cap" href="/products/classic-cap-1" headingLevel={2} details={['Size: M', null, priceTimesQuantity(557, 2)]} aside="৳1,114" data-testid="cart-line" data-uid="u1" look="boxed" />,
    );
    expect(markup).toMatch(/^<li class="rounded-lg border[^"]*" data-testid="cart-line" data-uid="u1">/);
    expect(markup).toMatch(/<a[^>]*tabindex="-1"[^>]*aria-hidden="true"[^>]*href="\/products\/classic-cap-1"|<a[^>]*href="\/products\/classic-cap-1"[^>]*tabindex="-1"[^>]*aria-hidden="true"/);
    expect(markup).toContain('<img src="/uploads/cap.webp" alt="" width="72" height="72"');
    expect(markup).toMatch(/<h2 class="[^"]*"><a class="hover:underline" [^>]*href="\/products\/classic-cap-1"[^>]*>Classic Cap<\/a><\/h2>|<h2 class="[^"]*"><a [^>]*href="\/products\/classic-cap-1"[^>]*>Classic Cap<\/a><\/h2>/);
    expect(markup).toContain('>Size: M</div>');
    expect(markup).toContain('>৳557 × 2</div>');
    expect(markup.match(/<div class="text-sm text-gray-800">/g)).toHaveLength(2);
    expect(markup).toContain('>৳1,114</div>');
  });

  it('draws an empty square without a picture, and nothing with noImage', () => {
    expect(render(<ProductLine name="Mug" />)).toContain('<span class="block h-12 w-12 shrink-0 rounded bg-gray-100 print:hidden">');
    expect(render(<ProductLine name="Mug" noImage />)).not.toContain('h-12 w-12');
    expect(render(<ProductLine name="Mug" />)).toMatch(/<p class="[^"]*">Mug<\/p>/);
  });

  it('escapes the name', () => {
    expect(render(<ProductLine name={'<script>x</script>'} />)).toContain('&lt;script&gt;x&lt;/script&gt;');
  });
});

describe('ProductTable', () => {
  const lines = [{ key: 'a', name: 'Festive Necklace', variant: 'Gold', quantity: 2, price: 1102, total: 2204 }];
  it('has Item, Qty, Price and Total on the invoice', () => {
    const markup = renderToStaticMarkup(<ProductTable lines={lines} />);
    expect([...markup.matchAll(/<th [^>]*>(\w+)<\/th>/g)].map((m) => m[1])).toEqual(['Item', 'Qty', 'Price', 'Total']);
    expect(markup).toContain('Festive Necklace<span class="block text-xs text-gray-700">Gold</span>');
    expect(markup).toContain('>৳1,102</td>');
    expect(markup).toContain('>৳2,204</td>');
  });
  it('has Item and Qty only on the packing slip', () => {
    const markup = renderToStaticMarkup(<ProductTable lines={lines} prices={false} />);
    expect([...markup.matchAll(/<th [^>]*>(\w+)<\/th>/g)].map((m) => m[1])).toEqual(['Item', 'Qty']);
    expect(markup).not.toContain('৳');
  });
});
