// The error and not-found pages render the spec's texts.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorPage, NotFoundPage } from './root';

describe('error pages', () => {
  it('the error page shows the message followed by "!" and Back to Home', () => {
    const html = renderToStaticMarkup(<ErrorPage message="Database unavailable" status={503} />);
    expect(html).toContain('Database unavailable!');
    expect(html).toContain('>Back to Home</a>');
    expect(html).toContain('503');
  });

  it('the not-found page says "This page could not be found"', () => {
    const html = renderToStaticMarkup(<NotFoundPage />);
    expect(html).toContain('This page could not be found');
    expect(html).toContain('href="/"');
  });
});
