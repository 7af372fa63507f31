import { describe, expect, it } from 'vitest';
import { responsiveImage, storedFileOf } from './responsive-image';

const stored = (file: string) => `/uploads/thumnail/thumnail_original/${file}`;

describe('responsiveImage', () => {
  it('offers every stored width a card may use, with its sizes, the 600 px file as src', () => {
    expect(responsiveImage({ src: stored('a.webp'), width: 600, height: 450 }, 'card', false)).toEqual({
      src: stored('a.webp'),
      srcSet: '/uploads/thumnail/w300/a.webp 300w, /uploads/thumnail/thumnail_original/a.webp 600w',
      sizes: '(min-width: 62rem) 15rem, (min-width: 40rem) 33vw, 50vw',
      width: 600,
      height: 450,
    });
  });

  it('adds the 1200 px file for the product page, scaled by the long side', () => {
    const img = responsiveImage({ src: stored('b.webp'), width: 450, height: 600 }, 'product', false)!;
    expect(img.srcSet).toBe('/uploads/thumnail/w300/b.webp 225w, /uploads/thumnail/thumnail_original/b.webp 450w, /uploads/zoom/b.webp 900w');
    expect(img.sizes).toContain('100vw');
    expect(responsiveImage({ src: stored('b.webp'), width: 600, height: 600 }, 'banner', false)!.sizes).toContain('80rem');
  });

  it('gives only the 300 px file in data-saver mode', () => {
    expect(responsiveImage({ src: stored('c.webp'), width: 600, height: 600 }, 'product', true)).toEqual({ src: '/uploads/thumnail/w300/c.webp', width: 600, height: 600 });
  });

  it('offers no larger file than the source had, and no smaller one that is the same', () => {
    // A 500 px source: the zoom file is the same picture.
    expect(responsiveImage({ src: stored('d.webp'), width: 500, height: 400 }, 'product', false)!.srcSet).toBe('/uploads/thumnail/w300/d.webp 300w, /uploads/thumnail/thumnail_original/d.webp 500w');
    // A 280 px source: one file, whatever the mode.
    expect(responsiveImage({ src: stored('e.webp'), width: 280, height: 280 }, 'product', true)).toEqual({ src: stored('e.webp'), width: 280, height: 280 });
  });

  it('takes an unknown size as a 600 px square and uses an outside URL as it is', () => {
    expect(responsiveImage({ src: stored('f.webp'), width: null, height: null }, 'card', true)).toEqual({ src: '/uploads/thumnail/w300/f.webp', width: 600, height: 600 });
    expect(responsiveImage({ src: 'https://cdn.example/p.jpg', width: 0, height: 800 }, 'card', false)).toEqual({ src: 'https://cdn.example/p.jpg', width: 600, height: 800 });
    expect(responsiveImage({ src: null }, 'card', false)).toBeNull();
  });

  it('knows a stored file only in the 600 px folder', () => {
    expect(storedFileOf(stored('a.webp'))).toBe('a.webp');
    expect(storedFileOf(stored(''))).toBeNull();
    expect(storedFileOf(stored('x/a.webp'))).toBeNull();
    expect(storedFileOf('/uploads/zoom/a.webp')).toBeNull();
  });
});
