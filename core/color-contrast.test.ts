import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  darkenForText,
  mutedTextOn,
  normalizeThemeColor,
  parseHexColor,
  raisedOn,
  readableTextOn,
  relativeLuminance,
  themeVariables,
  tintOf,
  toHex,
} from './color-contrast';

const ratio = (a: string, b: string) => contrastRatio(parseHexColor(a)!, parseHexColor(b)!);

describe('colour contrast', () => {
  it('parses #rgb and #rrggbb, with or without #, and refuses anything else', () => {
    expect(parseHexColor('#0f766e')).toEqual([15, 118, 110]);
    expect(parseHexColor('fff')).toEqual([255, 255, 255]);
    expect(parseHexColor('#12345')).toBeNull();
    expect(parseHexColor('red')).toBeNull();
    expect(parseHexColor(null)).toBeNull();
    expect(parseHexColor(undefined)).toBeNull();
  });

  it('writes colours back as clamped #rrggbb', () => {
    expect(toHex([15, 118, 110])).toBe('#0f766e');
    expect(toHex([300, -4, 0.4])).toBe('#ff0000');
  });

  it('computes WCAG luminance and contrast (black on white is 21:1)', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 5);
    expect(relativeLuminance([1, 1, 1])).toBeGreaterThan(0);
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
  });

  it('falls back to #e8138c for a missing or malformed theme colour', () => {
    expect(normalizeThemeColor(null)).toBe('#e8138c');
    expect(normalizeThemeColor('javascript:alert(1)')).toBe('#e8138c');
    expect(normalizeThemeColor('#ABC')).toBe('#aabbcc');
  });

  it('chooses white text on dark colours and ink on light ones', () => {
    expect(readableTextOn('#0f766e')).toBe('#ffffff');
    expect(readableTextOn('#ffeb3b')).toBe('#111827');
    expect(readableTextOn('nonsense')).toBe('#ffffff');
  });

  it('darkens a light colour until it reads at 4.5:1 on white, and leaves a dark one alone', () => {
    const darkened = darkenForText('#fd5f17');
    expect(contrastRatio(parseHexColor(darkened)!, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    expect(darkenForText('#111111')).toBe('#111111');
    expect(contrastRatio(parseHexColor(darkenForText('#0f766e', 7))!, [255, 255, 255])).toBeGreaterThanOrEqual(7);
    // An impossible target is capped at 20:1 instead of looping for ever.
    expect(contrastRatio(parseHexColor(darkenForText('#ffffff', 30))!, [255, 255, 255])).toBeGreaterThanOrEqual(20);
    expect(contrastRatio(parseHexColor(darkenForText('not a colour'))!, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens against another background too, and stops at black when that background is too dark', () => {
    expect(ratio(darkenForText('#2e7d32', 4.5, [234, 242, 235]), '#eaf2eb')).toBeGreaterThanOrEqual(4.5);
    expect(darkenForText('#2e7d32', 4.5, [0, 0, 0])).toBe('#000000');
  });

  it('lays a colour over white like a translucent fill', () => {
    expect(tintOf('#2e7d32', 0.1)).toBe('#eaf2eb');
    expect(tintOf('#000000', 1)).toBe('#000000');
    expect(tintOf('nonsense', 0)).toBe('#ffffff');
  });

  it('picks the lightest muted grey that reads at 4.5:1, or near-black', () => {
    expect(mutedTextOn('#ffffff')).toBe('#6a7282');
    expect(mutedTextOn('#fcf3f7')).toBe('#4a5565');
    expect(mutedTextOn('#9ca3af')).toBe('#111827');
    expect(mutedTextOn('nonsense')).toBe('#6a7282');
  });

  it('raises a chip away from its text: darker under white, lighter under ink', () => {
    const blue = raisedOn('#1565c0', '#ffffff');
    expect(relativeLuminance(parseHexColor(blue)!)).toBeLessThan(relativeLuminance(parseHexColor('#1565c0')!));
    const yellow = raisedOn('#ffeb3b', '#111827');
    expect(relativeLuminance(parseHexColor(yellow)!)).toBeGreaterThan(relativeLuminance(parseHexColor('#ffeb3b')!));
    expect(ratio(raisedOn('#8a8a8a', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(raisedOn('nonsense', 'nonsense'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the theme variables: the colour, its text, its tint, wash and raised chip', () => {
    expect(themeVariables('#0f766e')).toEqual({
      '--theme-primary': '#0f766e',
      '--theme-on-primary': '#ffffff',
      '--theme-primary-text': '#0f766e',
      '--theme-primary-tint': tintOf('#0f766e', 0.1),
      '--theme-primary-wash': tintOf('#0f766e', 0.05),
      '--theme-muted-on-wash': mutedTextOn(tintOf('#0f766e', 0.05)),
      '--theme-primary-raised': raisedOn('#0f766e', '#ffffff'),
    });
    expect(themeVariables(undefined)['--theme-primary']).toBe('#e8138c');
  });

  it('every text-on-colour pair reads at 4.5:1 whatever colour a shop picks', () => {
    const hex = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map((rgb) => toHex(rgb));
    fc.assert(
      fc.property(hex, (color) => {
        const v = themeVariables(color);
        // Coloured text (links, prices, the mega menu's deal link) on white and on the tint.
        expect(ratio(v['--theme-primary-text'], '#ffffff')).toBeGreaterThanOrEqual(4.5);
        expect(ratio(v['--theme-primary-text'], v['--theme-primary-tint'])).toBeGreaterThanOrEqual(4.5);
        // Muted text (an unread notification's time) on the wash.
        expect(ratio(v['--theme-muted-on-wash'], v['--theme-primary-wash'])).toBeGreaterThanOrEqual(4.5);
        // The header's text on the chip it carries (the hero's coupon code).
        expect(ratio(v['--theme-on-primary'], v['--theme-primary-raised'])).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 300 },
    );
    // The demo shops' blue and green, where the coupon code read 4.29:1 and 3.87:1.
    for (const color of ['#1565c0', '#2e7d32', '#c2185b']) {
      const v = themeVariables(color);
      expect(ratio(v['--theme-on-primary'], v['--theme-primary-raised'])).toBeGreaterThanOrEqual(4.5);
    }
  });
});
