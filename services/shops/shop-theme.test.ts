import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor } from '../../core/color-contrast';
import { shopIcon, shopTheme, socialLinkBackgrounds } from './shop-theme';

const layout = (color: string | null, links: Array<string | null>) => ({
  shopInfo: { shop_name: 'Dokan <Home>', logo: null, slug: 'dokan', contact_number: null, theme_primary_color: color ?? '#e8138c' },
  social_links: links.map((bgColor, i) => ({ name: `n${i}`, url: `https://x.test/${i}`, bgColor })),
});

describe('shop theme', () => {
  it('sets the shop colour and its readable companions', () => {
    const theme = shopTheme(layout('#0f766e', []));
    expect(theme.variables['--theme-primary']).toBe('#0f766e');
    expect(theme.variables['--theme-on-primary']).toBe('#ffffff');
  });

  it('darkens every social background until white text reads at 4.5:1', () => {
    const backgrounds = socialLinkBackgrounds(layout('#0f766e', ['#1877f2', '#25d366', null, 'not-a-colour']).social_links);
    expect(backgrounds).toHaveLength(4);
    for (const bg of backgrounds) expect(contrastRatio(parseHexColor(bg)!, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
  });

  it('makes an inline SVG favicon of the escaped initial', () => {
    const icon = decodeURIComponent(shopIcon('<script>', '#000000', '#ffffff').replace('data:image/svg+xml,', ''));
    expect(icon).toContain('<svg');
    expect(icon).not.toContain('<script>');
    expect(decodeURIComponent(shopTheme(layout(null, [])).icon)).toContain('>D</text>');
  });
});
