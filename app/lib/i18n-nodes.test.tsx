import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withNodes } from './i18n-nodes';

describe('withNodes', () => {
  it('puts each element where its placeholder stands, in the message’s own order', () => {
    const html = (text: string) => renderToStaticMarkup(<p>{withNodes(text, { date: <time>1 Dec</time>, code: <b>HT-1</b> })}</p>);
    expect(html('You can ask until {date}.')).toBe('<p>You can ask until <time>1 Dec</time>.</p>');
    expect(html('{date} পর্যন্ত, {code}')).toBe('<p><time>1 Dec</time> পর্যন্ত, <b>HT-1</b></p>');
    expect(html('Left as it is: {other}')).toBe('<p>Left as it is: {other}</p>');
  });
});
