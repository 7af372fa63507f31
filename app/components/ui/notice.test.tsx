// Notices: an error is an alert, success and info are status messages, a warning is read where
// it stands; nothing is rendered without a message.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';
import { Notice, Notices } from './notice';

describe('Notice', () => {
  it('is role="alert" for an error and role="status" for success and info', () => {
    expect(renderToStaticMarkup(<Notice tone="error">Enter the courier</Notice>)).toMatch(/^<p role="alert" data-tone="error"[^>]*>Enter the courier<\/p>$/);
    expect(renderToStaticMarkup(<Notice tone="success">Settings saved</Notice>)).toContain('role="status"');
    expect(renderToStaticMarkup(<Notice>Info</Notice>)).toContain('role="status"');
  });

  it('gives a warning no live region unless asked', () => {
    expect(renderToStaticMarkup(<Notice tone="warning">Not collected yet</Notice>)).not.toContain('role=');
    expect(renderToStaticMarkup(<Notice tone="warning" live="alert">Blocked</Notice>)).toContain('role="alert"');
    expect(renderToStaticMarkup(<Notice tone="error" live="off">Quiet</Notice>)).not.toContain('role=');
  });

  it('renders nothing for an empty message', () => {
    for (const message of [null, undefined, '', false]) expect(renderToStaticMarkup(<Notice tone="error">{message}</Notice>)).toBe('');
  });

  it('shows the success and the error of a post → redirect → get, each only when there is one', () => {
    expect(renderToStaticMarkup(<Notices notice="Reply sent" error={null} />)).toBe(renderToStaticMarkup(<Notice tone="success">Reply sent</Notice>));
    const both = renderToStaticMarkup(<Notices notice="Saved" error="Refused" />);
    expect(both.indexOf('role="status"')).toBeLessThan(both.indexOf('role="alert"'));
  });

  it('escapes what it is given', () => {
    expect(renderToStaticMarkup(<Notice tone="error">{'<b>x</b>'}</Notice>)).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});

describe('Badge', () => {
  it('shows its text in a pill of its tone and passes attributes through', () => {
    const html = renderToStaticMarkup(
      <Badge tone="warning" data-testid="order-status" aria-label="2 new">
        2 new
      </Badge>,
    );
    expect(html).toContain('bg-amber-100');
    expect(html).toContain('data-testid="order-status"');
    expect(html).toContain('aria-label="2 new"');
    expect(html).toContain('>2 new</span>');
    expect(renderToStaticMarkup(<Badge size="md">Pending</Badge>)).toContain('text-sm');
  });
});
