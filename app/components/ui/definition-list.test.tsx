// The definition list: label → value in rows (totals), tiles (figures) or pairs (details); rows
// that are null or false are left out; test ids go on the values.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DefinitionList } from './definition-list';

const pairs = (markup: string) => [...markup.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((m) => [m[1], m[2]]);

describe('DefinitionList', () => {
  const rows = [
    { label: 'Subtotal', value: '৳1,659' },
    false as const,
    { label: 'Delivery charge', value: '৳60' },
    null,
    { label: 'Order total', value: '৳1,719', strong: true, testId: 'order-total' },
  ];

  it('lists the rows that are there, in order, the strong one above a rule', () => {
    const markup = renderToStaticMarkup(<DefinitionList rows={rows} />);
    expect(pairs(markup)).toEqual([
      ['Subtotal', '৳1,659'],
      ['Delivery charge', '৳60'],
      ['Order total', '৳1,719'],
    ]);
    expect(markup).toMatch(/<div class="[^"]*border-t[^"]*"><dt class="font-semibold[^"]*">Order total<\/dt><dd class="[^"]*font-bold[^"]*" data-testid="order-total">/);
  });

  it('draws tiles in the grid it is given and pairs as label: value', () => {
    const tiles = renderToStaticMarkup(<DefinitionList look="tiles" className="grid-cols-2 desk:grid-cols-4" testId="customer-balances" rows={[{ label: 'Recharge', value: '৳0' }]} />);
    expect(tiles).toMatch(/^<dl class="grid gap-2 text-sm grid-cols-2 desk:grid-cols-4" data-testid="customer-balances">/);
    expect(pairs(tiles)).toEqual([['Recharge', '৳0']]);
    const details = renderToStaticMarkup(<DefinitionList look="pairs" rows={[{ label: 'Return', value: 'Received', testId: 'refund-return' }]} />);
    expect(details).toContain('grid-cols-[auto_1fr]');
    expect(details).toContain('data-testid="refund-return">Received</dd>');
  });

  it('colours a credit green', () => {
    expect(renderToStaticMarkup(<DefinitionList rows={[{ label: 'Cashback', value: '+৳10', tone: 'positive' }]} />)).toContain('text-green-800');
  });
});
