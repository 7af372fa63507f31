import { describe, expect, it } from 'vitest';
import { SHARE_CARD, shareCardPanelSvg, wrapLines, xmlText } from './share-card';

describe('wrapLines', () => {
  it('keeps a short name on one line', () => {
    expect(wrapLines('Eid Special Panjabi', 22, 3)).toEqual(['Eid Special Panjabi']);
    expect(wrapLines('  ', 22, 3)).toEqual([]);
  });
  it('breaks between words', () => {
    expect(wrapLines('Block Print Kids T-Shirt with long sleeves', 22, 3)).toEqual(['Block Print Kids', 'T-Shirt with long', 'sleeves']);
  });
  it('ends with … when the name does not fit, whether a word or a line is left over', () => {
    expect(wrapLines('one two three four five six seven', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapLines('aaaa bbbb cccc', 4, 2)).toEqual(['aaaa', 'bbb…']);
    expect(wrapLines('aaaa bbbb', 4, 1)).toEqual(['aaa…']);
  });
  it('cuts a word longer than a line', () => {
    expect(wrapLines('Supercalifragilistic', 10, 2)).toEqual(['Supercali…']);
  });
  it('wraps Bangla words the same way', () => {
    const lines = wrapLines('ঈদ স্পেশাল পাঞ্জাবি সুতি কাপড়', 12, 3);
    expect(lines.join(' ')).toBe('ঈদ স্পেশাল পাঞ্জাবি সুতি কাপড়');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(12);
  });
});

describe('shareCardPanelSvg', () => {
  it('draws the name, the price and the shop on the shop colour, escaped', () => {
    const svg = shareCardPanelSvg({ name: 'Kurti <b> & "Saree"', price: '৳1,250', shopName: "Rina's Shop", background: '#e8138c', foreground: '#ffffff' });
    expect(svg).toContain(`width="${SHARE_CARD.width - SHARE_CARD.picture}" height="${SHARE_CARD.height}"`);
    expect(svg).toContain('fill="#e8138c"');
    expect(svg).toContain('>Kurti &lt;b&gt; &amp;</text>');
    expect(svg).toContain('>&quot;Saree&quot;</text>');
    expect(svg).toContain('>৳1,250</text>');
    expect(svg).toContain('Rina&apos;s Shop');
    expect(svg).not.toContain('<b>');
  });
  it('puts the price below the last line of the name', () => {
    const one = shareCardPanelSvg({ name: 'Cap', price: '৳100', shopName: 'S', background: '#000', foreground: '#fff' });
    const three = shareCardPanelSvg({ name: 'A very long product name that takes three lines here', price: '৳100', shopName: '', background: '#000', foreground: '#fff' });
    expect(one).toContain('y="278" font-size="64"');
    expect(three).toContain('y="394" font-size="64"');
    expect(three).toContain('x="140" y="568" font-size="34" font-weight="600"></text>');
  });
  it('escapes every character XML reserves', () => {
    expect(xmlText(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
