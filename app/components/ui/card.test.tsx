// Cards: a titled card is a region named by its heading; a div card is not named (a generic
// element may not be); PageTitle is the h1.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Card, PageTitle } from './card';

describe('Card', () => {
  it('names a titled section by its heading', () => {
    const html = renderToStaticMarkup(
      <Card title="Actions" titleId="actions-title">
        <p>x</p>
      </Card>,
    );
    expect(html).toMatch(/^<section class="[^"]*rounded-lg border[^"]*" aria-labelledby="actions-title"><h2 id="actions-title"[^>]*>Actions<\/h2><p>x<\/p><\/section>$/);
  });

  it('generates a heading id when none is given, and uses h3 at level 3', () => {
    const html = renderToStaticMarkup(<Card title="Reason" level={3} />);
    const id = /aria-labelledby="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`<h3 id="${id}"`);
  });

  it('puts actions beside the title and passes attributes (an anchor id) through', () => {
    const html = renderToStaticMarkup(
      <Card id="delivery" title="Delivery" actions={<a href="/x">Edit</a>}>
        body
      </Card>,
    );
    expect(html).toContain('id="delivery"');
    expect(html).toMatch(/<h2[^>]*>Delivery<\/h2><a href="\/x">Edit<\/a>/);
  });

  it('does not name a div card, and renders an untitled card without a heading', () => {
    expect(renderToStaticMarkup(<Card as="div" title="T" />)).not.toContain('aria-labelledby');
    expect(renderToStaticMarkup(<Card>plain</Card>)).toMatch(/^<section class="[^"]*">plain<\/section>$/);
  });

  it('PageTitle is an h1 with the caller’s extra classes', () => {
    expect(renderToStaticMarkup(<PageTitle className="font-mono">0ZX0</PageTitle>)).toMatch(/^<h1 class="text-2xl font-bold text-gray-900 font-mono">0ZX0<\/h1>$/);
  });
});
