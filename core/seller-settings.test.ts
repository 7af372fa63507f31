import { describe, expect, it } from 'vitest';
import { MIN_THEME_CONTRAST, sellerSettingsMessages, themeContrast } from './seller-settings';
import { contrastRatio, parseHexColor } from './color-contrast';

describe('themeContrast', () => {
  it('accepts a dark colour as it is', () => {
    expect(themeContrast('#1D4ED8')).toEqual({ color: '#1d4ed8', ratio: expect.any(Number), ok: true, suggestion: '#1d4ed8' });
    expect(themeContrast('#000')!.ratio).toBe(21);
  });

  it('refuses a light colour and suggests a darker shade that passes', () => {
    const c = themeContrast('#ffeb3b')!;
    expect(c.ok).toBe(false);
    expect(c.ratio).toBeLessThan(MIN_THEME_CONTRAST);
    expect(contrastRatio(parseHexColor(c.suggestion)!, [255, 255, 255])).toBeGreaterThanOrEqual(MIN_THEME_CONTRAST);
    expect(sellerSettingsMessages.lowContrast(c)).toContain(`${c.ratio.toFixed(2)}:1`);
    expect(sellerSettingsMessages.lowContrast(c)).toContain(c.suggestion);
  });

  it('rounds the ratio down, so a colour just under 4.5 never shows as 4.50', () => {
    const c = themeContrast('#777777')!;
    expect(c.ok).toBe(false);
    expect(c.ratio).toBe(4.47);
  });

  it('is null for what is not a #colour', () => {
    expect(themeContrast('red')).toBeNull();
    expect(themeContrast('ffffff')).toBeNull();
    expect(themeContrast('#12345')).toBeNull();
  });
});
