import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  darkenForText,
  normalizeThemeColor,
  parseHexColor,
  readableTextOn,
  relativeLuminance,
  themeVariables,
  toHex,
} from './color-contrast';

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

  it('gives the three theme variables', () => {
    expect(themeVariables('#0f766e')).toEqual({
      '--theme-primary': '#0f766e',
      '--theme-on-primary': '#ffffff',
      '--theme-primary-text': '#0f766e',
    });
    expect(themeVariables(undefined)['--theme-primary']).toBe('#e8138c');
  });
});
